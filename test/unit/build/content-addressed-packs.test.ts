// @vitest-environment node
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packFileTag } from '../../../src/runtime/packs';

// scripts/build.mjs names each pack's files by their content: two builds whose only difference is
// one pack's source differ in that pack's file names and the manifest only, and each core names
// its own build's files. Two small builds (two packs each, into temporary folders): the whole
// build takes about a minute.

const root = path.resolve(__dirname, '../../..');
const run = promisify(execFile);
const PACKS = ['code', 'accordion'];
const CHANGED = 'code';

interface Manifest {
  needs: Record<string, string[]>;
  files: Record<string, { js: { file: string; integrity: string }; css?: { file: string } }>;
}

/** A script's name: the pack's, then the URL-safe start of its sha256 (packs.ts, packFileTag). */
const scriptName = (name: string) => new RegExp(`^${name}\\.[A-Za-z0-9_-]{10}\\.js$`);

let work: string;
const out = (build: 'before' | 'after') => path.join(work, build);
const packFiles = (build: 'before' | 'after') =>
  readdirSync(path.join(out(build), 'packs'))
    .filter((file) => file !== 'manifest.json')
    .sort();
const manifestOf = (build: 'before' | 'after') =>
  JSON.parse(readFileSync(path.join(out(build), 'packs', 'manifest.json'), 'utf8')) as Manifest;
const coreOf = (build: 'before' | 'after') =>
  readFileSync(path.join(out(build), 'site-runtime.js'), 'utf8');

async function build(name: 'before' | 'after', ...extra: string[]): Promise<void> {
  await run(
    process.execPath,
    ['scripts/build.mjs', '--out-dir', out(name), '--packs', PACKS.join(','), ...extra],
    { cwd: root },
  );
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), 'site-runtime-build-'));
  // The code pack's source with one statement more, outside the source tree.
  const changed = path.join(work, 'changed-code-pack.ts');
  writeFileSync(
    changed,
    `import ${JSON.stringify(path.join(root, 'blocks/code/pack.ts'))};\n` +
      `(window as unknown as { __changed?: boolean }).__changed = true;\n`,
  );
  await build('before');
  await build('after', '--pack-entry', `${CHANGED}=${changed}`);
}, 300_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('content-addressed packs (scripts/build.mjs)', () => {
  it('names each pack script after its sha256 (its integrity), recorded in the manifest', () => {
    const manifest = manifestOf('before');
    expect(Object.keys(manifest.files).sort()).toEqual([...PACKS].sort());
    for (const name of PACKS) {
      const js = manifest.files[name]?.js;
      expect(js?.file).toMatch(scriptName(name));
      expect(js?.integrity).toMatch(/^sha256-[A-Za-z0-9+/]{43}=$/);
      expect(packFiles('before')).toContain(js?.file);
      const script = readFileSync(path.join(out('before'), 'packs', js?.file ?? ''));
      const digest = createHash('sha256').update(script).digest('base64');
      expect(js?.integrity).toBe(`sha256-${digest}`);
      expect(js?.file).toBe(`${name}.${packFileTag(digest)}.js`);
    }
  });

  it('changes only the changed pack’s file names between the two builds', () => {
    const [before, after] = [packFiles('before'), packFiles('after')];
    const onlyBefore = before.filter((file) => !after.includes(file));
    const onlyAfter = after.filter((file) => !before.includes(file));
    // The script and its source map; its stylesheet did not change, so neither did its name.
    expect(onlyBefore).toHaveLength(2);
    expect(onlyAfter).toHaveLength(2);
    for (const file of [...onlyBefore, ...onlyAfter]) {
      expect(file.startsWith(`${CHANGED}.`) && /\.js(\.map)?$/.test(file), file).toBe(true);
    }
    const { files: filesBefore, ...restBefore } = manifestOf('before');
    const { files: filesAfter, ...restAfter } = manifestOf('after');
    expect(restAfter).toEqual(restBefore);
    for (const name of PACKS.filter((pack) => pack !== CHANGED)) {
      expect(filesAfter[name]).toEqual(filesBefore[name]);
    }
    expect(filesAfter[CHANGED]?.js).not.toEqual(filesBefore[CHANGED]?.js);
    expect(filesAfter[CHANGED]?.css).toEqual(filesBefore[CHANGED]?.css);
  });

  it('gives each core its own build’s digests only, and each names a file of its build', () => {
    const digestOf = (build: 'before' | 'after') =>
      manifestOf(build).files[CHANGED]!.js.integrity.replace(/^sha256-/, '');
    expect(coreOf('before')).toContain(digestOf('before'));
    expect(coreOf('before')).not.toContain(digestOf('after'));
    expect(coreOf('after')).toContain(digestOf('after'));
    expect(coreOf('after')).not.toContain(digestOf('before'));
    for (const build of ['before', 'after'] as const) {
      for (const name of PACKS) {
        const { integrity } = manifestOf(build).files[name]!.js;
        const digest = integrity.replace(/^sha256-/, '');
        expect(coreOf(build)).toContain(digest);
        expect(packFiles(build)).toContain(`${name}.${packFileTag(digest)}.js`);
      }
    }
  });
});
