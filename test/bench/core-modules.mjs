// What the core is made of: every byte of dist/site-runtime.js put down to the source module it was
// built from, through the core's source map (dist/site-runtime.js.map, which the build writes and
// keeps right through its terser pass). A mapping segment starts a run of generated code from one
// source position; the run goes on to the next segment on the same line. Each run's bytes go to its
// segment's source; what no segment with a source covers (the wrapper's compile hint, the
// sourceMappingURL comment, line ends) goes to UNMAPPED. So the modules' bytes add up to the file's,
// which `attributeCore` checks before it answers.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { decodedMappings, TraceMap } from '@jridgewell/trace-mapping';

/** The bucket for bytes no source module produced. */
export const UNMAPPED = '(not from a source module: wrapper, comments, line ends)';
/** How many modules the report lists by name; the rest are summed in one line. */
export const TOP_MODULES = 25;

/** "../node_modules/zustand/esm/vanilla.mjs" → "node_modules/zustand/esm/vanilla.mjs". */
function moduleName(source) {
  return source.replace(/^(\.\.\/)+/, '').replace(/^\.\//, '');
}

/**
 * { [module]: bytes } of `code` (the built file's text) by `map` (its source map, parsed).
 * Columns in a source map count UTF-16 code units; bytes are counted in UTF-8, as the file is sent.
 */
export function bytesByModule(code, map) {
  const traced = new TraceMap(map);
  const lines = decodedMappings(traced);
  const bytes = new Map();
  const add = (name, text) => {
    const n = Buffer.byteLength(text, 'utf8');
    if (n > 0) bytes.set(name, (bytes.get(name) ?? 0) + n);
  };
  const codeLines = code.split('\n');
  codeLines.forEach((line, index) => {
    // Segments are sorted by generated column; one without a source index maps nowhere.
    const segments = [...(lines[index] ?? [])].sort((a, b) => a[0] - b[0]);
    let cursor = 0;
    let owner = UNMAPPED;
    for (const segment of segments) {
      const column = Math.min(segment[0], line.length);
      add(owner, line.slice(cursor, column));
      cursor = column;
      owner = segment.length >= 4 ? moduleName(traced.sources[segment[1]]) : UNMAPPED;
    }
    add(owner, line.slice(cursor));
    if (index < codeLines.length - 1) add(UNMAPPED, '\n');
  });
  return bytes;
}

/**
 * The core by module: { fileBytes, gzipBytes, modules: [{ module, bytes, share }] } (largest
 * first, every module), read from `file` and `file`.map. Null when the build wrote no source map.
 * Throws when the modules' bytes do not add up to the file's: the attribution would be wrong.
 */
export async function attributeCore(file) {
  const mapText = await readFile(`${file}.map`, 'utf8').catch(() => null);
  if (mapText === null) return null;
  const raw = await readFile(file);
  const byModule = bytesByModule(raw.toString('utf8'), JSON.parse(mapText));
  const total = [...byModule.values()].reduce((sum, n) => sum + n, 0);
  if (total !== raw.length) {
    throw new Error(
      `${path.basename(file)}: its modules add up to ${total} bytes, the file has ${raw.length}`,
    );
  }
  const modules = [...byModule.entries()]
    .map(([module, bytes]) => ({ module, bytes, share: bytes / raw.length }))
    .sort((a, b) => b.bytes - a.bytes);
  return {
    fileBytes: raw.length,
    gzipBytes: gzipSync(raw, { level: constants.Z_BEST_COMPRESSION }).length,
    modules,
  };
}
