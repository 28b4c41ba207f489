// The lightbox's speed and controls options (widgets.md section 3: "controls.previous,
// controls.next, ... speed"; section 9: "Lightbox speed 0.6 s").
import { act, fireEvent, screen } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { destroyLightbox, openLightbox } from '../../../src/lightbox/open-lightbox';
import { LIGHTBOX_SPEED_S, readLightboxLook } from '../../../src/lightbox/read-options';
import type { LightboxItem, LightboxOptions } from '../../../src/lightbox/types';
import { anyValue } from '../properties/arbitraries';
import { disableFrameLoading } from '../support/no-frame-loading';

const ITEMS: LightboxItem[] = [
  { kind: 'image', src: '/a.jpg', alt: 'Dunes' },
  { kind: 'image', src: '/b.jpg', alt: 'Lighthouse' },
  { kind: 'image', src: '/c.jpg', alt: 'Harbour' },
];

async function open(options: Partial<LightboxOptions> = {}) {
  await act(async () => {
    openLightbox({ items: ITEMS, index: 0, label: 'Coast', ...options });
  });
}

const content = () => document.querySelector<HTMLElement>('.sr-lightbox-content');
const counter = () => document.querySelector('.sr-lightbox-counter')?.textContent;

beforeAll(disableFrameLoading);
afterEach(() => {
  act(() => destroyLightbox());
  vi.restoreAllMocks();
});

describe('speed', () => {
  it('fades the content in over 0.6 s by default, or over the seconds asked', async () => {
    expect(LIGHTBOX_SPEED_S).toBe(0.6);
    await open();
    expect(content()?.style.getPropertyValue('--sr-lightbox-speed')).toBe('0.6s');
    act(() => destroyLightbox());
    await open({ speed: 0.25 });
    expect(content()?.style.getPropertyValue('--sr-lightbox-speed')).toBe('0.25s');
  });

  it('says what is wrong with a speed that is no number of seconds, and opens at 0.6 s', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open({ speed: '2s' as unknown as number });
    expect(screen.getByRole('dialog', { name: 'Coast' })).toBeTruthy();
    expect(content()?.style.getPropertyValue('--sr-lightbox-speed')).toBe('0.6s');
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] lightbox: Lightbox option speed must be a number of seconds, got "2s"',
    );
  });
});

describe('controls', () => {
  it('draws both arrows by default, and only those asked for', async () => {
    await open();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    act(() => destroyLightbox());
    await open({ controls: { previous: false, next: true } });
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Next' })));
    expect(counter()).toBe('2 of 3');
  });

  it('still moves with the arrow keys when no arrow is drawn', async () => {
    await open({ controls: { previous: false, next: false } });
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    });
    expect(counter()).toBe('2 of 3');
  });

  it('says what is wrong with controls that are not true or false, and draws the arrow', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await open({ controls: { previous: 'no' } as unknown as LightboxOptions['controls'] });
    expect(screen.getByRole('button', { name: 'Previous' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(
      '[site-runtime] lightbox: Lightbox option controls.previous must be true or false, got "no"',
    );
  });
});

describe('readLightboxLook (property)', () => {
  it('gives a speed from 0 to 10 s and two flags for anything, with a reason when it sets a value aside', () => {
    fc.assert(
      fc.property(anyValue, anyValue, (speed, controls) => {
        const { look, problems } = readLightboxLook({ speed, controls });
        expect(look.speedS).toBeGreaterThanOrEqual(0);
        expect(look.speedS).toBeLessThanOrEqual(10);
        expect(typeof look.controls.previous).toBe('boolean');
        expect(typeof look.controls.next).toBe('boolean');
        const speedKept = typeof speed === 'number' && Number.isFinite(speed) && speed >= 0;
        if (!speedKept && speed !== undefined) {
          expect(look.speedS).toBe(0.6);
          expect(problems.some((problem) => problem.startsWith('speed'))).toBe(true);
        }
      }),
    );
  });
});

describe('a linked gallery in motion (widgets.md section 4)', () => {
  it('refuses a change while the gallery it follows heads to another picture, and takes it at rest', async () => {
    let heading: number | null = 2;
    await open({ linkedMotion: () => heading });
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => fireEvent.click(next));
    expect(counter()).toBe('1 of 3');
    act(() => {
      fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight' });
    });
    expect(counter()).toBe('1 of 3');
    heading = null;
    act(() => fireEvent.click(next));
    expect(counter()).toBe('2 of 3');
  });

  it('lets changes through while the gallery heads to the picture shown (its own change followed)', async () => {
    const onIndexChange = vi.fn();
    let heading: number | null = null;
    await open({
      linkedMotion: () => heading,
      onIndexChange: (index) => {
        onIndexChange(index);
        heading = index;
      },
    });
    const next = screen.getByRole('button', { name: 'Next' });
    act(() => fireEvent.click(next));
    act(() => fireEvent.click(next));
    expect(counter()).toBe('3 of 3');
    expect(onIndexChange.mock.calls).toEqual([[1], [2]]);
  });
});
