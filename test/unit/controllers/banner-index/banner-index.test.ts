import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerIndexDefinitions } from '../../../../controllers/banner-index/definition';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachAll } from '../../support/attach-controller';
import { reducedMotion } from '../../support/reduced-motion';

// The doncab templates' page banner, index list and index navigation
// (fixtures/controllers/banner-index-7.0.html, with the body classes the site's settings write,
// and generated variants). happy-dom lays nothing out: sizes and positions are given.

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const $ = (selector: string) => document.querySelector<HTMLElement>(selector) as HTMLElement;

function place(element: Element, top: number, height: number): void {
  vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ y: top, width: 600, height }),
  );
}

/**
 * The fixture under a body with `classes` (and the "next" link style, unless they give one);
 * `prepare` runs before the controllers start.
 */
function start(classes: string, prepare: () => void = () => {}) {
  const style = classes.includes('index-link-style-') ? '' : ' index-link-style-next-inline';
  document.body.className = `${classes}${style}`;
  document.body.innerHTML = readControllerFixture('banner-index-7.0');
  prepare();
  const before = document.documentElement.outerHTML;
  return { before, ...attachAll(bannerIndexDefinitions) };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.removeAttribute('class');
  document.body.innerHTML = '';
});

describe('BannerController', () => {
  it('shows the banner the site asks for: picture cropped, colour, text held; restores', async () => {
    const { before, stopAll } = start(
      'collection-type-index show-index-banner auto-color-banner-background banner-image-alignment-center banner-image-crop',
      () => Object.defineProperty($('.page-text-wrapper'), 'offsetHeight', { value: 240 }),
    );
    const banner = $('.page-banner-wrapper');
    const frame = $('.page-banner-image-container');
    expect(frame.className).toBe(
      'page-banner-image-container collection-thumbnail-image-container content-fill',
    );
    expect($('.js-page-banner-image').classList.contains('page-banner-image')).toBe(false);
    const text = $('.page-text-wrapper');
    expect([text.parentElement, text.classList.contains('hide')]).toEqual([banner, false]);
    expect($('.page-description p').innerHTML).toBe(
      '<span>Houses, gardens and a <strong>library</strong> by the sea.</span>',
    );
    expect(banner.style.backgroundColor).toMatch(/^(#08182d|rgb\(8, 24, 45\))$/);
    expect(banner.style.minHeight).toBe('240px');
    // Never shorter than the template's own minimum.
    banner.style.minHeight = '';
    const tall = document.createElement('style');
    tall.textContent = '.page-banner-wrapper { min-height: 400px; }';
    document.head.append(tall);
    window.dispatchEvent(new Event('resize'));
    await nextFrame();
    expect(banner.style.minHeight).toBe('');
    tall.remove();
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('without a banner for this kind of page, puts the title at the top of the page', () => {
    const { before, stopAll } = start('collection-type-index show-blog-banner');
    const text = $('.page-text-wrapper');
    expect([text.parentElement?.id, text.previousElementSibling, text.className]).toEqual([
      'page',
      null,
      'page-text-wrapper clearfix',
    ]);
    expect($('.page-banner-image-container').classList.contains('hide-collection-image')).toBe(
      true,
    );
    expect($('.page-banner-wrapper').getAttribute('style')).toBeNull();
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('on generated settings: shown as the site says, text always shown, restores', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('index', 'blog', 'page', 'events'),
        fc.subarray(['index', 'blog', 'page', 'homepage']),
        fc.boolean(),
        fc.constantFrom('', 'left', 'right', 'center'),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('#08182d', '#fff', 'red', 'url(x)', ''),
        (type, shows, homepage, align, crop, autoColour, colour) => {
          const classes = [
            `collection-type-${type}`,
            ...shows.map((kind) => `show-${kind}-banner`),
            homepage ? 'homepage' : '',
            align ? `banner-image-alignment-${align}` : '',
            crop ? 'banner-image-crop' : '',
            autoColour ? 'auto-color-banner-background' : '',
          ];
          const { before, stopAll } = start(classes.join(' '), () =>
            $('.page-banner-wrapper').setAttribute('data-suggested-bg-color-thumbnail', colour),
          );
          const shown = shows.includes(type) || (homepage && shows.includes('homepage'));
          const banner = $('.page-banner-wrapper');
          const text = $('.page-text-wrapper');
          expect(text.classList.contains('hide')).toBe(false);
          expect(banner.contains(text)).toBe(shown);
          expect(
            $('.page-banner-image-container').classList.contains('hide-collection-image'),
          ).toBe(!shown);
          const cropped = align !== '' && crop;
          expect($('.page-banner-image-container').classList.contains('content-fill')).toBe(
            cropped,
          );
          expect(document.body.classList.contains('banner-image-crop')).toBe(cropped);
          expect(banner.style.backgroundColor !== '').toBe(
            shown && autoColour && /^#[0-9a-f]{3,6}$/.test(colour),
          );
          stopAll();
          expect(document.documentElement.outerHTML).toBe(before);
        },
      ),
      { numRuns: 80 },
    );
  });
});

describe('IndexController', () => {
  it('crops the pictures when the site says so, and restores', () => {
    const { before, stopAll } = start('index-item-image-alignment-left index-item-image-crop');
    const frames = Array.from(document.querySelectorAll('.js-index-item-image-wrapper'));
    expect(frames.map((frame) => frame.classList.contains('content-fill'))).toEqual([true, true]);
    expect(document.querySelectorAll('img.index-item-image')).toHaveLength(0);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('reveals each title as the visitor scrolls to it; all at once under less motion', async () => {
    vi.stubGlobal('innerHeight', 800);
    const positions = [100, 500, 1500];
    const titles = () => Array.from(document.querySelectorAll('.index-item-text-wrapper'));
    const revealed = () => titles().map((title) => title.classList.contains('reveal-index-title'));
    const { stopAll } = start('index-item-title-display-on-scroll', () =>
      titles().forEach((title, index) => place(title, positions[index] ?? 0, 50)),
    );
    await nextFrame();
    expect(revealed()).toEqual([true, true, false]);
    place(titles()[2] as Element, 350, 50);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(revealed()).toEqual([true, true, true]);
    stopAll();
    expect(revealed()).toEqual([false, false, false]);

    reducedMotion(true);
    const { stopAll: stopStill } = start('index-item-title-display-on-scroll', () =>
      titles().forEach((title) => place(title, 5000, 50)),
    );
    expect(revealed()).toEqual([true, true, true]);
    stopStill();
  });

  it('on hover display, shows the title of the page the keyboard is on; a tap shows, the next follows', () => {
    const { stopAll } = start('index-item-title-display-on-hover');
    const revealed = () =>
      Array.from(document.querySelectorAll('.index-item-text-wrapper')).map((title) =>
        title.classList.contains('reveal-index-title'),
      );
    const links = Array.from(document.querySelectorAll<HTMLElement>('.index-item-title-link'));
    links[1]?.focus();
    expect(revealed()).toEqual([false, true, false]);
    links[2]?.focus();
    expect(revealed()).toEqual([false, false, true]);
    links[2]?.blur();
    expect(revealed()).toEqual([false, false, false]);

    const list = $('.index-list');
    const tap = (target: Element) => {
      target.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, pointerType: 'touch' }),
      );
      const click = new MouseEvent('click', { bubbles: true, cancelable: true });
      target.dispatchEvent(click);
      return click.defaultPrevented;
    };
    const image = list.querySelector('.index-item-link') as Element;
    expect(tap(image)).toBe(true);
    expect(revealed()).toEqual([true, false, false]);
    expect(tap(image)).toBe(false);
    // A mouse click follows at once.
    image.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    (list.querySelectorAll('.index-item-link')[1] as Element).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    stopAll();
  });
});

describe('IndexNavigationController', () => {
  it('shows the "next" link style: the current page, the next one, fading in once reached', async () => {
    vi.stubGlobal('innerHeight', 800);
    const { before, stopAll } = start('index-link-style-next-inline', () =>
      place($('#indexNext'), 1400, 100),
    );
    const next = $('#indexNext');
    const links = Array.from(next.querySelectorAll('a'));
    expect($('nav.index-next').classList.contains('hide')).toBe(false);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    expect(links.map((link) => link.classList.contains('link-next-up'))).toEqual([
      false,
      false,
      true,
    ]);
    await nextFrame();
    expect(next.classList.contains('reveal-index-nav')).toBe(false);
    place(next, 700, 100);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(next.classList.contains('reveal-index-nav')).toBe(true);
    // The list style is left hidden.
    expect($('#indexNav').classList.contains('hide')).toBe(true);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('skips, saying why, when the site chose no link style', () => {
    document.body.innerHTML = readControllerFixture('banner-index-7.0');
    const definition = bannerIndexDefinitions.find((d) => d.name === 'IndexNavigationController');
    expect(() => attachAll(definition ? [definition] : [])).toThrow('No index link style');
  });

  it('on generated lists: one current page, the next after it (the first after the last)', () => {
    reducedMotion(true);
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 6 })
          .chain((count) => fc.tuple(fc.constant(count), fc.integer({ min: 0, max: count - 1 }))),
        fc.constantFrom('next-inline', 'next-stacked', 'list-inline', 'list-stacked'),
        ([count, active], style) => {
          const links = Array.from(
            { length: count },
            (_, index) =>
              `<a class="link${index === active ? ' active-link' : ''}" href="#p${index}">P${index}</a>`,
          ).join('');
          const list = style.startsWith('list');
          document.body.className = `index-link-style-${style}`;
          document.body.innerHTML = `<div id="${list ? 'indexNav' : 'indexNext'}" class="hide"><nav class="hide" data-controller="IndexNavigationController">${links}</nav></div>`;
          const before = document.body.innerHTML;
          const { stopAll } = attachAll(bannerIndexDefinitions);
          const anchors = Array.from(document.querySelectorAll('a'));
          expect(anchors.filter((a) => a.getAttribute('aria-current') === 'page')).toEqual([
            anchors[active],
          ]);
          expect(anchors.filter((a) => a.classList.contains('link-next-up'))).toEqual([
            anchors[(active + 1) % count],
          ]);
          const target = document.querySelector('div') as HTMLElement;
          expect(target.className).toBe('reveal-index-nav');
          stopAll();
          expect(document.body.innerHTML).toBe(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});
