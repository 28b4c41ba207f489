import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overflows } from '../../../../controllers/page-frame/ancillary-layout';
import { pageFrameDefinitions } from '../../../../controllers/page-frame/definition';
import { pageFrameControllers } from '../../../../controllers/page-frame';
import { MOBILE_BAR_OFFSET } from '../../../../controllers/page-frame/mobile-bars';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachAll } from '../../support/attach-controller';
import { reducedMotion } from '../../support/reduced-motion';

// The 7.0 page frames (fixtures/controllers/skye-frame-7.0.html, brine-7.0.html): what the
// template hides until script runs, and the room fixed headers and bars take. happy-dom lays
// nothing out: sizes are given to the elements each test measures.

function size(element: Element | null, width: number, height = 0): void {
  Object.defineProperty(element, 'offsetWidth', { configurable: true, value: width });
  Object.defineProperty(element, 'offsetHeight', { configurable: true, value: height });
  vi.spyOn(element as Element, 'getBoundingClientRect').mockReturnValue(
    DOMRect.fromRect({ width, height }),
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Starts the pack's controllers on every element of the fixture, as the runtime would. */
function startAll(fixture: 'skye-frame-7.0' | 'brine-7.0', prepare: () => void = () => {}) {
  document.body.innerHTML = readControllerFixture(fixture);
  // As on the real page, the body carries the Brine body controllers (the fixture's wrapper does).
  const wrapper = document.querySelector('.sr-brine-frame');
  if (wrapper) {
    document.body.setAttribute('data-controller', wrapper.getAttribute('data-controller') ?? '');
    wrapper.removeAttribute('data-controller');
  }
  prepare();
  const before = document.documentElement.outerHTML;
  return { before, ...attachAll(pageFrameDefinitions) };
}

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector) as T;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('style');
  document.body.removeAttribute('style');
  document.body.className = '';
  document.body.removeAttribute('data-controller');
  document.body.innerHTML = '';
});

describe('the core table', () => {
  it('lists the two static controllers with their reasons, and no code', () => {
    expect(pageFrameControllers.filter((c) => c.static).map((c) => c.name)).toEqual([
      'HashManager',
      'SiteLoader',
    ]);
    expect(pageFrameDefinitions.every((d) => typeof d.attach === 'function')).toBe(true);
  });
});

