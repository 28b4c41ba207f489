import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEffects } from '../../../../initialisers/effects/start-effects';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { mockLogger } from '../../support/mock-logger';
import { reducedMotion } from '../../support/reduced-motion';

const VIEWPORT = { top: 0, bottom: 768, height: 768, left: 0, right: 1024, width: 1024 };

const PAGE = `
  <header><h1 data-animation-role="header-element" id="title">Site</h1></header>
  <section class="page-section" data-animation="fade-up" id="section"><p>Section</p></section>
  <div class="sqs-block image-block"><div class="sqs-block-content">
    <figure class="image-block-outer-wrapper image-block-v2 design-layout-card combination-animation-fade-in" id="figure">
      <div class="image-inset" data-animation-role="image" data-animation-override><img alt="" id="img"></div>
    </figure>
  </div></div>
  <p data-animation-role="button" id="below"><a href="#x" id="link">Read more</a></p>
  <p data-animation-role="image" id="above">Above</p>
  <div class="sqs-block html-block"><div class="sqs-block-content">
    <p>Some <span class="sqsrte-text-highlight" data-text-attribute-id="h1" id="words">words</span></p>
    <script type="application/json" class="TextAttributes-props">[{"id":"h1","type":"highlight","shape":"underline","animation":"fade"}]</script>
  </div></div>
`;

const TWEAKS = {
  'tweak-global-animations-enabled': 'true',
  'tweak-global-animations-animation-type': 'slide',
  'tweak-global-animations-animation-duration': '0.6s',
  'tweak-global-animations-animation-delay': '0.1s',
  'tweak-global-animations-animation-curve': 'ease',
};

const byId = (id: string) => document.getElementById(id) as HTMLElement;

function reportAt(element: Element, top: number, ratio: number): void {
  FakeIntersectionObserver.report(element, {
    isIntersecting: ratio > 0,
    intersectionRatio: ratio,
    boundingClientRect: { top, bottom: top + 100, height: 100 } as DOMRectReadOnly,
    rootBounds: VIEWPORT as DOMRectReadOnly,
  });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 4; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

let stop: (() => void) | undefined;

beforeEach(() => {
  document.body.innerHTML = PAGE;
  FakeIntersectionObserver.install();
  reducedMotion(false);
  byId('words').getClientRects = () =>
    [{ left: 10, top: 10, right: 60, bottom: 30, width: 50, height: 20 }] as unknown as DOMRectList;
});

afterEach(() => {
  stop?.();
  stop = undefined;
  vi.unstubAllGlobals();
});

describe('effects that move', () => {
  it('hides only what is below the fold, and brings it in once seen', () => {
    const html = document.body.innerHTML;
    stop = startEffects({ context: { tweaks: TWEAKS }, log: mockLogger() });
    reportAt(byId('title'), 10, 1);
    reportAt(byId('below'), 1200, 0);
    reportAt(byId('above'), -400, 0);
    expect(byId('title').className).toBe('');
    expect(byId('above').className).toBe('');
    expect(byId('below').className).toBe('preSlide');
    expect(byId('below').style.transitionDuration).toBe('0.6s');
    expect(byId('below').style.transitionTimingFunction).toBe('ease');
    // The image keeps its block's own animation (data-animation-override).
    expect(byId('figure').querySelector('.image-inset')?.className).toBe('image-inset');

    reportAt(byId('below'), 600, 0.4);
    expect(byId('below').classList.contains('slideIn')).toBe(false);
    reportAt(byId('below'), 500, 0.6);
    expect(byId('below').className).toBe('preSlide slideIn');

    stop();
    stop = undefined;
    expect(document.body.innerHTML).toBe(html);
  });

  it('brings content in when focus reaches it, before it is seen', () => {
    stop = startEffects({ context: { tweaks: TWEAKS }, log: mockLogger() });
    reportAt(byId('below'), 1200, 0);
    byId('link').focus();
    expect(byId('below').classList.contains('slideIn')).toBe(true);
  });

  it('marks a block animation loaded once half visible, after its image loaded', async () => {
    const image = byId('img') as HTMLImageElement;
    image.setAttribute('src', '/photo.jpg');
    Object.defineProperty(image, 'complete', { value: false, configurable: true });
    stop = startEffects({ context: { tweaks: TWEAKS }, log: mockLogger() });
    reportAt(byId('figure'), 700, 0.3);
    await settle();
    expect(byId('figure').classList.contains('animation-loaded')).toBe(false);
    reportAt(byId('figure'), 400, 0.8);
    await settle();
    expect(byId('figure').classList.contains('animation-loaded')).toBe(false);
    image.dispatchEvent(new Event('load'));
    await settle();
    expect(byId('figure').classList.contains('animation-loaded')).toBe(true);
    expect(byId('figure').classList.contains('animation-disabled')).toBe(false);
  });

  it('counts an element that stays partly in view for a second as seen', () => {
    vi.useFakeTimers();
    stop = startEffects({ context: { tweaks: TWEAKS }, log: mockLogger() });
    reportAt(byId('section'), 700, 0.2);
    vi.advanceTimersByTime(999);
    expect(byId('section').hasAttribute('data-active')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(byId('section').hasAttribute('data-active')).toBe(true);
    vi.useRealTimers();
  });

  it('draws the text highlight once its words are seen, hidden from screen readers', async () => {
    stop = startEffects({ context: { tweaks: TWEAKS }, log: mockLogger() });
    await settle();
    expect(document.querySelector('.TextShape-node')).toBeNull();
    reportAt(byId('words'), 300, 1);
    await settle();
    const shape = document.querySelector<HTMLElement>('.TextShape-node');
    expect(shape?.getAttribute('aria-hidden')).toBe('true');
    expect(shape?.dataset.shape).toBe('underline');
    expect(shape?.querySelector('path')?.getAttribute('d')).toMatch(/^M0,/);
  });

  it('takes content added later', async () => {
    stop = startEffects({ context: { tweaks: TWEAKS }, log: mockLogger() });
    const late = document.createElement('figure');
    late.className = 'image-block-outer-wrapper combination-animation-fade-in';
    document.body.append(late);
    await new Promise((resolve) => setTimeout(resolve, 20));
    reportAt(late, 100, 1);
    await settle();
    expect(late.classList.contains('animation-loaded')).toBe(true);
  });
});

describe('effects that stay still', () => {
  const still = (context: { tweaks: Record<string, string> }) => {
    stop = startEffects({ context, log: mockLogger() });
  };

  function expectShownAtOnce(): void {
    expect(byId('figure').classList.contains('animation-disabled')).toBe(true);
    expect(byId('figure').classList.contains('animation-loaded')).toBe(true);
    expect(byId('section').hasAttribute('data-active')).toBe(true);
    expect(byId('section').style.transition).toBe('none');
    expect(document.querySelector('.preSlide')).toBeNull();
    expect(FakeIntersectionObserver.watching()).toEqual([]);
  }

  it('under prefers-reduced-motion', () => {
    reducedMotion(true);
    still({ tweaks: TWEAKS });
    expectShownAtOnce();
  });

  it('with nomotion=true', () => {
    window.history.replaceState(null, '', '/?nomotion=true');
    still({ tweaks: TWEAKS });
    window.history.replaceState(null, '', '/');
    expectShownAtOnce();
  });

  it("when the site's animations are off", () => {
    still({ tweaks: { ...TWEAKS, 'tweak-global-animations-enabled': 'false' } });
    expectShownAtOnce();
  });

  it('in the editor', () => {
    document.body.classList.add('sqs-edit-mode');
    still({ tweaks: TWEAKS });
    expectShownAtOnce();
  });
});
