import { afterEach, describe, expect, it } from 'vitest';
import { twitterBlock } from '../../../../blocks/twitter';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { bootStaticPage, fixtureHtml } from '../link-blocks/static-block-page';

let runtime: SiteRuntimeApi | null = null;
afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

describe('Twitter block (6)', () => {
  it("is static: its server's tweet list stays as served, no pack, no provider script", async () => {
    const page = await bootStaticPage(fixtureHtml('twitter'), [twitterBlock]);
    runtime = page.runtime;
    expect(page.listed).toEqual([['block-twitter-feed', 'twitter', 6, 'skipped', 'static']]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
    expect(document.querySelectorAll('.tweet-list > .tweet')).toHaveLength(2);
    runtime.destroy();
    runtime = null;
    expect(document.body.innerHTML).toBe(page.served);
  });
});
