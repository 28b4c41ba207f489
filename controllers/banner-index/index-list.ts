// IndexController (doncab templates, on an index page's list of its pages): each page's picture is
// cropped to its frame or not, as the site's settings say (./crop-classes), and each page's title
// shows the way the site chose: always (the stylesheet), as the visitor scrolls to it
// (`index-item-title-display-on-scroll`: `reveal-index-title` once it reaches the middle of the
// window; all at once for a visitor who asked for less motion), or on hover
// (`index-item-title-display-on-hover`: keyboard focus shows it too, and on a touch screen the
// first tap shows it, the second follows the link).
//
// <div class="index-list clearfix" data-controller="IndexController" data-collection-id="…">
//   <div id="index-section-work" class="index-section index-page-transition-link">
//     <article class="index-item has-item-image" data-item-id="…" data-url-id="work">
//       <a class="index-item-link intrinsic" href="/work">
//         <figure class="index-item-image-wrapper js-index-item-image-wrapper">
//           <img class="index-item-image js-index-item-image loading" data-src="…" data-load="false" /></figure>
//       </a>
//       <div class="index-item-text-wrapper">
//         <h2 class="index-item-title"><a class="index-item-title-link" href="/work">
//           <span class="index-item-title-text">Work</span></a></h2>
//       </div>
//     </article>
//   </div> …
// </div>
import { motionAllowed } from '../../src/lib/motion';
import { onScrollFrame } from '../../src/lib/scroll-frame';
import type { ControllerProps } from '../../src/runtime/types';
import { applyCrop } from './crop-classes';
import * as dom from '../../src/lib/dom';

const REVEAL = 'reveal-index-title';

/** A title is reached once its top is in the window's upper half, or its bottom is in the window. */
export function titleReached(
  box: { top: number; bottom: number },
  viewportHeight: number,
): boolean {
  return box.top <= viewportHeight / 2 || box.bottom <= viewportHeight;
}

export function attachIndexController({ element, server, signal }: ControllerProps): void {
  const body = dom.body(element.ownerDocument);
  applyCrop(
    body,
    {
      prefix: 'index-item-image',
      imageClass: 'index-item-image',
      frames: Array.from(element.querySelectorAll<HTMLElement>('.js-index-item-image-wrapper')),
      images: Array.from(element.querySelectorAll<HTMLElement>('.js-index-item-image')),
    },
    server,
    signal,
  );
  const titles = Array.from(element.querySelectorAll<HTMLElement>('.index-item-text-wrapper'));
  const reveal = (title: HTMLElement, on: boolean) => server.toggleClass(title, REVEAL, on);

  if (body.classList.contains('index-item-title-display-on-scroll')) {
    if (!motionAllowed()) {
      for (const title of titles) reveal(title, true);
      return;
    }
    onScrollFrame(() => {
      // Every box is read before any class is written: one layout a frame, not one a title.
      const reached = titles.filter((title) =>
        titleReached(title.getBoundingClientRect(), window.innerHeight),
      );
      for (const title of reached) reveal(title, true);
    }, signal);
    return;
  }
  if (!body.classList.contains('index-item-title-display-on-hover')) return;
  const titleOf = (target: EventTarget | null) =>
    target instanceof Element
      ? target.closest('.index-item')?.querySelector<HTMLElement>('.index-item-text-wrapper')
      : null;
  const show = (title: HTMLElement | null | undefined) => {
    for (const other of titles) reveal(other, other === title);
  };
  // The title a pointer would show on hover shows to the keyboard too.
  element.addEventListener('focusin', (event) => show(titleOf(event.target)), { signal });
  element.addEventListener(
    'focusout',
    (event) => {
      if (!element.contains(event.relatedTarget as Node | null)) show(null);
    },
    { signal },
  );
  let touch = false;
  element.addEventListener('pointerdown', (event) => (touch = event.pointerType === 'touch'), {
    signal,
  });
  element.addEventListener(
    'click',
    (event) => {
      const title = titleOf(event.target);
      if (!touch || !title || title.classList.contains(REVEAL)) return;
      // A touch screen has no hover: the first tap shows the title, the next one follows the link.
      event.preventDefault();
      show(title);
    },
    { signal },
  );
}
