import { afterEach, describe, expect, it, vi } from 'vitest';
import { gallerySectionDefinitions } from '../../../../blocks/gallery-section/definition';
import { createRuntime } from '../../../../src/runtime/runtime';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { packLoaderWithReact } from '../../support/pack-loader';
import { runtimeReady } from '../../support/runtime-ready';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { galleryFixture } from './fixture';

let runtime: SiteRuntimeApi | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  vi.unstubAllGlobals();
});

describe('Gallery sections in the runtime', () => {
  it('bad data-props JSON: logged with the section named, that section skipped and left as served', async () => {
    FakeIntersectionObserver.install();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = galleryFixture();
    const masonry = document.querySelector<HTMLElement>('[data-controller="GalleryMasonry"]');
    masonry?.setAttribute('data-props', '{"gutter": 20, "numColumns": 3,');
    const served = masonry?.outerHTML;

    const ready = runtimeReady();
    // The whole definitions, as the pack registers them, with nothing left to fetch.
    const blocks = gallerySectionDefinitions.map(({ pack: _pack, ...definition }) => definition);
    runtime = createRuntime({ version: 'test', packs: packLoaderWithReact(), blocks });
    runtime.init();
    await ready;
    await vi.waitFor(() =>
      expect(runtime?.blocks().map(({ type, state }) => [type, state])).toEqual([
        ['gallery-masonry', 'skipped'],
        ['gallery-strips', 'mounted'],
        ['gallery-grid', 'mounted'],
      ]),
    );
    const [skipped] = runtime.blocks();
    expect(skipped?.error).toMatch(
      /Gallery GalleryMasonry section 69dae5e6a0a8f2548ec626c3: data-props is not valid JSON/,
    );
    expect(errors).toHaveBeenCalledWith(
      expect.stringMatching(/69dae5e6a0a8f2548ec626c3: data-props is not valid JSON/),
    );
    // Apart from the state the runtime marks, the server's markup is untouched.
    masonry?.removeAttribute('data-sr-state');
    expect(masonry?.outerHTML).toBe(served);
  });
});
