import { afterEach, describe, expect, it } from 'vitest';
import { staticBlocks } from '../../../../blocks/static';
import { imageFluidComponent } from '../../../../blocks/image';
import { createRuntime } from '../../../../src/runtime/runtime';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { packLoaderWithReact } from '../../support/pack-loader';
import { runtimeReady } from '../../support/runtime-ready';

let runtime: SiteRuntimeApi | null = null;
afterEach(() => {
  runtime?.destroy();
  runtime = null;
});

/** Real markup of each static kind (fixtures/real-pages), one element each. */
const MARKUP = [
  '<div class="sqs-block html-block sqs-block-html" data-block-type="2" id="html"><div class="sqs-block-content"><p>Text</p></div></div>',
  '<div class="sqs-block spacer-block sqs-block-spacer sized vsize-1" data-block-type="21" id="spacer"><div class="sqs-block-content">&nbsp;</div></div>',
  '<div class="sqs-block horizontalrule-block sqs-block-horizontalrule" data-block-type="47" id="rule"><div class="sqs-block-content"><hr></div></div>',
  '<div class="sqs-block markdown-block sqs-block-markdown" data-block-type="44" id="markdown"><div class="sqs-block-content"><h2>Title</h2></div></div>',
  '<div class="sqs-block quote-block sqs-block-quote" data-block-type="31" id="quote"><div class="sqs-block-content"><blockquote>Q</blockquote></div></div>',
  '<div class="sqs-block website-component-block sqs-block-website-component sqs-block-html html-block" data-block-type="1337" data-definition-name="website.components.html" id="html-component"><div class="sqs-block-content"><p>T</p></div></div>',
  '<div class="sqs-block website-component-block sqs-block-website-component sqs-block-spacer spacer-block sized vsize-1" data-block-type="1337" data-definition-name="website.components.spacer" id="spacer-component"><div class="sqs-block-content">&nbsp;</div></div>',
  '<div class="sqs-block website-component-block sqs-block-website-component" data-block-type="1337" data-definition-name="website.components.imageFluid" id="image-component"><div class="sqs-block-content"></div></div>',
].join('');

describe('static block types', () => {
  it('lists each as skipped with the reason "static", under its own name, and fetches no pack', async () => {
    document.body.innerHTML = MARKUP;
    const html = document.body.innerHTML;
    const whenReady = runtimeReady();
    runtime = createRuntime({
      version: 'test',
      packs: packLoaderWithReact(),
      blocks: [
        ...staticBlocks,
        { ...imageFluidComponent, pack: undefined, attach: () => undefined },
      ],
    });
    runtime.init();
    await whenReady;
    expect(runtime.blocks().map(({ id, type, state, error }) => [id, type, state, error])).toEqual([
      ['html', 'html', 'skipped', 'static'],
      ['spacer', 'spacer', 'skipped', 'static'],
      ['rule', 'horizontalrule', 'skipped', 'static'],
      ['markdown', 'markdown', 'skipped', 'static'],
      ['quote', 'quote', 'skipped', 'static'],
      ['html-component', 'html-component', 'skipped', 'static'],
      ['spacer-component', 'spacer-component', 'skipped', 'static'],
      // Another component is not taken for a static one.
      ['image-component', 'image-fluid', 'mounted', null],
    ]);
    expect(document.querySelectorAll('script[data-sr-pack], link[data-sr-pack]')).toHaveLength(0);
    runtime.destroy();
    expect(document.body.innerHTML).toBe(html);
  });
});
