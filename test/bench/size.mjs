// Bundle sizes: gzip -9 of the core and of each pack, and of the React floor built in the same run
// with the same Vite settings as the core.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { build } from 'vite';
import { libraryConfig } from '../../scripts/library-config.mjs';

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

async function packSizes(distDir) {
  const packsDir = path.join(distDir, 'packs');
  const files = (await readdir(packsDir).catch(() => [])).filter((f) => f.endsWith('.js')).sort();
  const sizes = {};
  for (const file of files)
    sizes[path.basename(file, '.js')] = await gzipBytes(path.join(packsDir, file));
  return sizes;
}

/** { coreGzipBytes, packs: { name: bytes }, reactFloorGzipBytes, sizeRatio } */
export async function measureSizes({ distDir, floorFile }) {
  const coreGzipBytes = await gzipBytes(path.join(distDir, 'site-runtime.js'));
  const reactFloorGzipBytes = await gzipBytes(floorFile);
  return {
    coreGzipBytes,
    packs: await packSizes(distDir),
    reactFloorGzipBytes,
    sizeRatio: coreGzipBytes / reactFloorGzipBytes,
  };
}
