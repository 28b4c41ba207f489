// Builds dist/: the core IIFE (site-runtime.js + .css + source map), one IIFE per lazy pack
// (dist/packs/<name>.js, taking React and the shared modules from the core), and the public types
// (site-runtime.d.ts).
import { readdir, rm, stat } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { build } from 'vite';
import { libraryConfig } from './library-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');

// Modules a pack takes from the core: keep in step with src/shared.ts.
const shared = {
  react: 'react',
  'react-dom': 'reactDom',
  'react-dom/client': 'reactDomClient',
  'react/jsx-runtime': 'jsxRuntime',
  [path.join(root, 'src/store/hooks.ts')]: 'storeHooks',
  [path.join(root, 'src/ui/index.ts')]: 'ui',
  [path.join(root, 'src/ui')]: 'ui',
  [path.join(root, 'src/request/index.ts')]: 'request',
  [path.join(root, 'src/request')]: 'request',
  [path.join(root, 'src/i18n/strings.ts')]: 'i18n',
};

function sharedKey(id, importer) {
  if (shared[id]) return shared[id];
  if (id.startsWith('.') && importer) {
    const resolved = path.resolve(path.dirname(importer), id);
    return shared[resolved] ?? shared[`${resolved}.ts`];
  }
  return shared[id] ?? shared[`${id}.ts`];
}

/** Every `blocks/<name>/pack.ts` and `initialisers/<name>/pack.ts` becomes `packs/<name>.js`. */
async function packEntries() {
  const entries = [];
  for (const folder of ['blocks', 'initialisers']) {
    const parent = path.join(root, folder);
    if (!existsSync(parent)) continue;
    for (const name of await readdir(parent)) {
      const entry = path.join(parent, name, 'pack.ts');
      if (existsSync(entry)) entries.push({ name, entry });
    }
  }
  return entries;
}

async function buildCore() {
  await build(
    libraryConfig({
      outDir: dist,
      entry: path.join(root, 'src/index.ts'),
      fileName: 'site-runtime.js',
      name: 'SiteRuntimeBundle',
      emptyOutDir: true,
      cssFileName: 'site-runtime',
    }),
  );
}

async function buildPack({ name, entry }) {
  await build(
    libraryConfig({
      outDir: dist,
      entry,
      fileName: `packs/${name}.js`,
      name: `SiteRuntimePack_${name.replace(/\W/g, '_')}`,
      emptyOutDir: false,
      cssFileName: `packs/${name}`,
      external: (id, importer) => sharedKey(id, importer) !== undefined,
      globals: (id) => `SiteRuntime.shared.${sharedKey(id) ?? id}`,
    }),
  );
}

function buildTypes() {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dts-bundle-generator/dist/bin/dts-bundle-generator.js'),
      '--silent',
      '--no-banner',
      '--project',
      path.join(root, 'tsconfig.json'),
      '-o',
      path.join(dist, 'site-runtime.d.ts'),
      path.join(root, 'src/public-types.ts'),
    ],
    { stdio: 'inherit' },
  );
}

async function sizeOf(file) {
  return (await stat(path.join(dist, file))).size;
}

await rm(dist, { recursive: true, force: true });
await buildCore();
const packs = await packEntries();
for (const pack of packs) await buildPack(pack);
buildTypes();
console.log(
  `built dist/site-runtime.js (${await sizeOf('site-runtime.js')} B)` +
    packs.map((p) => `, dist/packs/${p.name}.js`).join(''),
);
