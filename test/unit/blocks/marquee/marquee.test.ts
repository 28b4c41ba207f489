import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marqueeDefinitions } from '../../../../blocks/marquee/definition';
import { readMarquee, readMarqueeProps } from '../../../../blocks/marquee/read-marquee';
import { MAX_DRAWN_ITEMS, runsToFill } from '../../../../blocks/marquee/text-runs';
import { WAVE_LENGTH, waveLength, wavePath } from '../../../../blocks/marquee/wave';
import { MARQUEE_ITEMS } from '../../../../src/lib/markup-limits';
import { BlockSkip } from '../../../../src/runtime/types';
import { attachBlock } from '../../support/attach-block';
import { FakeIntersectionObserver } from '../../support/fake-intersection-observer';
import { anyValue, jsonValue, shapedLike } from '../../properties/arbitraries';
import { reducedMotion } from '../../support/reduced-motion';

const FIXTURE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../../fixtures/blocks/marquee.html',
);
const REAL = 'block-yui_3_17_2_1_1691088944715_48180';
const WAVE = 'block-marquee-wave';
const [marqueeDefinition] = marqueeDefinitions;

const block = (id: string) => document.getElementById(id) as HTMLElement;

const mounted: Array<() => void> = [];
function mount(id: string) {
  if (!marqueeDefinition) throw new Error('no definition');
  const result = attachBlock(marqueeDefinition, block(id));
  mounted.push(result.unmount);
  return result;
}

const toggleOf = (id: string) => block(id).querySelector<HTMLButtonElement>('.sr-marquee__toggle');
const stateOf = (id: string) => block(id).querySelector<HTMLElement>('.Marquee')?.dataset.srMarquee;

beforeEach(() => {
  document.body.innerHTML = readFileSync(FIXTURE, 'utf8');
  FakeIntersectionObserver.install();
  reducedMotion(false);
});

afterEach(() => {
  mounted.splice(0).forEach((unmount) => unmount());
  vi.unstubAllGlobals();
});

describe('marquee reader', () => {
  it('reads the real block of the AryanBhatt01 page', () => {
    expect(readMarquee(block(REAL))).toEqual({
      items: [
        'EOS Hospitality',
        'Smoky Mountain Resorts',
        'Exploria Resorts',
        'Clique Hotels & Resorts',
        'The Condado Collection',
        'Ocean Hotels',
        'Remington Hospitality',
        'Bay Gardens Resorts',
      ],
      link: null,
      direction: 'left',
      speed: 0.5,
      waveFrequency: 4,
      waveIntensity: 0,
      spacingEm: 2,
      pauseOnHover: false,
    });
    expect(readMarquee(block(WAVE))).toMatchObject({
      link: '/effects.html',
      direction: 'right',
      speed: 1.5,
      waveIntensity: 6,
      pauseOnHover: true,
    });
  });

  it('takes the items of the markup when the props have none; skips a marquee without text', () => {
    block(REAL).querySelector('script.Marquee-props')!.textContent = '{}';
    expect(readMarquee(block(REAL)).items).toHaveLength(8);
    expect(readMarquee(block(REAL)).speed).toBe(1);
    for (const item of block(REAL).querySelectorAll('.Marquee-item')) item.remove();
    expect(() => readMarquee(block(REAL))).toThrow(BlockSkip);
  });

  it('reads any props into a usable marquee: a positive speed, safe link, no empty item', () => {
    const template = {
      marqueeItems: [{ text: 'A' }, { text: 'B' }],
      linkTo: '/page',
      waveFrequency: 4,
      waveIntensity: 2,
      animationDirection: 'left',
      animationSpeed: 1,
      itemSpacing: { unit: 'em', value: 2 },
      pauseOnHover: false,
    };
    fc.assert(
      fc.property(fc.oneof(shapedLike(template), shapedLike(template, jsonValue)), (props) => {
        const data = readMarqueeProps(props, ['fallback']);
        expect(data.items.length).toBeGreaterThan(0);
        expect(data.items.every((item) => item !== '' && item === item.trim())).toBe(true);
        expect(data.speed).toBeGreaterThan(0);
        expect(data.speed).toBeLessThanOrEqual(10);
        expect(Number.isFinite(data.spacingEm)).toBe(true);
        expect(data.link === null || !/^\s*javascript:/i.test(data.link)).toBe(true);
        expect(['left', 'right']).toContain(data.direction);
      }),
    );
    fc.assert(
      fc.property(anyValue, (value) => {
        expect(() => readMarqueeProps({ marqueeItems: value, linkTo: value }, ['x'])).not.toThrow();
      }),
    );
  });
});

