// Builds dist/: the core IIFE (site-runtime.js + .css + source map), one file per lazy pack
// (dist/packs/<name>.<hash>.js, plus <name>.<hash>.css when the pack has styles), the packs'
// manifest (dist/packs/manifest.json) and the public types (site-runtime.d.ts).
// `node scripts/build.mjs --out-dir <dir>` builds into another folder.
//
// The core keeps its stable name (templates include it once); a pack's file names carry a hash of
// its content, so a page fetches only the packs of the core it loaded, and pack files can be served
// `Cache-Control: immutable`. The core carries, for each pack, the sha256 of its script: the
// script's integrity, and (its first characters) the script's name. A built pack's styles travel
// inside its checked script, so no stylesheet is fetched unchecked.
//
// The core carries no React. Each pack is an IIFE build of its own whose imports of shared modules
// (the table below) become `SiteRuntime.shared.<key>`, wrapped in
// `SiteRuntime.registerPack(name, needs, start, options)`: `needs` lists the packs that provide the
// shared modules it uses, so the core starts it only after them, and files may arrive in any order.
// A pack's styles travel inside its file (`options.css`, adopted as a constructed stylesheet), so
// a styled pack costs one request, not a second one once its script has arrived; packs/<name>.css
// stays beside it for browsers that cannot adopt one. The packs are built first: the core carries
// what each needs (src/runtime/pack-manifest.ts), so that it fetches a pack's needs with it.
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { execFileSync } from 'node:child_process';
import { build } from 'vite';
import { minify } from 'terser';
import { libraryConfig, noReactInCore } from './library-config.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The command line: `--out-dir <dir>` builds there (dist/ by default); `--packs <a,b>` builds only
 * those packs (and the core, whose manifest then names only them); `--pack-entry <name>=<file>`
 * builds a pack from another entry. The last two serve the test that builds twice with one pack
 * changed (test/unit/build/content-addressed-packs.test.ts), without touching the source tree.
 */
