import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBlockFixture } from '../../../../fixtures/blocks/load-block-fixture';
import {
  imageBlockDefinition,
  imageFluidDefinition,
  templateImageDefinition,
} from '../../../../blocks/image/definition';
import { readImageBlock } from '../../../../blocks/image/read-image-block';
import { loadableImagesIn } from '../../../../src/images';
import { BlockSkip, type BlockDefinition } from '../../../../src/runtime/types';
import type { LightboxOptions } from '../../../../src/lightbox/types';
import { attachBlock } from '../../support/attach-block';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';

const FIRST_INLINE = 'block-yui_3_17_2_84_1466589402038_6941';

function imageOf(block: HTMLElement): HTMLImageElement {
  const [img] = loadableImagesIn(block);
  if (!img) throw new Error('no image');
  return img;
}

/** Gives elements a box: happy-dom lays nothing out. */
function boxes(width: number, height: number, top = 2000) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    x: 0,
    y: top,
    left: 0,
    top,
    right: width,
    bottom: top + height,
    width,
    height,
    toJSON: () => ({}),
  } as DOMRect);
}

const mounted: Array<() => void> = [];

/** Mounts like the runtime; afterEach unmounts, so the shared observer starts afresh each test. */
function mount<Data>(definition: BlockDefinition<Data>, block: HTMLElement) {
  const result = attachBlock(definition, block);
  mounted.push(result.unmount);
  return result;
}

beforeEach(() => {
  FakeIntersectionObserver.install();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.unstubAllGlobals();
});

describe('Image block: reading the 7.0 markup', () => {
  it('reads the real inline block: its image, dimensions, caption, no link', () => {
    const data = readImageBlock(loadBlockFixture('images', FIRST_INLINE));
    expect(data.design).toBe('inline');
    expect(data.settings.dimensions).toEqual({ width: 1024, height: 1025 });
    expect(data.settings.source).toContain('/cdn-stand-in/static1.squarespace.com/static/');
    expect(data.caption?.textContent).toContain('© Foto: Johanna Link / Donna Magazin');
    expect(data.link).toBeNull();
    expect(data.lightboxTheme).toBeNull();
  });

  it('reads each v2 design; their frames fill (cover) unless the server says fit', () => {
    const expected = {
      poster: 'cover',
      card: 'cover',
      overlap: 'cover',
      collage: 'contain',
      stack: 'cover',
    } as const;
    for (const [design, crop] of Object.entries(expected)) {
      const data = readImageBlock(loadBlockFixture('images', `block-image-${design}`));
      expect(data.design, design).toBe(design);
      expect(data.settings.crop, design).toBe(crop);
      expect(data.caption?.classList.contains('image-card-wrapper'), design).toBe(true);
    }
  });

  it('finds the click-through link of the poster and the lightbox wish of the card', () => {
    const poster = readImageBlock(loadBlockFixture('images', 'block-image-poster'));
    expect(poster.link?.getAttribute('href')).toBe('/accordion.html');
    expect(poster.lightboxTheme).toBeNull();
    const card = readImageBlock(loadBlockFixture('images', 'block-image-card'));
    expect(card.link).toBeNull();
    expect(card.lightboxTheme).toBe('dark');
  });

  it('skips a block with no image, or with an unusable source, with the reason', () => {
    const read = (id: string) => () => readImageBlock(loadBlockFixture('images', id));
    expect(read('block-image-empty')).toThrow(BlockSkip);
    expect(read('block-image-empty')).toThrow(/^No image: /);
    expect(read('block-image-bad-source')).toThrow(
      'Image has invalid source "javascript:alert(1)"',
    );
  });

  it('warns about an unknown design and draws it as inline', () => {
    const block = loadBlockFixture('images', FIRST_INLINE);
    block
      .querySelector('.design-layout-inline')
      ?.classList.replace('design-layout-inline', 'design-layout-tilted');
    expect(readImageBlock(block).design).toBe('inline');
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining(
        `Image block ${FIRST_INLINE}: unknown design "tilted", drawn as inline`,
      ),
    );
  });
});

