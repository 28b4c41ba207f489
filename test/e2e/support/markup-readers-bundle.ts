import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rollup } from 'vite';
// @ts-expect-error: a plain ES module of the build scripts, without types.
import { libraryConfig } from '../../../scripts/library-config.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * ./markup-readers.ts as one IIFE script, built in memory the way the runtime is built (same
 * settings, not minified so a failure names its function). It sets window.__markupReaders.
 */
export async function markupReadersBundle(): Promise<string> {
  const config = libraryConfig({
    outDir: path.join(here, '..', '..', '..', 'test-results', 'markup-readers'),
    entry: path.join(here, 'markup-readers.ts'),
    fileName: 'markup-readers.js',
    name: 'markupReaders',
    emptyOutDir: false,
  }) as { build: Record<string, unknown> };
  config.build = { ...config.build, write: false, minify: false, sourcemap: false };
  const output = (await build(config)) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const script = chunks.find(
    (chunk): chunk is Rollup.OutputChunk => chunk.type === 'chunk' && chunk.isEntry,
  );
  if (!script) throw new Error('The markup readers bundle has no entry chunk');
  return script.code;
}