function buildOptions(args) {
  const options = { outDir: path.join(root, 'dist'), packs: null, entries: new Map() };
  for (let at = 0; at < args.length; at += 2) {
    const [flag, value] = [args[at], args[at + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === '--out-dir') options.outDir = path.resolve(value);
    else if (flag === '--packs') options.packs = value.split(',');
    else if (flag === '--pack-entry' && value.includes('=')) {
      const [name, file] = value.split('=');
      options.entries.set(name, path.resolve(file));
    } else throw new Error(`Unknown option ${flag} ${value}`);
  }
  return options;
}
const options = buildOptions(process.argv.slice(2));
const dist = options.outDir;
const fromRoot = (file) => path.join(root, file);

/**
 * Modules a pack takes from elsewhere instead of bundling a copy: `key` on SiteRuntime.shared, the
 * package names or source files that resolve to it, and the pack that provides it (null: the core,
 * see src/shared.ts). Keep in step with src/shared.ts, src/runtime/react-pack.ts, src/ui/pack.ts,
 * blocks/image/pack.ts, src/commerce/pack.ts, src/request/pack.ts.
 */
const SHARED_MODULES = [
  { key: 'react', ids: ['react'], pack: 'react' },
  { key: 'reactDom', ids: ['react-dom'], pack: 'react' },
  { key: 'reactDomClient', ids: ['react-dom/client'], pack: 'react' },
  { key: 'jsxRuntime', ids: ['react/jsx-runtime'], pack: 'react' },
  { key: 'storeHooks', files: ['src/store/hooks.ts'], pack: 'react' },
  { key: 'ui', files: ['src/ui/index.ts', 'src/ui'], pack: 'ui' },
  { key: 'images', files: ['src/images/index.ts', 'src/images'], pack: 'image' },
  { key: 'carousel', files: ['src/carousel/index.ts', 'src/carousel'], pack: 'carousel' },
  { key: 'commerce', files: ['src/commerce/index.ts', 'src/commerce'], pack: 'commerce' },
  // The request wrapper's entry point, in the `features` pack (initialisers/pack.ts): the `request`
  // pack (src/request/pack.ts) bundles ky, qs and request.ts, and takes these from there so that
  // the crumb, the events and RequestError (which isRequestError checks with instanceof) are one
  // of each on a page.
  {
    key: 'request',
    files: [
      'src/request/index.ts',
      'src/request',
      'src/request/crumb.ts',
      'src/request/events.ts',
      'src/request/failure-message.ts',
      'src/request/report-failure.ts',
      'src/request/request-error.ts',
      'src/request/request-options.ts',
    ],
    pack: 'features',
  },
];

const sharedById = new Map();
for (const module of SHARED_MODULES) {
  for (const id of module.ids ?? []) sharedById.set(id, module);
  for (const file of module.files ?? []) sharedById.set(fromRoot(file), module);
}

/** The shared module an import resolves to, if any (relative imports resolved from `importer`). */
function sharedModule(id, importer) {
  if (sharedById.has(id)) return sharedById.get(id);
  const absolute = id.startsWith('.') && importer ? path.resolve(path.dirname(importer), id) : id;
  for (const candidate of [absolute, `${absolute}.ts`, `${absolute}.tsx`]) {
    if (sharedById.has(candidate)) return sharedById.get(candidate);
  }
  return undefined;
}

/** Packs that are not a block family or a feature: they serve other packs. */
const CORE_PACKS = [
  { name: 'react', entry: fromRoot('src/runtime/react-pack.ts') },
  { name: 'ui', entry: fromRoot('src/ui/pack.ts') },
  { name: 'lightbox', entry: fromRoot('src/lightbox/pack.ts') },
  { name: 'carousel', entry: fromRoot('src/carousel/pack.ts') },
  { name: 'commerce', entry: fromRoot('src/commerce/pack.ts') },
  { name: 'request', entry: fromRoot('src/request/pack.ts') },
  { name: 'utilities', entry: fromRoot('src/utilities/pack.ts') },
  { name: 'features', entry: fromRoot('initialisers/pack.ts') },
];

/**
 * Every `blocks/<name>/pack.ts`, `controllers/<name>/pack.ts` and `initialisers/<name>/pack.ts`
 * becomes `packs/<name>.js`.
 */
async function packEntries() {
  const entries = [...CORE_PACKS];
  for (const folder of ['blocks', 'controllers', 'initialisers']) {
    const parent = path.join(root, folder);
    if (!existsSync(parent)) continue;
    for (const name of (await readdir(parent)).sort()) {
      const entry = path.join(parent, name, 'pack.ts');
      if (existsSync(entry)) entries.push({ name, entry });
    }
  }
  const names = entries.map((entry) => entry.name);
  const twice = names.find((name, index) => names.indexOf(name) !== index);
  if (twice) throw new Error(`Two packs are named "${twice}"`);
  const unknown = [...(options.packs ?? []), ...options.entries.keys()].find(
    (name) => !names.includes(name),
  );
  if (unknown) throw new Error(`There is no pack named "${unknown}"`);
  return entries
    .filter((pack) => !options.packs || options.packs.includes(pack.name))
    .map((pack) => ({ ...pack, entry: options.entries.get(pack.name) ?? pack.entry }));
}

/**
 * lottie-web starts a timer when it loads that, once the document is complete, scans the whole
 * page for `.lottie` and `.bodymovin` elements and plays whatever their `data-animation-path`
 * names: content could start animations (and fetches) the runtime never asked for. The runtime
 * uses lottie through loadAnimation() only, so that timer is removed from the bundled copy; the
 * build fails if lottie's code no longer has it in the form expected.
 */
const LOTTIE_PAGE_SCAN = 'var readyStateCheckInterval = setInterval(checkReady, 100);';
const lottieWithoutPageScan = {
  name: 'site-runtime:lottie-without-page-scan',
  transform(code, id) {
    if (!/lottie-web[\\/]build[\\/]player[\\/]/.test(id)) return null;
    if (!code.includes(LOTTIE_PAGE_SCAN)) {
      throw new Error(`${id}: lottie's page scan timer was not found; check the new lottie-web`);
    }
    return {
      code: code.replace(
        LOTTIE_PAGE_SCAN,
        'var readyStateCheckInterval = 0; // site-runtime: no page scan',
      ),
      map: null,
    };
  },
};

/**
 * react-dom reads the document's built-ins (`createElement`, `defaultView`, `activeElement`…),
 * which content hides with named elements (`<img name="createElement">`: src/lib/dom.ts): every
 * React block would fail. In the `react` pack those reads go through the same methods and getters
 * under registered symbols, which no element can name (named properties are strings). Method
 * calls on documents are found by name (only documents have them); `defaultView` and
 * `activeElement` are only read from documents there; the listeners only of the receivers that
 * can be the document. The build fails if react-dom no longer has them in the form expected.
 */
const DOCUMENT_READS = [
  { pattern: /\.(createElement|createElementNS|createTextNode)\(/g, min: 15, to: '[__srDom.$1](' },
  { pattern: /\.(defaultView|activeElement)\b(?!\s*=[^=])/g, min: 8, to: '[__srDom.$1]' },
  {
    pattern: /\b(targetContainer|ownerDocument)\.(addEventListener|removeEventListener)\(/g,
    min: 4,
    to: '$1[__srDom.$2](',
  },
];
const DOCUMENT_SYMBOLS = `var __srDom = (function () {
  var keys = {};
  function alias(proto, name) {
    var key = Symbol.for('site-runtime.dom.' + name);
    var found = Object.getOwnPropertyDescriptor(proto, name);
    if (found && !Object.getOwnPropertyDescriptor(proto, key)) {
      Object.defineProperty(proto, key, found.get ? { get: found.get, configurable: true }
        : { value: found.value, configurable: true });
    }
    keys[name] = key;
  }
  ['createElement', 'createElementNS', 'createTextNode', 'defaultView', 'activeElement']
    .forEach(function (name) { alias(Document.prototype, name); });
  if (typeof ShadowRoot === 'function') alias(ShadowRoot.prototype, 'activeElement');
  ['addEventListener', 'removeEventListener']
    .forEach(function (name) { alias(EventTarget.prototype, name); });
  return keys;
})();
`;
const reactDomDocumentReads = {
  name: 'site-runtime:react-dom-document-reads',
  transform(code, id) {
    if (!/react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/.test(id)) return null;
    let out = code;
    for (const { pattern, min, to } of DOCUMENT_READS) {
      const found = out.match(pattern)?.length ?? 0;
      if (found < min) {
        throw new Error(`${id}: ${found} matches of ${pattern}, not the ${min} or more expected`);
      }
      out = out.replace(pattern, to);
    }
    return { code: DOCUMENT_SYMBOLS + out, map: null };
  },
};

async function buildCore(manifest) {
  await build(
    libraryConfig({
      outDir: dist,
      entry: fromRoot('src/index.ts'),
      fileName: 'site-runtime.js',
      name: 'SiteRuntimeBundle',
      emptyOutDir: false,
      cssFileName: 'site-runtime',
      plugins: [noReactInCore],
      define: { __SR_PACK_MANIFEST__: JSON.stringify(manifest) },
    }),
  );
}

/** Every pack `name` needs, directly or through another, in a stable order. */
function allNeeds(name, needsOf, seen = new Set()) {
  for (const need of needsOf.get(name) ?? []) {
    if (seen.has(need)) continue;
    seen.add(need);
    allNeeds(need, needsOf, seen);
  }
  return [...seen].sort();
}

/**
 * The core's PackManifest (src/runtime/pack-manifest.ts), from each pack's direct needs and its
 * built files.
 */
function packManifest(needsOf, filesOf) {
  const needs = {};
  const digests = {};
  for (const name of [...needsOf.keys()].sort()) {
    const all = allNeeds(name, needsOf);
    if (all.length > 0) needs[name] = all;
    digests[name] = filesOf.get(name).digest;
  }
  return { needs, digests };
}

/** The manifest for servers and CDNs: each pack's files by name, with their integrity. */
function servedManifest(filesOf) {
  const files = {};
  for (const name of [...filesOf.keys()].sort()) {
    const { js, css } = filesOf.get(name);
    files[name] = css ? { js, css } : { js };
  }
  return { files };
}

/** Builds one pack; returns the packs it needs (those that provide the shared modules it uses). */
async function buildPack({ name, entry }) {
  const needs = new Set();
  const externalKeys = new Map();
  await build(
    libraryConfig({
      outDir: dist,
      entry,
      fileName: `packs/${name}.js`,
      name: `SiteRuntimePack_${name.replace(/\W/g, '_')}`,
      emptyOutDir: false,
      cssFileName: `packs/${name}`,
      external: (id, importer) => {
        const module = sharedModule(id, importer);
        // A pack bundles the modules it provides itself (React in the `react` pack).
        if (!module || module.pack === name) return false;
        externalKeys.set(id, module.key);
        if (module.pack) needs.add(module.pack);
        return true;
      },
      globals: (id) => `SiteRuntime.shared.${externalKeys.get(id) ?? sharedModule(id)?.key ?? id}`,
      plugins: [lottieWithoutPageScan, reactDomDocumentReads],
    }),
  );
  // Nothing that renders may reach a pack as its own copy of React.
  const code = await readFile(path.join(dist, 'packs', `${name}.js`), 'utf8');
  if (name !== 'react' && /react\.production|__REACT_DEVTOOLS_GLOBAL_HOOK__/.test(code)) {
    throw new Error(`packs/${name}.js bundles its own React: import it from 'react' only`);
  }
  return [...needs].sort();
}

/**
 * V8's compile hint (Chromium 136 and later): every function of the file is compiled with it, off
 * the main thread while it streams in, rather than lazily, on the main thread, when first called.
 * Measured on the contact page at 4x CPU: the form's first render took 107-116 ms, most of it
 * compiling react-dom's functions; with the hint, 5-25 ms. Nearly every function of the core and
 * of a pack runs on a page that loads it, so nothing is compiled for nothing.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The comment naming a built file's source map, at its end. */
const MAPPING_COMMENT = /\n?\/\/# sourceMappingURL=[^\n]*\s*$/;

/**
 * Rewrites a built file as `before` + its code + `after`, keeping its source map right: the map
 * gains one empty line per line of `before`; the sourceMappingURL comment stays last.
 */
async function wrapBuiltFile(file, before, after = '') {
  const code = await readFile(file, 'utf8');
  const comment = code.match(MAPPING_COMMENT)?.[0].trim() ?? '';
  const body = code.replace(MAPPING_COMMENT, '');
  await writeFile(file, `${before}${body}${after}\n${comment}\n`);
  const mapFile = `${file}.map`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    map.mappings = `${';'.repeat(before.split('\n').length - 1)}${map.mappings}`;
    await writeFile(mapFile, JSON.stringify(map));
  }
}

/**
 * Minifies the core a second time with terser, several passes, keeping its source map right.
 * Every byte of the core delays the first paint of a page whose stylesheets are still loading
 * (about 5 ms per KiB on slow 4G); this takes about 0.9 KiB (gzip) off what the bundler's
 * minifier leaves. The packs are left as they are: they are fetched after the first paint.
 */
async function minifyCoreFurther(file) {
  const code = (await readFile(file, 'utf8')).replace(MAPPING_COMMENT, '');
  const mapFile = `${file}.map`;
  const result = await minify(code, {
    ecma: 2020,
    compress: { passes: 3 },
    mangle: true,
    sourceMap: {
      content: await readFile(mapFile, 'utf8'),
      url: path.basename(mapFile),
      includeSources: true,
    },
  });
  await writeFile(file, `${result.code}\n`);
  await writeFile(
    mapFile,
    typeof result.map === 'string' ? result.map : JSON.stringify(result.map),
  );
}

/** A built stylesheet's rules, without the marker comment Vite leaves at its end. */
const cssText = (css) => css.replace(/\/\*\$vite\$:\d+\*\/\s*$/, '').trim();

/** Wraps a built pack in its registration call, after the compile hint. */
async function wrapPack(name, needs) {
  const stylesheet = path.join(dist, 'packs', `${name}.css`);
  const options = existsSync(stylesheet)
    ? `,${JSON.stringify({ stylesheet: true, css: cssText(await readFile(stylesheet, 'utf8')) })}`
    : '';
  await wrapBuiltFile(
    path.join(dist, 'packs', `${name}.js`),
    `${COMPILE_HINT}\nSiteRuntime.registerPack(${JSON.stringify(name)},${JSON.stringify(needs)},function(){\n`,
    `\n}${options});`,
  );
}

/** The sha256 of `bytes`, in base64: a pack file's integrity (`sha256-<digest>`) and its name. */
const digestOf = (bytes) => createHash('sha256').update(bytes).digest('base64');

/** The first 8 hex digits of the sha256 of `text`: a source map's or stylesheet's content. */
const contentHash = (text) => createHash('sha256').update(text).digest('hex').slice(0, 8);

/**
 * The part of a script's digest its name carries: src/runtime/packs.ts (packFileTag) derives the
 * same from the digest the core holds, so the core carries one value per pack, not two.
 */
const fileTag = (digest) => digest.slice(0, 10).replace(/\+/g, '-').replace(/\//g, '_');

/**
 * Renames a built pack's script to `<name>.<tag>.js`, the tag taken from the digest of its final
 * bytes (its source map, `<name>.<hash>.js.map`, and its stylesheet, `<name>.<hash>.css`, are named
 * by their own content); returns the files the manifest records.
 */
async function nameByContent(name) {
  const packs = path.join(dist, 'packs');
  const js = path.join(packs, `${name}.js`);
  const code = await readFile(js, 'utf8');
  const body = code.replace(MAPPING_COMMENT, '');
  let named = body;
  const mapFile = `${js}.map`;
  const mapName = `${name}.${contentHash(body)}.js.map`;
  if (existsSync(mapFile)) named = `${body}\n//# sourceMappingURL=${mapName}\n`;
  const digest = digestOf(named);
  const jsName = `${name}.${fileTag(digest)}.js`;
  if (existsSync(mapFile)) {
    const map = JSON.parse(await readFile(mapFile, 'utf8'));
    map.file = jsName;
    await writeFile(path.join(packs, mapName), JSON.stringify(map));
    await rm(mapFile);
  }
  await writeFile(path.join(packs, jsName), named);
  await rm(js);
  const files = { digest, js: { file: jsName, integrity: `sha256-${digest}` } };
  const css = path.join(packs, `${name}.css`);
  if (existsSync(css)) {
    // For servers and readers only: the core puts a built pack's styles on the page from the text
    // its (checked) script carries, and never fetches this file.
    const styles = await readFile(css, 'utf8');
    const cssName = `${name}.${contentHash(styles)}.css`;
    await rename(css, path.join(packs, cssName));
    files.css = { file: cssName, integrity: `sha256-${digestOf(styles)}` };
  }
  return files;
}

function buildTypes() {
  execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dts-bundle-generator/dist/bin/dts-bundle-generator.js'),
      '--silent',
      '--no-banner',
      // The check resolves the bundle's imports (react, zustand) from where it is written: only
      // under the project. The default build, into dist/, is checked.
      ...(path.relative(root, dist).startsWith('..') ? ['--no-check'] : []),
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
await mkdir(dist, { recursive: true });
const packs = await packEntries();
const needsOf = new Map();
const filesOf = new Map();
const built = [];
for (const pack of packs) {
  const needs = await buildPack(pack);
  await wrapPack(pack.name, needs);
  needsOf.set(pack.name, needs);
  filesOf.set(pack.name, await nameByContent(pack.name));
  built.push(`${pack.name}${needs.length > 0 ? ` (needs ${needs.join(', ')})` : ''}`);
}
const manifest = packManifest(needsOf, filesOf);
// For servers and CDNs: which file is which pack's, and its integrity (the core carries the same).
await writeFile(
  path.join(dist, 'packs', 'manifest.json'),
  `${JSON.stringify({ ...servedManifest(filesOf), needs: manifest.needs }, null, 2)}\n`,
);
await buildCore(manifest);
await minifyCoreFurther(path.join(dist, 'site-runtime.js'));
await wrapBuiltFile(path.join(dist, 'site-runtime.js'), `${COMPILE_HINT}\n`);
buildTypes();
console.log(
  `built ${path.relative(root, dist) || dist}/site-runtime.js (${await sizeOf('site-runtime.js')} B); packs: ${built.join(', ')}`,
);