describe('Image block: loading', () => {
  it('reserves the box and waits, without a source, until the image comes near', () => {
    boxes(752, 753);
    const block = loadBlockFixture('images', FIRST_INLINE);
    mount(imageBlockDefinition, block);
    const img = imageOf(block);
    expect(img.getAttribute('src')).toBeNull();
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('data-sr-image')).toBe('waiting');
    expect(img.getAttribute('width')).toBe('1024');
    expect(img.getAttribute('height')).toBe('1025');
    expect(FakeIntersectionObserver.watching()).toEqual([img]);
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe('200px');
  });

  it('near the viewport, writes srcset, sizes and the src the browser would pick', () => {
    boxes(752, 753);
    const block = loadBlockFixture('images', 'block-yui_3_17_2_2_1500232028471_107266');
    mount(imageBlockDefinition, block);
    const img = imageOf(block);
    const source = img.getAttribute('data-src') as string;
    FakeIntersectionObserver.enter(img);
    expect(img.getAttribute('sizes')).toBe('752px');
    // 640 px wide: the ladder stops at 750w, the first width that covers it.
    expect(img.getAttribute('srcset')).toBe(
      [100, 300, 500, 750].map((w) => `${source}?format=${w}w ${w}w`).join(', '),
    );
    expect(img.getAttribute('src')).toBe(`${source}?format=750w`);
    expect(img.getAttribute('data-image-resolution')).toBe('750w');
    expect(img.classList.contains('loading')).toBe(true);
    expect(img.getAttribute('data-sr-image')).toBe('loading');
    expect(FakeIntersectionObserver.watching()).toEqual([]);

    img.dispatchEvent(new Event('load'));
    expect(img.classList.contains('loading')).toBe(false);
    expect(img.classList.contains('loaded')).toBe(true);
    expect(img.getAttribute('data-sr-image')).toBe('loaded');
  });

  it('crops a filled frame around the focal point through object-position', () => {
    boxes(672, 336);
    const block = loadBlockFixture('images', 'block-image-stack');
    mount(imageBlockDefinition, block);
    const img = imageOf(block);
    expect(img.classList.contains('sr-image--cover')).toBe(true);
    expect(img.style.objectPosition).toBe('90% 10%');
    FakeIntersectionObserver.enter(img);
    // 2500x1875 filling 672x336: drawn 672 wide (its height is cut).
    expect(img.getAttribute('sizes')).toBe('672px');
  });

  it('on a load error, keeps the failed URL, drops the loading marker and says failed', () => {
    boxes(752, 376);
    const block = loadBlockFixture('images', 'block-image-broken');
    mount(imageBlockDefinition, block);
    const img = imageOf(block);
    FakeIntersectionObserver.enter(img);
    const failedUrl = img.getAttribute('src');
    img.dispatchEvent(new Event('error'));
    expect(img.getAttribute('src')).toBe(failedUrl);
    expect(img.classList.contains('loading')).toBe(false);
    expect(img.classList.contains('loaded')).toBe(false);
    expect(img.getAttribute('data-sr-image')).toBe('failed');
  });

  it('gives the first large image in view high priority, and only it', () => {
    boxes(752, 753, 0);
    document.body.innerHTML = '';
    const first = loadBlockFixture('images', FIRST_INLINE);
    const second = document.getElementById('block-yui_3_17_2_1_1560814950114_25745') as HTMLElement;
    mount(imageBlockDefinition, first);
    mount(imageBlockDefinition, second);
    // Nothing is measured for it: the lazy images' observer reports each box as the frame laid
    // the page out, the images of a frame together, in the order they were observed.
    expect(imageOf(first).getAttribute('src')).toBeNull();
    const inView = DOMRectReadOnly.fromRect({ x: 0, y: 0, width: 752, height: 753 });
    for (const block of [first, second]) {
      FakeIntersectionObserver.report(imageOf(block), {
        isIntersecting: true,
        boundingClientRect: inView,
      });
    }
    expect(imageOf(first).getAttribute('fetchpriority')).toBe('high');
    expect(imageOf(first).getAttribute('loading')).toBe('eager');
    expect(imageOf(first).getAttribute('src')).toMatch(/\?format=1000w$/);
    expect(imageOf(second).getAttribute('fetchpriority')).toBeNull();
    expect(imageOf(second).getAttribute('loading')).not.toBe('eager');
    expect(imageOf(second).getAttribute('src')).toMatch(/\?format=/);
  });

  it('marks the lightbox hook on the card image and keeps the poster link', () => {
    boxes(672, 504);
    const card = loadBlockFixture('images', 'block-image-card');
    mount(imageBlockDefinition, card);
    expect(imageOf(card).getAttribute('data-sr-lightbox')).toBe('dark');
    const poster = document.getElementById('block-image-poster') as HTMLElement;
    mount(imageBlockDefinition, poster);
    expect(poster.querySelector('a.sqs-block-image-link')?.getAttribute('href')).toBe(
      '/accordion.html',
    );
  });

  it('takes the href off a javascript: click-through link', () => {
    boxes(672, 378);
    const block = loadBlockFixture('images', 'block-image-poster');
    block.querySelector('a.sqs-block-image-link')?.setAttribute('href', 'javascript:alert(1)');
    const { unmount } = mount(imageBlockDefinition, block);
    expect(block.querySelector('a.sqs-block-image-link')?.hasAttribute('href')).toBe(false);
    unmount();
    expect(block.querySelector('a.sqs-block-image-link')?.getAttribute('href')).toBe(
      'javascript:alert(1)',
    );
  });

  it('unmount puts the server markup back exactly, loaded or not', () => {
    boxes(672, 336);
    for (const id of [FIRST_INLINE, 'block-image-stack', 'block-image-card']) {
      const block = loadBlockFixture('images', id);
      const { container, serverHtml, unmount } = mount(imageBlockDefinition, block);
      const img = imageOf(block);
      FakeIntersectionObserver.enter(img);
      img.dispatchEvent(new Event('load'));
      expect(container.innerHTML).not.toBe(serverHtml);
      unmount();
      expect(container.innerHTML, id).toBe(serverHtml);
      expect(FakeIntersectionObserver.watching()).toEqual([]);
    }
  });
});

