// Vite settings for an IIFE library build, shared by the runtime build and the benchmark's React
// floor so that both are built alike. The shared settings (target, defines, minification, aliases,
// the no-React-in-core rule) live in vite.config.ts at the top of the project; this adds what each
// library build names (entry, file, globals).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * vite.config.ts, compiled by Vite itself: its default export and its named ones. Loading it sets
 * NODE_ENV to `development` when it is unset, and the builds would then compile JSX for
 * development (`jsxDEV`): it is put back as it was.
 */
const nodeEnv = process.env.NODE_ENV;
const { module: viteConfig } = await runnerImport(path.join(root, 'vite.config.ts'));
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;
const shared = viteConfig.default;

/** The core's build rule: it must not import React (vite.config.ts). */
export const noReactInCore = viteConfig.noReactInCore;

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
    ...shared,
    configFile: false,
    logLevel: 'warn',
    plugins,
    define: { ...shared.define, ...define },
    build: {
      ...shared.build,
      outDir,
      emptyOutDir,
      lib: { entry, formats: ['iife'], name, fileName: () => fileName, cssFileName },
      rollupOptions: { external, output: { globals, exports: 'none' } },
    },
  };
}
