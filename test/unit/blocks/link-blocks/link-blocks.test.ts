import { afterEach, describe, expect, it } from 'vitest';
import { linkBlocks } from '../../../../blocks/link-blocks';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { bootStaticPage, fixtureHtml } from './static-block-page';

let runtime: SiteRuntimeApi | null = null;
afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

describe('link blocks (navigation 1, collection link 12, link 13, folder 17)', () => {
  it('lists each as skipped, "static", under its own name, fetches no pack and changes nothing', async () => {
    const page = await bootStaticPage(fixtureHtml('link-blocks'), linkBlocks);
    runtime = page.runtime;
    expect(page.listed).toEqual([
      ['block-collectionlink-exhibitions', 'collectionlink', 12, 'skipped', 'static'],
      ['block-link-press', 'link', 13, 'skipped', 'static'],
      ['block-navigation-main', 'navigation', 1, 'skipped', 'static'],
      ['block-folder-about', 'folder', 17, 'skipped', 'static'],
    ]);
    expect(document.querySelectorAll('script[data-sr-pack], link[data-sr-pack]')).toHaveLength(0);
    // Nothing but the state mark.
    for (const block of document.querySelectorAll('.sqs-block')) {
      block.removeAttribute('data-sr-state');
    }
    expect(document.body.innerHTML).toBe(page.served);
  });

  it('finds a block by its class alone, but not a 7.1 component, nor an image block for its link’s class', async () => {
    const page = await bootStaticPage(
      [
        '<div class="sqs-block sqs-block-link" id="by-class"><div class="sqs-block-content"><a href="/a">A</a></div></div>',
        '<div class="sqs-block sqs-block-link" data-block-type="1337" data-definition-name="website.components.link" id="component"></div>',
        '<div class="sqs-block image-block sqs-block-image" id="image"><a class="sqs-block-image-link" href="/x">x</a></div>',
      ].join(''),
      linkBlocks,
    );
    runtime = page.runtime;
    expect(page.listed.map(([id, type, , state, error]) => [id, type, state, error])).toEqual([
      ['by-class', 'link', 'skipped', 'static'],
      [
        'component',
        'unknown',
        'skipped',
        'No block definition registered for data-block-type 1337',
      ],
      ['image', 'unknown', 'skipped', 'No block definition registered for this element'],
    ]);
  });
});
