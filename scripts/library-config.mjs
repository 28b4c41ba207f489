// Vite settings for an IIFE library build, shared by the runtime build and the benchmark's React
// floor so that both are built alike.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

/** Settings shared by the core, the packs and the React floor built by the benchmark. */
export function libraryConfig({
  outDir,
  entry,
  fileName,
  name,
  external,
  globals,
  emptyOutDir,
  cssFileName,
  plugins = [],
  define = {},
}) {
  return {
    root,
    configFile: false,
    logLevel: 'warn',
    plugins,
    resolve: {
      alias: { 'side-channel': path.join(root, 'scripts/shims/side-channel.js') },
    },
    define: {
      'process.env.NODE_ENV': JSON.stringify('production'),
      __RUNTIME_VERSION__: JSON.stringify(pkg.version),
      ...define,
    },
    build: {
      outDir,
      emptyOutDir,
      sourcemap: true,
      minify: true,
      target: 'es2020',
      cssCodeSplit: false,
      lib: { entry, formats: ['iife'], name, fileName: () => fileName, cssFileName },
      rollupOptions: { external, output: { globals, exports: 'none' } },
    },
  };
}
