import { afterEach, describe, expect, it } from 'vitest';
import { legacyBlocks } from '../../../../blocks/legacy-blocks';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { bootStaticPage, fixtureHtml } from '../link-blocks/static-block-page';

let runtime: SiteRuntimeApi | null = null;
afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

describe('logo (3), journal (7), geo (10) and index (11) blocks', () => {
  it('lists each as skipped, "static", under its own name, and leaves the page as served', async () => {
    const page = await bootStaticPage(fixtureHtml('legacy-blocks'), legacyBlocks);
    runtime = page.runtime;
    expect(page.listed).toEqual([
      ['block-logo-site', 'logo', 3, 'skipped', 'static'],
      ['block-journal-recent', 'journal', 7, 'skipped', 'static'],
      ['block-geo-studio', 'geo', 10, 'skipped', 'static'],
      ['block-index-films', 'index', 11, 'skipped', 'static'],
    ]);
    expect(document.querySelectorAll('script[data-sr-pack], link[data-sr-pack]')).toHaveLength(0);
    runtime.destroy();
    runtime = null;
    expect(document.body.innerHTML).toBe(page.served);
  });
});
