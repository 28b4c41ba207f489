// Boots a runtime on a fixture page (fixtures/blocks/<name>.html) with only the given static
// definitions, and says what `blocks()` lists: the check every static family shares.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRuntime } from '../../../../src/runtime/runtime';
import type { AnyBlockDefinition, SiteRuntimeApi } from '../../../../src/runtime/types';
import { packLoaderWithReact } from '../../support/pack-loader';
import { runtimeReady } from '../../support/runtime-ready';

const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../../../fixtures/blocks');

export function fixtureHtml(name: string): string {
  return readFileSync(join(FIXTURES, `${name}.html`), 'utf8');
}

export interface StaticPageResult {
  runtime: SiteRuntimeApi;
  /** [id, type, blockType, state, error] of each block, in page order. */
  listed: Array<[string, string, number | null, string, string | null]>;
  /** The body as served, before boot. */
  served: string;
}

export async function bootStaticPage(
  html: string,
  blocks: readonly AnyBlockDefinition[],
): Promise<StaticPageResult> {
  document.body.innerHTML = html;
  const served = document.body.innerHTML;
  const whenReady = runtimeReady();
  const runtime = createRuntime({
    version: 'test',
    packs: packLoaderWithReact(),
    blocks: [...blocks],
  });
  runtime.init();
  await whenReady;
  const listed = runtime
    .blocks()
    .map(({ id, type, blockType, state, error }): StaticPageResult['listed'][number] => [
      id,
      type,
      blockType,
      state,
      error,
    ]);
  return { runtime, listed, served };
}