describe('how much text a marquee draws (issue 31, row 7)', () => {
  it('reads at most 100 items', () => {
    const marqueeItems = Array.from({ length: 5000 }, (_, index) => ({ text: `Item ${index}` }));
    const data = readMarqueeProps({ marqueeItems }, []);
    expect(data.items).toHaveLength(MARQUEE_ITEMS.max);
    expect(data.items[99]).toBe('Item 99');
  });

  it('fills the path and one run more, but never draws more than 1000 items', () => {
    expect(runsToFill(1000, 100, 3)).toBe(11);
    expect(runsToFill(40, 100, 3)).toBe(2);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        fc.double({ min: 0, max: 1e5, noNaN: true }),
        fc.integer({ min: 1, max: MARQUEE_ITEMS.max }),
        (path, run, items) => {
          const runs = runsToFill(path, run, items);
          expect(runs).toBeGreaterThanOrEqual(1);
          expect(Number.isInteger(runs)).toBe(true);
          expect(runs * items).toBeLessThanOrEqual(Math.max(items, MAX_DRAWN_ITEMS));
        },
      ),
    );
  });
});

describe('the wave (widgets.md section 9)', () => {
  it('is 1000 px long at frequency 0, 250 at 10 and above, shorter as the frequency grows', () => {
    expect([0, 4, 10, 15, -3].map(waveLength)).toEqual([1000, 700, 250, 250, 1000]);
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (frequency) => {
        const length = waveLength(frequency);
        expect(length).toBeGreaterThanOrEqual(WAVE_LENGTH.min);
        expect(length).toBeLessThanOrEqual(WAVE_LENGTH.max);
      }),
    );
  });

  it('is a straight line at intensity 0', () => {
    expect(wavePath(300, 20, 0, 500)).toBe('M0,20 L300,20');
    expect(wavePath(300, 20, 5, 500)).toMatch(/^M0,20 Q125,10 250,20 Q375,30 500,20$/);
  });
});

describe('marquee block', () => {
  it('draws the text along its line in the server svg, and plays', () => {
    mount(REAL);
    const svg = block(REAL).querySelector('svg.Marquee-svg');
    const along = svg?.querySelector('.sr-marquee__drawing textPath');
    expect(along?.textContent).toContain('EOS Hospitality');
    expect(svg?.querySelector('.sr-marquee__drawing path')?.getAttribute('d')).toMatch(/^M0,/);
    expect(stateOf(REAL)).toBe('playing');
    expect(toggleOf(REAL)?.getAttribute('aria-label')).toBe('Pause scrolling text');
  });

  it('pauses and plays with its button, whose name says which', () => {
    mount(REAL);
    toggleOf(REAL)?.click();
    expect(stateOf(REAL)).toBe('paused');
    expect(toggleOf(REAL)?.getAttribute('aria-label')).toBe('Play scrolling text');
    toggleOf(REAL)?.click();
    expect(stateOf(REAL)).toBe('playing');
  });

  it('starts paused under reduced motion and with nomotion=true', () => {
    reducedMotion(true);
    mount(REAL);
    expect(stateOf(REAL)).toBe('paused');
    reducedMotion(false);
    window.history.replaceState(null, '', '/?nomotion=true');
    mount(WAVE);
    window.history.replaceState(null, '', '/');
    expect(stateOf(WAVE)).toBe('paused');
  });

  it('moves only while in view, and stops under the pointer when the block asks', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    mount(WAVE);
    const marquee = block(WAVE).querySelector('.Marquee') as HTMLElement;
    expect(frames).not.toHaveBeenCalled();
    FakeIntersectionObserver.enter(marquee);
    expect(frames).toHaveBeenCalledTimes(1);
    const cancel = vi.spyOn(window, 'cancelAnimationFrame');
    marquee.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    expect(cancel).toHaveBeenCalled();
  });

  it('links the whole marquee once, in its heading, named by the text screen readers read', () => {
    mount(WAVE);
    const link = block(WAVE).querySelector('h1 > a.sr-marquee__link');
    expect(link?.getAttribute('href')).toBe('/effects.html');
    expect(link?.querySelector('.v6-visually-hidden')?.textContent?.trim()).toMatch(
      /^EOS Hospitality .* Bay Gardens Resorts$/,
    );
    expect(block(WAVE).querySelectorAll('.v6-visually-hidden')).toHaveLength(1);
  });

  it('puts the server markup back on unmount', () => {
    const { container, serverHtml, unmount } = mount(REAL);
    unmount();
    expect(container.innerHTML).toBe(serverHtml);
  });
});
