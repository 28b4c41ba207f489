import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { INITIALIZED } from '../../../../controllers/list-carousel/attach-list-carousel';
import { listCarouselDefinitions } from '../../../../controllers/list-carousel/definition';
import { readListCarousel } from '../../../../controllers/list-carousel/read-list-carousel';
import { nextStart, slidePositions } from '../../../../controllers/list-carousel/slide-positions';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { attachController, press } from '../../support/attach-controller';
import { normalisedStyles } from '../../support/normalised-styles';

// The real 7.1 list carousel (fixtures/controllers/list-carousel-7.1.html): seven slides, three
// across with 60 px between them, infinite.

const $ = <T extends HTMLElement = HTMLElement>(selector: string) =>
  document.querySelector<T>(selector) as T;

function start({ styled = true, infinite = true } = {}) {
  vi.stubGlobal('innerWidth', 1280);
  document.body.innerHTML = readControllerFixture('list-carousel-7.1');
  const element = $('[data-controller="UserItemsListCarousel"]');
  if (!infinite) element.setAttribute('data-is-infinite-enabled', 'false');
  const list = $('.user-items-list-carousel__slides');
  // The template's stylesheet makes the list a grid of one cell.
  if (styled) list.style.display = 'grid';
  vi.spyOn(list, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ width: 1000 }));
  const before = document.body.innerHTML;
  const definition = listCarouselDefinitions[0];
  if (!definition) throw new Error('No definition');
  return { before, list, ...attachController(definition, element) };
}

const slides = () =>
  Array.from(document.querySelectorAll<HTMLElement>('.user-items-list-carousel__slide'));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('UserItemsListCarousel', () => {
  it('places three slides side by side, shows the list, and hides the others', () => {
    const { before, list, stop } = start();
    expect(list.classList.contains(INITIALIZED)).toBe(true);
    const all = slides();
    expect(all).toHaveLength(7);
    // (1000 - 2 × 60) / 3 = 293.33 px each.
    expect(all[0]!.style.width).toBe('293.33px');
    expect(all.map((slide) => slide.style.transform)).toEqual([
      'translateX(0px)',
      'translateX(353.33px)',
      'translateX(706.67px)',
      'translateX(1060px)',
      'translateX(1413.33px)',
      'translateX(1766.67px)',
      // Infinite: the last slide waits on the left.
      'translateX(-353.33px)',
    ]);
    expect(all.map((slide) => slide.hasAttribute('inert'))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    expect(all[3]!.getAttribute('aria-hidden')).toBe('true');
    expect(list.getAttribute('aria-live')).toBe('polite');
    stop();
    expect(normalisedStyles(document.body.innerHTML)).toBe(normalisedStyles(before));
  });

  it('turns with its arrows and the arrow keys, wrapping around', () => {
    const { stop } = start();
    $('.user-items-list-carousel__arrow-button--left').click();
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    $('.user-items-list-carousel__arrow-button--right').click();
    $('.user-items-list-carousel__arrow-button--right').focus();
    press('ArrowRight');
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    stop();
  });

  it('stops at the ends when it is not infinite, and says so on its arrows', () => {
    const { stop } = start({ infinite: false });
    const previous = $('.user-items-list-carousel__arrow-button--left');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    previous.click();
    expect(slides()[0]!.hasAttribute('inert')).toBe(false);
    stop();
  });

  it('leaves a list without the template stylesheet as a plain list', () => {
    const { before, stop } = start({ styled: false });
    expect(document.body.innerHTML).toBe(before);
    stop();
  });

  it('reads any settings into bounded numbers', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.string(),
        fc.string(),
        fc.nat(5000),
        (columns, gap, unit, width) => {
          const element = document.createElement('div');
          element.setAttribute('data-max-columns', columns);
          element.setAttribute('data-space-between-slides-value', gap);
          element.setAttribute('data-space-between-slides-unit', unit);
          const settings = readListCarousel(element);
          expect(settings.maxColumns).toBeGreaterThanOrEqual(1);
          expect(settings.maxColumns).toBeLessThanOrEqual(12);
          expect(settings.gap(width)).toBeGreaterThanOrEqual(0);
          expect(settings.gap(width)).toBeLessThanOrEqual(200);
        },
      ),
    );
  });

  it('always shows perView slides at places 0 … perView - 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -40, max: 40 }),
        fc.boolean(),
        (count, perView, moves, infinite) => {
          let current = 0;
          for (let step = 0; step < Math.abs(moves); step += 1) {
            current = nextStart(current, Math.sign(moves), count, perView, infinite);
          }
          const places = slidePositions(count, current, perView, infinite);
          const shown = places.filter((place) => place >= 0 && place < perView).length;
          expect(shown).toBe(Math.min(count, perView));
          expect(new Set(places).size).toBe(count);
        },
      ),
    );
  });
});
