// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { exportTargets, packageProblems, REQUIRED_FILES } from '../../../scripts/check-package.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  files: string[];
  exports: Record<string, unknown>;
};

// As the build names them: scripts by their digest, with the packs' manifest for servers.
const PACKS = [
  'accordion.d7d18f9b.css',
  'accordion.MKHRsh6dx0.js',
  'accordion.fd1fceb4.js.map',
  'react.Ab-9_Qz3Kp.js',
  'manifest.json',
];
/** A package as the README describes it. */
const GOOD = [
  ...REQUIRED_FILES,
  'dist/site-runtime.js.map',
  ...PACKS.map((p) => `dist/packs/${p}`),
];

describe('scripts/check-package.mjs', () => {
  it('accepts the package the README describes', () => {
    expect(packageProblems({ packed: GOOD, packs: PACKS, exportsField: pkg.exports })).toEqual([]);
  });

  it('names each file the package is missing, a pack of dist/packs/ included', () => {
    const packed = GOOD.filter(
      (file) => file !== 'CHANGELOG.md' && file !== 'dist/site-runtime.d.ts' && !/react/.test(file),
    );
    expect(packageProblems({ packed, packs: PACKS, exportsField: pkg.exports })).toEqual([
      'missing CHANGELOG.md',
      'missing dist/site-runtime.d.ts',
      'missing dist/packs/react.Ab-9_Qz3Kp.js',
      'exports["."] points at ./dist/site-runtime.d.ts, which the package does not hold',
      'exports["./site-runtime.d.ts"] points at ./dist/site-runtime.d.ts, which the package does not hold',
    ]);
  });

  it('refuses tests, fixtures, the demo, sources and anything else', () => {
    const packed = [
      ...GOOD,
      'test/unit/setup.ts',
      'fixtures/blocks/accordion.html',
      'demo/server.ts',
      'node_modules/react/index.js',
      'src/index.ts',
      'dist/bench.json',
    ];
    expect(packageProblems({ packed, packs: PACKS, exportsField: pkg.exports })).toEqual([
      'test/unit/setup.ts is in the package (nothing of test/ may be)',
      'fixtures/blocks/accordion.html is in the package (nothing of fixtures/ may be)',
      'demo/server.ts is in the package (nothing of demo/ may be)',
      'node_modules/react/index.js is in the package (nothing of node_modules/ may be)',
      'src/index.ts is in the package (nothing of src/ may be)',
      'unexpected dist/bench.json',
    ]);
  });

  it('says when the build has not run', () => {
    const packed = GOOD.filter((file) => !file.startsWith('dist/packs/'));
    expect(packageProblems({ packed, packs: [], exportsField: pkg.exports })).toEqual([
      'dist/packs/ is empty: run npm run build first',
      'exports["./packs/*"] points at ./dist/packs/*, which the package does not hold',
    ]);
  });

  it('reads every target of an exports map, conditions included', () => {
    expect(
      exportTargets({
        '.': { types: './a.d.ts', import: { default: './a.js' } },
        './b': './b.js',
      }),
    ).toEqual([
      { key: '.', target: './a.d.ts' },
      { key: '.', target: './a.js' },
      { key: './b', target: './b.js' },
    ]);
  });
});

describe('package.json', () => {
  it('lets `files` take in every file its exports name', () => {
    const inFiles = (target: string) =>
      target === './package.json' ||
      pkg.files.some((entry) =>
        entry.endsWith('/') ? target.slice(2).startsWith(entry) : target.slice(2) === entry,
      );
    const outside = exportTargets(pkg.exports).filter(({ target }) => !inFiles(target));
    expect(outside).toEqual([]);
  });
});
