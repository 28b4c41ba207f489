// What the carousel asks of embla for a design's speed and swipe options (widgets.md sections 5
// and 9), and when autoplay resumes after a pause (section 9: "resume 1000").
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOPLAY_RESUME_MS, Carousel, rotationDelayMs } from '../../../src/carousel';

// The real embla, watched: the options each render asks for, and the carousel it made.
const embla = vi.hoisted(() => ({
  options: [] as EmblaOptionsType[],
  api: null as EmblaCarouselType | null,
}));
vi.mock('embla-carousel-react', async (importOriginal) => {
  const actual = await importOriginal<typeof import('embla-carousel-react')>();
  return {
    default: (options?: EmblaOptionsType) => {
      embla.options.push(options ?? {});
      const result = actual.default(options);
      embla.api = result[1] ?? null;
      return result;
    },
  };
});

function serverNodes(count: number): HTMLElement[] {
  return Array.from({ length: count }, (_, index) => {
    const node = document.createElement('div');
    node.textContent = `Slide ${index + 1}`;
    document.body.appendChild(node);
    return node;
  });
}

const adopt = (node: Node, parent: HTMLElement) => {
  parent.appendChild(node);
};

const lastOptions = () => embla.options.at(-1) ?? {};

afterEach(() => {
  embla.options = [];
  embla.api = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the glide', () => {
  it('takes the time the design asks (the strip’s 0.5 s), embla’s own without one, none for a fade', () => {
    const { unmount } = render(
      <Carousel label="Strip" nodes={serverNodes(3)} adopt={adopt} autoWidth speedMs={500} />,
    );
    expect(lastOptions().duration).toBe(20);
    unmount();
    render(<Carousel label="Carousel" nodes={serverNodes(3)} adopt={adopt} />);
    expect(lastOptions().duration).toBe(25);
    render(
      <Carousel
        label="Stack"
        nodes={serverNodes(3)}
        adopt={adopt}
        transition="fade"
        speedMs={500}
      />,
    );
    expect(lastOptions().duration).toBe(0);
  });
});

describe('swipe options', () => {
  it("lets a drag glide free with snap points 'none', and rests slides at a share of the view", () => {
    render(<Carousel label="A" nodes={serverNodes(3)} adopt={adopt} snapPoints="none" />);
    expect(lastOptions().dragFree).toBe(true);
    render(<Carousel label="B" nodes={serverNodes(3)} adopt={adopt} snapPoints={50} />);
    const align = lastOptions().align;
    expect(typeof align === 'function' && align(900, 300, 0)).toBe(300);
    render(<Carousel label="C" nodes={serverNodes(3)} adopt={adopt} align="center" />);
    expect(lastOptions()).toMatchObject({ align: 'center' });
    expect(lastOptions().dragFree).toBeUndefined();
  });

  it('stops a drag at the ends with a hard boundary', () => {
    render(<Carousel label="Hard" nodes={serverNodes(3)} adopt={adopt} boundary="hard" />);
    const engine = embla.api?.internalEngine();
    expect(engine).toBeDefined();
    if (!engine) return;
    engine.target.set(engine.limit.max + 120);
    engine.scrollBounds.constrain(true);
    expect(engine.target.get()).toBe(engine.limit.max);
    engine.target.set(engine.limit.min - 40);
    engine.scrollBounds.constrain(true);
    expect(engine.target.get()).toBe(engine.limit.min);
  });

  it('keeps embla’s springy edges when inertial, and none with no boundary', () => {
    render(<Carousel label="Inertial" nodes={serverNodes(3)} adopt={adopt} />);
    const springy = embla.api?.internalEngine();
    if (!springy) throw new Error('no embla');
    // Pulled past its end: embla's own edge takes hold (a resistance, then a spring back).
    springy.offsetLocation.set(springy.limit.max + 100);
    springy.target.set(springy.limit.max + 100);
    expect(springy.scrollBounds.shouldConstrain()).toBe(true);
    render(<Carousel label="None" nodes={serverNodes(3)} adopt={adopt} boundary="none" />);
    const free = embla.api?.internalEngine();
    if (!free) throw new Error('no embla');
    free.offsetLocation.set(free.limit.max + 100);
    free.target.set(free.limit.max + 100);
    expect(free.scrollBounds.shouldConstrain()).toBe(false);
  });
});

describe('autoplay after a pause', () => {
  it('is due the resume time after a pause, the full time otherwise', () => {
    expect(AUTOPLAY_RESUME_MS).toBe(1000);
    expect(rotationDelayMs(5000, 1000, true)).toBe(1000);
    expect(rotationDelayMs(5000, 1000, false)).toBe(5000);
    // Never later than the carousel's own time.
    expect(rotationDelayMs(800, 1000, true)).toBe(800);
    expect(rotationDelayMs(5000, Number.NaN, true)).toBe(5000);
  });

  it('waits 1000 ms for the next slide once the pointer leaves, then the full time again', () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          matches: false,
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    const timeout = vi.spyOn(window, 'setTimeout');
    const delays = () =>
      timeout.mock.calls.map((call) => call[1]).filter((ms) => ms === 1000 || ms === 5000);
    render(<Carousel label="Gallery" nodes={serverNodes(3)} adopt={adopt} autoplayMs={5000} />);
    const region = screen.getByRole('region', { name: 'Gallery' });
    expect(delays()).toEqual([5000]);
    act(() => {
      fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    });
    act(() => {
      fireEvent.pointerLeave(region, { pointerType: 'mouse' });
    });
    expect(delays()).toEqual([5000, 1000]);
    // Stopped and started by the visitor's own button: that is no pause, the full time it is.
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Stop slide rotation' })));
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Start slide rotation' })));
    expect(delays()).toEqual([5000, 1000, 5000]);
  });
});