describe('Images outside image blocks', () => {
  /** A 2026 imageFluid component as the platform serves it: the image inside its link. */
  function imageFluid(href: string, alt: string): HTMLElement {
    document.body.innerHTML = `
      <div class="sqs-block website-component-block sqs-block-image image-block" data-block-type="1337"
        data-definition-name="website.components.imageFluid" id="block-fluid">
        <div class="sqs-block-content"><div class="fluid-image-component-root">
          <a class="sqs-block-image-link" data-sqsp-image-block-link href="${href}">
            <img data-src="/img/a.jpg" data-image-dimensions="800x600" alt="${alt}" data-load="false">
          </a>
        </div></div>
      </div>`;
    return document.getElementById('block-fluid') as HTMLElement;
  }

  it("names an image link whose alt is empty after where it goes; the page's own name wins", () => {
    boxes(320, 240);
    const { container, serverHtml, unmount } = mount(
      imageFluidDefinition,
      imageFluid('/red-flower-hp', ''),
    );
    const link = container.querySelector('a');
    expect(link?.getAttribute('aria-label')).toBe('Red flower hp');
    unmount();
    expect(container.innerHTML).toBe(serverHtml);

    mount(imageFluidDefinition, imageFluid('/red-flower-hp', 'A red flower'));
    expect(document.querySelector('a')?.hasAttribute('aria-label')).toBe(false);
    mount(imageFluidDefinition, imageFluid('https://www.shop.example/item', ''));
    expect(document.querySelector('a')?.getAttribute('aria-label')).toBe('shop.example');
  });

  it('follows a 7.1 imageFluid image without loading it again', () => {
    boxes(320, 480);
    const block = loadBlockFixture('images', 'block-4e24ddd95e60d4df34ee');
    const img = imageOf(block);
    // happy-dom fetches no images: this one is still on its way, as in a browser.
    Object.defineProperty(img, 'complete', { value: false });
    const before = {
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      sizes: img.sizes,
    };
    const { container, serverHtml, unmount } = mount(imageFluidDefinition, block);
    FakeIntersectionObserver.enter(img);
    expect({
      src: img.getAttribute('src'),
      srcset: img.getAttribute('srcset'),
      sizes: img.sizes,
    }).toEqual(before);
    expect(img.getAttribute('data-sr-image')).toBe('loading');
    img.dispatchEvent(new Event('load'));
    expect(img.classList.contains('loaded')).toBe(true);
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });

  it('loads a template thumbnail in its content-fill frame, the element being the image', () => {
    boxes(240, 160);
    loadBlockFixture('images', FIRST_INLINE);
    const img = document.querySelector<HTMLImageElement>('.excerpt-thumb img') as HTMLImageElement;
    const serverHtml = img.outerHTML;
    const { unmount } = mount(templateImageDefinition, img);
    expect(img.classList.contains('sr-image--cover')).toBe(true);
    FakeIntersectionObserver.enter(img);
    expect(img.getAttribute('src')).toMatch(/\?format=300w$/);
    unmount();
    expect(img.outerHTML).toBe(serverHtml);
  });

  it('says at once when a server-sized image has already loaded or failed', () => {
    boxes(320, 480);
    const block = loadBlockFixture('images', 'block-4e24ddd95e60d4df34ee');
    const img = imageOf(block);
    Object.defineProperty(img, 'complete', { value: true });
    Object.defineProperty(img, 'naturalWidth', { value: 320 });
    mount(imageFluidDefinition, block);
    FakeIntersectionObserver.enter(img);
    expect(img.getAttribute('data-sr-image')).toBe('loaded');
  });

  it('does not match images inside noscript, and matches the template banner', () => {
    loadBlockFixture('images', FIRST_INLINE);
    const matched = Array.from(
      document.querySelectorAll(templateImageDefinition.selector as string),
    );
    expect(matched.some((img) => img.closest('noscript'))).toBe(false);
    expect(matched.some((img) => img.closest('.blog-item-banner-image'))).toBe(true);
  });
});

