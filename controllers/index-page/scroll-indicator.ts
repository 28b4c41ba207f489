// ScrollIndicator (in the first index page): the arrow that says there is more below. The
// template hides it (`hidden`) until script shows it; it goes away once the visitor scrolls, and
// a click on it scrolls to the end of the page it sits in (at once for a visitor who asked for
// less motion).
//
// <div class="Index-page-scroll-indicator hidden" data-controller="ScrollIndicator">
//   <div class="Index-page-scroll-indicator-text">Scroll</div><svg …>…</svg>
//   <div class="Index-page-scroll-indicator-line"></div></div>
import { motionAllowed } from '../../src/lib/motion';
import { onScrollFrame } from '../../src/lib/scroll-frame';
import type { ControllerProps } from '../../src/runtime/types';

export function attachScrollIndicator({ element, server, signal }: ControllerProps): void {
  const page = element.closest<HTMLElement>('.Index-page') ?? element;
  onScrollFrame(() => {
    const below = element.getBoundingClientRect().bottom > window.innerHeight;
    // An indicator below the window's edge stays until it has been seen; otherwise any scroll.
    server.toggleClass(element, 'hidden', below ? false : window.scrollY > 0);
  }, signal);
  element.addEventListener(
    'click',
    () => {
      const top = page.getBoundingClientRect().bottom + window.scrollY;
      window.scrollTo({ top, behavior: motionAllowed() ? 'smooth' : 'auto' });
    },
    { signal },
  );
}
