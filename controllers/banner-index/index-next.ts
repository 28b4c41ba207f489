// IndexNavigationController (doncab templates, on the navigation between the pages of an index,
// shown on each of them): the site's link style (`index-link-style-next-…` or `…-list-…` on the
// body) picks the "next" link or the list of all the pages; it shows (the template hides both:
// `hide`), the page the visitor is on is the current one (aria-current="page", beside the
// template's `active-link`), the link after it is marked `link-next-up` (after the last page, the
// first), and the navigation fades in (`reveal-index-nav`) once the visitor scrolls down to it
// (at once for a visitor who asked for less motion).
//
// <div id="indexNav" class="hide index-item-navigation">
//   <nav class="index-navigation" role="navigation">
//     <a class="index-nav-link index-all-link" href="/work">All</a>
//     <a class="index-nav-link page-collection active-link index-page-transition-link" href="/one">One</a> …
//   </nav></div>
// <div id="indexNext" class="index-item-navigation">
//   <nav class="index-next hide" role="navigation" data-controller="IndexNavigationController">
//     <a class="index-next-link page-collection active-link index-page-transition-link" href="/one">
//       <span class="index-next-link-label"></span><span class="index-next-link-title">One</span></a> …
//   </nav></div>
import { motionAllowed } from '../../src/lib/motion';
import { onScrollFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

/** The body's link style and the navigation it shows. */
const STYLES: ReadonlyArray<readonly [styles: string[], id: string]> = [
  [['next-inline', 'next-stacked'], 'indexNext'],
  [['list-inline', 'list-stacked'], 'indexNav'],
];

/** The navigation the body's link style picks, or null. */
export function indexNavigation(doc: Document): HTMLElement | null {
  const body = dom.body(doc);
  for (const [styles, id] of STYLES) {
    if (styles.some((style) => body.classList.contains(`index-link-style-${style}`))) {
      return dom.byId(id, doc);
    }
  }
  return null;
}

/** Reached: its top in the lower part of the window, or all of it in the window. */
export function navigationReached(
  box: { top: number; bottom: number },
  viewportHeight: number,
): boolean {
  return (
    (box.top >= viewportHeight / 1.25 && box.top <= viewportHeight / 1.1) ||
    box.bottom <= viewportHeight
  );
}

export function attachIndexNavigationController({
  element,
  server,
  signal,
}: ControllerProps): void {
  const target = indexNavigation(element.ownerDocument);
  if (!target) throw new BlockSkip('No index link style on the body, or no navigation for it');
  const nav = target.querySelector('nav') ?? target;
  server.toggleClass(target, 'hide', false);
  server.toggleClass(nav, 'hide', false);
  const active = nav.querySelector<HTMLElement>('.active-link');
  if (active) {
    server.setAttribute(active, 'aria-current', 'page');
    const next = active.nextElementSibling ?? nav.firstElementChild;
    if (next) server.toggleClass(next, 'link-next-up', true);
  }
  const revealed = () => server.toggleClass(target, 'reveal-index-nav', true);
  if (!motionAllowed()) {
    revealed();
    return;
  }
  onScrollFrame(() => {
    if (navigationReached(target.getBoundingClientRect(), window.innerHeight)) revealed();
  }, signal);
}