describe('Image block: lightbox', () => {
  /** Mounts with a lightbox pack that records what it was asked to open. */
  function mountWithLightbox(block: HTMLElement) {
    const openLightbox = vi.fn((_options: LightboxOptions) => ({ close: vi.fn() }));
    const loadPack = vi.fn(() => Promise.resolve({ openLightbox }));
    const result = attachBlock(imageBlockDefinition, block, loadPack as never);
    mounted.push(result.unmount);
    return { ...result, openLightbox, loadPack };
  }

  /** The first inline block of the 7.0 post, asking for a lightbox as v1 markup does. */
  function inlineWithLightbox(): HTMLElement {
    const block = loadBlockFixture('images', FIRST_INLINE);
    block.querySelector('.image-block-wrapper')?.classList.add('lightbox');
    return block;
  }

  it('opens the card image (its anchor is the trigger) in the lightbox pack, full size', async () => {
    boxes(672, 504);
    const card = loadBlockFixture('images', 'block-image-card');
    const { openLightbox, loadPack } = mountWithLightbox(card);
    const anchor = card.querySelector('a[data-lightbox-theme]') as HTMLAnchorElement;
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    anchor.dispatchEvent(click);
    // The anchor's href (the image file) is not followed.
    expect(click.defaultPrevented).toBe(true);
    expect(loadPack).toHaveBeenCalledWith('lightbox');
    await vi.waitFor(() => expect(openLightbox).toHaveBeenCalledTimes(1));
    const options = openLightbox.mock.calls[0]?.[0] as LightboxOptions;
    expect(options).toMatchObject({ index: 0, theme: 'dark', opener: anchor });
    expect(options.label).toBe('Card design: IMG_8228.jpeg');
    const [item] = options.items;
    expect(item).toMatchObject({
      kind: 'image',
      alt: 'Card design: IMG_8228.jpeg',
      width: 2500,
      height: 3196,
    });
    expect(item?.kind === 'image' && item.src).toMatch(/IMG_8228\.jpeg\?format=2500w$/);
    expect(item?.kind === 'image' && item.srcset).toContain('IMG_8228.jpeg?format=100w 100w');
    expect(item?.caption).toContain('Card with a lightbox');
  });

  it('makes a v1 image a button named from its alt; Enter and Space open it; unmount undoes it', async () => {
    boxes(672, 672);
    const block = inlineWithLightbox();
    const { openLightbox, unmount } = mountWithLightbox(block);
    const img = imageOf(block);
    expect(img.getAttribute('role')).toBe('button');
    expect(img.getAttribute('tabindex')).toBe('0');
    // The alt as the 7.0 page wrote it (its &nbsp; was escaped once too often).
    expect(img.getAttribute('aria-label')).toBe('© Foto: Johanna Link / Donna Magazin&nbsp;');
    expect(img.getAttribute('aria-haspopup')).toBe('dialog');

    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    await vi.waitFor(() => expect(openLightbox).toHaveBeenCalledTimes(1));
    // Space, as on a native button: on key up, its key down kept from scrolling the page.
    const spaceDown = new KeyboardEvent('keydown', { key: ' ', bubbles: true, cancelable: true });
    img.dispatchEvent(spaceDown);
    expect(spaceDown.defaultPrevented).toBe(true);
    img.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true }));
    await vi.waitFor(() => expect(openLightbox).toHaveBeenCalledTimes(2));
    img.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true }));
    expect((openLightbox.mock.calls[1]?.[0] as LightboxOptions).opener).toBe(img);
    expect(openLightbox).toHaveBeenCalledTimes(2);

    unmount();
    for (const name of ['role', 'tabindex', 'aria-label', 'aria-haspopup', 'data-sr-lightbox']) {
      expect(img.hasAttribute(name), name).toBe(false);
    }
    img.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(openLightbox).toHaveBeenCalledTimes(2);
  });

  it('fetches the lightbox pack as soon as a pointer or focus comes to the image', () => {
    boxes(672, 672);
    const block = inlineWithLightbox();
    const { loadPack, openLightbox } = mountWithLightbox(block);
    imageOf(block).dispatchEvent(new Event('pointerenter'));
    expect(loadPack).toHaveBeenCalledWith('lightbox');
    expect(openLightbox).not.toHaveBeenCalled();
  });

  it('a click-through link wins over the lightbox: nothing is wired', () => {
    boxes(672, 378);
    const poster = loadBlockFixture('images', 'block-image-poster');
    poster.querySelector('.has-aspect-ratio')?.classList.add('lightbox');
    const { loadPack } = mountWithLightbox(poster);
    const img = imageOf(poster);
    expect(img.getAttribute('data-sr-lightbox')).toBe('');
    expect(img.hasAttribute('role')).toBe(false);
    img.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(loadPack).not.toHaveBeenCalled();
  });

  it('closes the lightbox it opened when the block unmounts', async () => {
    boxes(672, 672);
    const block = inlineWithLightbox();
    const { openLightbox, unmount } = mountWithLightbox(block);
    imageOf(block).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(openLightbox).toHaveBeenCalledTimes(1));
    const handle = openLightbox.mock.results[0]?.value as { close: ReturnType<typeof vi.fn> };
    unmount();
    expect(handle.close).toHaveBeenCalledTimes(1);
  });
});
