// Parallax (on `<main class="Index">`): each index page with a background image
// (`data-parallax-original-element`) holds it in a `figure[data-parallax-image-wrapper]`, which
// the template shows once it is `loaded`. With the site's parallax setting on
// (`tweak-overlay-parallax-enabled` on the body) the picture moves at half the page's speed, inside
// its page (clipped to it, so nothing around it moves); under reduced motion or nomotion=true it
// stands still.
//
// <section id="landing" class="Index-page Index-page--has-image" data-parallax-original-element
//          data-parallax-id="…">
//   <div class="Index-page-content …">…</div>
//   <figure class="Index-page-image" data-parallax-image-wrapper>
//     <img data-src="…" data-image-focal-point="0.5,0.5" data-load="false" …></figure>
// </section>
//
// The platform moves the pictures into a fixed layer (`.Parallax-host`); moving them in place
// gives the same picture without taking them out of their pages.
import { StyleJournal } from '../../src/images/style-journal';
import { whileMotionAllowed } from '../../src/lib/motion';
import { onScrollFrame } from '../../src/lib/scroll-frame';
import type { ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

export const PARALLAX_CLASS = 'tweak-overlay-parallax-enabled';
const NEW_MATH_CLASS = 'tweak-overlay-parallax-new-math';
/** The picture moves this fraction of the scroll (the template's figure). */
const FACTOR = 0.5;
/** The older setting's travel, in pixels. */
const OLD_TRAVEL = 300;

interface Picture {
  page: HTMLElement;
  wrapper: HTMLElement;
  focalY: number;
}

/**
 * How far the picture of a page whose top is `top` px down the document moves at scroll `y`:
 * half the distance scrolled past the page's top, or the older setting's share of 300 px.
 */
export function parallaxShift(
  y: number,
  page: { top: number; height: number },
  viewportHeight: number,
  newMath: boolean,
  focalY = 0.5,
): number {
  if (newMath) return FACTOR * (y - page.top);
  const proportion = 1 - (page.top + page.height * focalY - y) / viewportHeight;
  return proportion * OLD_TRAVEL;
}

export function attachParallax({ element, server, signal }: ControllerProps): void {
  const body = dom.body(element.ownerDocument);
  const pictures: Picture[] = Array.from(
    element.querySelectorAll<HTMLElement>('[data-parallax-original-element]'),
  ).flatMap((page) => {
    const wrapper = page.querySelector<HTMLElement>(':scope > [data-parallax-image-wrapper]');
    if (!wrapper) return [];
    const focal = wrapper.querySelector('img')?.getAttribute('data-image-focal-point') ?? '';
    const focalY = Number.parseFloat(focal.split(',')[1] ?? '');
    return [{ page, wrapper, focalY: Number.isFinite(focalY) ? focalY : 0.5 }];
  });
  for (const { wrapper } of pictures) server.toggleClass(wrapper, 'loaded', true);
  if (!body.classList.contains(PARALLAX_CLASS)) return;

  const newMath = body.classList.contains(NEW_MATH_CLASS);
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  whileMotionAllowed(
    (moving) => {
      onScrollFrame(() => {
        const viewport = window.innerHeight;
        for (const { page, wrapper, focalY } of pictures) {
          const box = page.getBoundingClientRect();
          if (box.bottom < 0 || box.top > viewport) continue;
          const y = window.scrollY;
          // Room to travel below the page (or above it, for the older setting), clipped by it.
          styles.set(page, 'overflow', 'hidden');
          if (newMath) styles.set(wrapper, 'bottom', `${-FACTOR * (viewport - box.height)}px`);
          else styles.set(wrapper, 'top', `${-OLD_TRAVEL}px`);
          const shift = parallaxShift(
            y,
            { top: box.top + y, height: box.height },
            viewport,
            newMath,
            focalY,
          );
          styles.set(wrapper, 'transform', `translate3d(0, ${Math.round(shift * 10) / 10}px, 0)`);
        }
      }, moving);
    },
    () => pictures.forEach(({ wrapper }) => styles.set(wrapper, 'transform', '')),
    signal,
  );
}