describe('BodyClassController (doncab templates)', () => {
  const PARTS = ['tagline', 'primary-nav', 'secondary-nav'] as const;
  const bodyClasses = () =>
    ['has-tagline', 'has-primary-nav', 'has-secondary-nav'].filter((name) =>
      document.body.classList.contains(name),
    );

  it('keeps the server’s classes where the header has those parts (the real markup)', () => {
    document.body.className = 'collection-type-index has-tagline has-primary-nav';
    document.body.setAttribute('data-controller', 'BodyClassController');
    document.body.innerHTML = readControllerFixture('banner-index-7.0');
    const before = document.documentElement.outerHTML;
    const { stopAll } = attachAll(pageFrameDefinitions);
    // The secondary navigation is empty: no has-secondary-nav, as the server said.
    expect(bodyClasses()).toEqual(['has-tagline', 'has-primary-nav']);
    expect(document.documentElement.outerHTML).toBe(before);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('on generated headers: each class says whether its part has content; stop restores', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('missing', 'empty', 'text', 'element'), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.subarray(['has-tagline', 'has-primary-nav', 'has-secondary-nav']),
        (states, serverClasses) => {
          document.body.className = ['collection-type-page', ...serverClasses].join(' ');
          document.body.setAttribute('data-controller', 'BodyClassController');
          document.body.innerHTML = PARTS.map((part, index) => {
            const state = states[index];
            if (state === 'missing') return '';
            const content =
              state === 'text' ? 'Words' : state === 'element' ? '<a href="#">A</a>' : '';
            return `<div data-nc-element="${part}">${content}</div>`;
          }).join('');
          const before = document.body.className;
          const { stopAll } = attachAll(pageFrameDefinitions);
          const expected = ['has-tagline', 'has-primary-nav', 'has-secondary-nav'].filter(
            (_, index) => states[index] === 'text' || states[index] === 'element',
          );
          expect(bodyClasses().sort()).toEqual(expected.sort());
          stopAll();
          expect(document.body.className).toBe(before);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the Skye frame', () => {
  it('shows the header and the page, and keeps the page below a fixed header', () => {
    vi.stubGlobal('innerWidth', 1280);
    const { before, stopAll } = startAll('skye-frame-7.0', () => {
      $('.site-header').style.position = 'fixed';
      size($('.site-header'), 1200, 90);
    });
    expect($('.site-header').classList.contains('loading')).toBe(false);
    expect($('.site-page').classList.contains('loading')).toBe(false);
    expect($('.site-page').style.marginTop).toBe('90px');
    expect($('.nav-close-toggle-wrapper').style.height).toBe('90px');
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('leaves the page where it is under a header the stylesheet does not fix (a phone)', () => {
    vi.stubGlobal('innerWidth', 600);
    const { stopAll } = startAll('skye-frame-7.0', () => size($('.site-header'), 600, 90));
    expect($('.site-header').classList.contains('loading')).toBe(false);
    expect($('.site-page').style.marginTop).toBe('');
    stopAll();
  });

  it('folds the header when its icons do not fit beside the branding', () => {
    vi.stubGlobal('innerWidth', 1280);
    const { stopAll } = startAll('skye-frame-7.0', () => {
      size($('.header-special'), 100);
      size($('.social-search-wrapper'), 140);
    });
    expect($('.site-header').classList.contains('collapse')).toBe(true);
    expect($('.site-header').classList.contains('no-wrap')).toBe(false);
    stopAll();
  });

  it('tucks the header up as the page scrolls, and not for a visitor who asked for less motion', async () => {
    vi.stubGlobal('innerWidth', 1280);
    reducedMotion(false);
    const { before, stopAll } = startAll('skye-frame-7.0', () => {
      $('.site-header').style.paddingTop = '40px';
    });
    const wrapper = $('.header-announcement-wrapper');
    const frame = $('.sr-skye-frame');
    vi.stubGlobal('scrollY', 10);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    await nextFrame();
    expect(wrapper.style.transform).toBe('translateY(-10px)');
    expect(frame.classList.contains('header-tucked')).toBe(false);
    vi.stubGlobal('scrollY', 300);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(wrapper.style.transform).toBe('translateY(-20px)');
    expect($('.nav-close-toggle-wrapper').style.transform).toBe('translateY(-20px)');
    expect(frame.classList.contains('header-tucked')).toBe(true);

    reducedMotion(true);
    window.dispatchEvent(new Event('scroll'));
    await nextFrame();
    expect(wrapper.style.transform).toBe('');
    expect(frame.classList.contains('header-tucked')).toBe(false);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('makes a short page as tall as the window', async () => {
    vi.stubGlobal('innerHeight', 800);
    const { stopAll } = startAll('skye-frame-7.0', () => size($('.sr-skye-frame'), 1000, 300));
    await nextFrame();
    expect($('.sr-skye-frame').style.minHeight).toBe('800px');
    stopAll();
    expect($('.sr-skye-frame').style.minHeight).toBe('');
  });
});

describe('the Brine frame', () => {
  function phoneLayout(shown: boolean): void {
    $('.Mobile').style.display = shown ? 'block' : 'none';
  }

  it('marks the body is-mobile while the phone layout shows, and keeps room for its fixed bars', () => {
    const { before, stopAll } = startAll('brine-7.0', () => {
      phoneLayout(true);
      for (const bar of document.querySelectorAll<HTMLElement>('.Mobile-bar')) {
        bar.style.position = 'fixed';
        size(bar, 400, 50);
      }
      $('.Mobile-bar--bottom').style.bottom = '0px';
    });
    expect(document.body.classList.contains('is-mobile')).toBe(true);
    expect(document.body.style.marginBottom).toBe('50px');
    expect(document.documentElement.style.getPropertyValue(MOBILE_BAR_OFFSET)).toBe('50px');
    expect($('.Mobile').classList.contains('loaded')).toBe(true);
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it('on a computer, starts the overlaid first page below the header', () => {
    const { before, stopAll } = startAll('brine-7.0', () => {
      phoneLayout(false);
      size($('.Header--bottom'), 1200, 120);
    });
    expect(document.body.classList.contains('is-mobile')).toBe(false);
    expect($('.Header--bottom').classList.contains('Header--overlay')).toBe(true);
    expect($('#landing .Index-page-content').style.marginTop).toBe('120px');
    expect(document.body.style.marginTop).toBe('');
    stopAll();
    expect(document.documentElement.outerHTML).toBe(before);
  });

  it.each([
    [100, true],
    [1000, false],
  ])('with the branding in a container %i px wide, folds the header group: %s', (width, folded) => {
    const { stopAll } = startAll('brine-7.0', () => {
      phoneLayout(false);
      const container = $('.Header--bottom [data-nc-container="bottom-center"]');
      size(container, width);
      size(container.querySelector('[data-nc-element="branding"]'), 300);
    });
    const top = $('.Header--bottom [data-nc-group="bottom"]');
    expect(top.hasAttribute('data-nc-collapse')).toBe(folded);
    stopAll();
    expect(top.hasAttribute('data-nc-collapse')).toBe(false);
  });

  it('lays a Columns footer in two columns, then one, as its groups stop fitting', () => {
    const { stopAll } = startAll('brine-7.0', () => {
      document.body.classList.add('tweak-footer-layout-columns');
      $('.Footer-inner').innerHTML =
        '<nav class="Footer-nav"><div class="Footer-nav-group">A</div><div class="Footer-nav-group">B</div></nav>';
      size($('.Footer-nav'), 300);
      document.querySelectorAll('.Footer-nav-group').forEach((group) => size(group, 200));
    });
    expect($('.Footer').className).toBe('Footer Footer--mid');
    stopAll();
    expect($('.Footer').className).toBe('Footer');
  });

  it('decides overflow by the sum of widths, or by the widest when stacked', () => {
    fc.assert(
      fc.property(fc.nat(2000), fc.array(fc.nat(800)), fc.boolean(), (width, widths, stacked) => {
        const total = widths.reduce((a, b) => a + b, 0);
        expect(overflows(width, widths, stacked)).toBe(
          stacked ? widths.some((w) => w > width) : total > width,
        );
      }),
    );
  });
});
