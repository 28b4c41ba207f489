import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bannerClass, NORMAL_WIDTH_CLASS } from '../../../../controllers/blog/banner-image';
import { blogDefinitions } from '../../../../controllers/blog/definition';
import { imageRatio } from '../../../../controllers/blog/image-ratio';
import { HIDE_AFTER_MS, pieState, PROGRESS_CLASS } from '../../../../controllers/blog/progress-bar';
import { NO_CROP_CLASS } from '../../../../controllers/blog/related-post-images';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachAll } from '../../support/attach-controller';

// Blog post controllers on the real post's markup (fixtures/controllers/blog-7.0.html).

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector) as T;

function startAll(bodyClass: string, prepare: () => void = () => {}) {
  document.body.className = bodyClass;
  document.body.innerHTML = readControllerFixture('blog-7.0');
  prepare();
  const before = document.documentElement.outerHTML;
  return { before, ...attachAll(blogDefinitions) };
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.className = '';
  document.body.innerHTML = '';
});

describe('SetUpBannerImage', () => {
  it('narrows a square-ish banner at the normal width, and leaves the body as it was', () => {
    const { before, stopAll } = startAll(`${NORMAL_WIDTH_CLASS} other`);
    // 2500 × 1941: 77.6 % as tall as wide.
    expect(document.body.classList.contains('constrain-banner--mid')).toBe(true);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('leaves a banner at another width alone', () => {
    const { stopAll } = startAll('');
    expect(document.body.className).toBe('');
    stopAll();
  });

  it("chooses by the picture's proportions, from any dimensions text", () => {
    expect([bannerClass(50), bannerClass(75), bannerClass(100), bannerClass(101)]).toEqual([
      null,
      'constrain-banner--mid',
      'constrain-banner--mid',
      'constrain-banner--narrow',
    ]);
    fc.assert(
      fc.property(fc.string(), (text) => {
        const img = document.createElement('img');
        img.setAttribute('data-image-dimensions', text);
        const ratio = imageRatio(img);
        expect(ratio === null || (Number.isFinite(ratio) && ratio > 0)).toBe(true);
      }),
    );
  });
});

describe('RelatedPostImages', () => {
  it('gives each related picture its own shape when the site crops none', () => {
    const { before, stopAll } = startAll(NO_CROP_CLASS);
    const frames = Array.from(
      document.querySelectorAll('#related img'),
      (img) => img.parentElement,
    );
    // 1536 × 2304 and 1276 × 1701.
    expect(frames.map((frame) => frame?.style.paddingBottom)).toEqual(['150%', '133.307%']);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('leaves the frames to the stylesheet otherwise', () => {
    const { stopAll } = startAll('tweak-crop-images-vertical');
    expect($('#related img').parentElement?.getAttribute('style')).toBeNull();
    stopAll();
  });
});

describe('BlogProgressBar', () => {
  it('fills the pie as the post is read, shows it while scrolling, and hides it after', async () => {
    vi.stubGlobal('innerHeight', 800);
    const { before, stopAll } = startAll(PROGRESS_CLASS, () => {
      vi.spyOn($('.blog-item-content-wrapper'), 'getBoundingClientRect').mockImplementation(() =>
        DOMRect.fromRect({ y: 200 - window.scrollY, width: 800, height: 2600 }),
      );
    });
    const pie = $('.pie-wrapper');
    expect(pie.getAttribute('aria-hidden')).toBe('true');
    await nextFrame();
    expect(pie.classList.contains('show')).toBe(false);
    // The post ends 2800 px down: read to its end at 2000 px of scroll.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('scrollY', 1500);
    window.dispatchEvent(new Event('scroll'));
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    expect(pie.classList.contains('show')).toBe(true);
    expect($('.pie--left').style.transform).toBe('rotate(180deg)');
    expect($('.pie--right').style.transform).toBe('rotate(270deg)');
    expect($('.pie--right').classList.contains('hide')).toBe(false);
    expect($('.mask--left').classList.contains('hide')).toBe(true);
    vi.advanceTimersByTime(HIDE_AFTER_MS);
    expect(pie.classList.contains('show')).toBe(false);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('turns the left half through the first half of the post, the right through the rest', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: false }), (fraction) => {
        const state = pieState(fraction);
        expect(state.leftTurn).toBeGreaterThanOrEqual(0);
        expect(state.leftTurn).toBeLessThanOrEqual(180);
        expect(state.rightTurn === 0 || state.pastHalf).toBe(true);
        expect(state.rightTurn).toBeLessThanOrEqual(360);
      }),
    );
  });
});
