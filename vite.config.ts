// The build's shared settings, in the one place Vite users look for them. scripts/build.mjs (through
// scripts/library-config.mjs) builds the core and every pack with them, the benchmark its React
// floor, and Vitest (vitest.config.ts) compiles the unit tests with the same target, version stamp
// and module aliases. Builds are IIFE library builds, one per file (scripts/build.mjs), so this
// file holds no entry: `vite build` on its own builds nothing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  version: string;
};

/** The browsers the runtime is built for: every evergreen browser since 2020. */
export const TARGET = 'es2020';

/** Stamped into the code wherever it is compiled: `SiteRuntime.version` is package.json's. */
export const VERSION_DEFINES = { __RUNTIME_VERSION__: JSON.stringify(pkg.version) };

/** Module aliases: `side-channel` (pulled in by qs) is replaced by a small shim. */
export const ALIASES = { 'side-channel': path.join(root, 'scripts/shims/side-channel.js') };

const REACT_PACKAGES = /^(react|react-dom|scheduler)(\/|$)/;

/** Fails the core build when anything in it imports React: React lives in the `react` pack. */
export const noReactInCore: Plugin = {
  name: 'site-runtime:no-react-in-core',
  // Before Vite's own resolver, which would otherwise resolve `react` without asking.
  enforce: 'pre',
  resolveId(id, importer) {
    if (REACT_PACKAGES.test(id)) {
      const from = importer ? path.relative(root, importer) : 'the entry';
      throw new Error(
        `${from} imports ${id}: the core must not carry React. Move the code that renders into a ` +
          'pack, or import only types from React.',
      );
    }
    return null;
  },
};

/** What every build of the core and the packs shares (scripts/library-config.mjs adds the rest). */
export default defineConfig({
  root,
  resolve: { alias: ALIASES },
  define: { 'process.env.NODE_ENV': JSON.stringify('production'), ...VERSION_DEFINES },
  build: {
    target: TARGET,
    // The bundler's minifier; the core is minified a second time by terser (scripts/build.mjs).
    minify: true,
    sourcemap: true,
    cssCodeSplit: false,
  },
});
