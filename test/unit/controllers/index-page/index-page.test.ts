import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexDefinitions } from '../../../../controllers/index-page/definition';
import { currentIndex } from '../../../../controllers/index-page/index-navigation';
import { parallaxShift, PARALLAX_CLASS } from '../../../../controllers/index-page/parallax';
import { fullscreenHeight } from '../../../../controllers/index-page/first-section-height';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachAll } from '../../support/attach-controller';
import { reducedMotion } from '../../support/reduced-motion';

// The Brine index (fixtures/controllers/brine-7.0.html): landing (with a picture), work, custom
// (with a picture) and new-page. happy-dom lays nothing out: boxes are given where measured.

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector) as T;

function top(element: Element, y: number, height = 600): void {
  vi.spyOn(element, 'getBoundingClientRect').mockImplementation(() =>
    DOMRect.fromRect({ x: 0, y: y - window.scrollY, width: 1000, height }),
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

function scrollTo(y: number): void {
  vi.stubGlobal('scrollY', y);
  window.dispatchEvent(new Event('scroll'));
}

function startAll(prepare: () => void = () => {}) {
  document.body.innerHTML = readControllerFixture('brine-7.0');
  prepare();
  const before = document.documentElement.outerHTML;
  return { before, ...attachAll(indexDefinitions) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
  document.body.className = '';
  document.body.innerHTML = '';
});

describe('IndexFirstSectionHeight', () => {
  it('makes a full-screen first page shorter by the header above it', () => {
    const { before, stopAll } = startAll(() => {
      document.body.className = 'tweak-index-page-fullscreen-first-page-only';
      document.head.innerHTML = '<style>#landing { min-height: 100vh }</style>';
      Object.defineProperty($('.Header--top'), 'offsetHeight', { value: 80 });
    });
    expect($('#landing').style.minHeight).toBe('calc(100vh - 80px)');
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it.each([
    ['the setting is off', 'tweak-index-page-fullscreen-none', '#landing { min-height: 100vh }'],
    ['the stylesheet gives the page no height', 'tweak-index-page-fullscreen-first-page-only', ''],
  ])('leaves the page alone when %s', (_, setting, css) => {
    const { stopAll } = startAll(() => {
      document.body.className = setting;
      document.head.innerHTML = `<style>${css}</style>`;
      Object.defineProperty($('.Header--top'), 'offsetHeight', { value: 80 });
    });
    expect($('#landing').style.minHeight).toBe('');
    stopAll();
  });

  it('takes only a plain length from the setting', () => {
    expect(fullscreenHeight('80vh')).toBe('80vh');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(fullscreenHeight(text)).toMatch(/^(\d{1,4}(\.\d{1,4})?(vh|px|%))$/);
      }),
    );
    expect(fullscreenHeight('100vh); background: url(x')).toBe('100vh');
  });
});

describe('Parallax', () => {
  it('shows the pictures; with the setting off they stay in place', async () => {
    reducedMotion(false);
    const { before, stopAll } = startAll();
    const figures = document.querySelectorAll<HTMLElement>('[data-parallax-image-wrapper]');
    expect(figures.length).toBe(2);
    figures.forEach((figure) => expect(figure.classList.contains('loaded')).toBe(true));
    await nextFrame();
    expect(figures[0]!.style.transform).toBe('');
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('with the setting on, moves each picture at half the scroll inside its page', async () => {
    reducedMotion(false);
    vi.stubGlobal('innerHeight', 800);
    const { before, stopAll } = startAll(() => {
      document.body.className = `${PARALLAX_CLASS} tweak-overlay-parallax-new-math`;
      top($('#landing'), 0);
    });
    scrollTo(100);
    await nextFrame();
    const figure = $('#landing [data-parallax-image-wrapper]');
    expect(figure.style.transform).toBe('translate3d(0, 50px, 0)');
    expect($('#landing').style.overflow).toBe('hidden');
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('keeps the pictures still for a visitor who asked for less motion', async () => {
    reducedMotion(true);
    const { stopAll } = startAll(() => {
      document.body.className = PARALLAX_CLASS;
      top($('#landing'), 0);
    });
    scrollTo(100);
    await nextFrame();
    expect($('#landing [data-parallax-image-wrapper]').style.transform).toBe('');
    stopAll();
  });

  it('moves a picture by half of every pixel scrolled (the current setting)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 500 }), (y, d) => {
        const page = { top: 400, height: 700 };
        expect(
          parallaxShift(y + d, page, 800, true) - parallaxShift(y, page, 800, true),
        ).toBeCloseTo(d / 2);
      }),
    );
  });
});

describe('IndexNavigation', () => {
  it('marks the page being read, and the light colours over a picture', async () => {
    vi.stubGlobal('innerHeight', 800);
    const { before, stopAll } = startAll(() => {
      ['#landing', '#work', '#custom', '#new-page'].forEach((id, index) =>
        top($(id), index * 700, 700),
      );
    });
    scrollTo(1400);
    await nextFrame();
    const active = document.querySelectorAll('.Index-nav-item.active');
    expect(Array.from(active, (item) => item.getAttribute('href'))).toEqual(['index.html#custom']);
    expect(active[0]!.getAttribute('aria-current')).toBe('true');
    expect($('.Index-nav').classList.contains('overlay')).toBe(true);
    scrollTo(700);
    await nextFrame();
    expect($('.Index-nav-item.active').getAttribute('href')).toBe('index.html#work');
    expect($('.Index-nav').classList.contains('overlay')).toBe(false);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('finds the last page whose top has reached the line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -3000, max: 3000 }), { minLength: 1 }),
        fc.integer(),
        (tops, line) => {
          const sorted = [...tops].sort((a, b) => a - b);
          const index = currentIndex(sorted, line);
          expect(index === 0 || sorted[index]! <= line).toBe(true);
          expect(sorted.slice(index + 1).every((t) => t > line)).toBe(true);
        },
      ),
    );
  });
});

describe('ScrollIndicator', () => {
  it('shows, goes once the page scrolls, and scrolls past the first page when clicked', async () => {
    reducedMotion(false);
    vi.stubGlobal('innerHeight', 800);
    const scroll = vi.fn();
    vi.stubGlobal('scrollTo', scroll);
    const { before, stopAll } = startAll(() => {
      top($('.Index-page-scroll-indicator'), 700, 40);
      top($('#landing'), 0, 800);
    });
    const indicator = $('.Index-page-scroll-indicator');
    await nextFrame();
    expect(indicator.classList.contains('hidden')).toBe(false);
    scrollTo(10);
    await nextFrame();
    expect(indicator.classList.contains('hidden')).toBe(true);
    indicator.click();
    expect(scroll).toHaveBeenCalledWith({ top: 800, behavior: 'smooth' });
    reducedMotion(true);
    indicator.click();
    expect(scroll).toHaveBeenLastCalledWith({ top: 800, behavior: 'auto' });
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });
});
