// Bundle sizes: gzip -9 of the core and of each pack, and of the React floor built in the same run
// with the same Vite settings as the core.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { build } from 'vite';
import { libraryConfig } from '../../scripts/library-config.mjs';
import { attributeCore } from './core-modules.mjs';
import { withoutContentHash } from './pack-names.mjs';

export const FLOOR_FILE = 'react-floor.js';

async function gzipBytes(file) {
  return gzipSync(await readFile(file), { level: constants.Z_BEST_COMPRESSION }).length;
}

/** Builds the React floor IIFE into `outDir` and returns the file's path. */
export async function buildReactFloor(outDir) {
  await build(
    libraryConfig({
      outDir,
      entry: path.join(import.meta.dirname, 'react-floor.mjs'),
      fileName: FLOOR_FILE,
      name: 'BenchReactFloor',
      emptyOutDir: true,
      cssFileName: 'react-floor',
    }),
  );
  return path.join(outDir, FLOOR_FILE);
}

/** The pack that holds React and react-dom (scripts/build.mjs), which other packs share. */
export const REACT_PACK = 'react';

/** { name: gzip bytes } of every dist/packs/<name><ext>. */
async function packSizes(distDir, ext) {
  const packsDir = path.join(distDir, 'packs');
  const files = (await readdir(packsDir).catch(() => [])).filter((f) => f.endsWith(ext)).sort();
  const sizes = {};
  for (const file of files)
    sizes[path.basename(withoutContentHash(file), ext)] = await gzipBytes(
      path.join(packsDir, file),
    );
  return sizes;
}

/**
 * { coreGzipBytes, coreBytes, coreModules, coreStyleGzipBytes, packs: { name: bytes }, packStyles:
 * { name: bytes }, reactFloorGzipBytes, sizeRatio, reactPackGzipBytes, reactShare }. React's share
 * is that of the React pack in what a page that renders anything loads at least: the core and the
 * React pack. `coreModules` is the core by source module (core-modules.mjs), null without a map.
 */
export async function measureSizes({ distDir, floorFile }) {
  const coreFile = path.join(distDir, 'site-runtime.js');
  const coreGzipBytes = await gzipBytes(coreFile);
  const coreStyleGzipBytes = await gzipBytes(path.join(distDir, 'site-runtime.css')).catch(
    () => null,
  );
  const reactFloorGzipBytes = await gzipBytes(floorFile);
  const packs = await packSizes(distDir, '.js');
  const reactPackGzipBytes = packs[REACT_PACK] ?? null;
  return {
    coreGzipBytes,
    coreBytes: (await readFile(coreFile)).length,
    coreModules: await attributeCore(coreFile),
    coreStyleGzipBytes,
    packs,
    packStyles: await packSizes(distDir, '.css'),
    reactFloorGzipBytes,
    sizeRatio: coreGzipBytes / reactFloorGzipBytes,
    reactPackGzipBytes,
    reactShare:
      reactPackGzipBytes === null
        ? null
        : reactPackGzipBytes / (coreGzipBytes + reactPackGzipBytes),
  };
}
