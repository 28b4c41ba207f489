// IndexNavigation (on `<main class="Index">`): the index's navigation dots mark the page being
// read (`active`, and aria-current for screen readers), and take the light colours (`overlay`)
// over a page with a background picture.
//
// <nav class="Index-nav"><div class="Index-nav-inner">
//   <a href="index.html#landing" class="Index-nav-item active">
//     <div class="Index-nav-indicator"></div><div class="Index-nav-text"><span>Landing</span></div>
//   </a> …
import { onScrollFrame } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

interface Stop {
  item: HTMLElement;
  page: HTMLElement;
}

/** The page a reader is on: the last whose top has reached `line` (px from the window's top). */
export function currentIndex(tops: number[], line: number): number {
  let current = 0;
  tops.forEach((top, index) => {
    if (top <= line) current = index;
  });
  return current;
}

export function attachIndexNavigation({ element, server, signal }: ControllerProps): void {
  const nav = element.querySelector<HTMLElement>('.Index-nav');
  if (!nav) throw new BlockSkip('No .Index-nav in the index');
  const doc = element.ownerDocument;
  const stops: Stop[] = Array.from(nav.querySelectorAll<HTMLElement>('.Index-nav-item')).flatMap(
    (item) => {
      const id = decodeURIComponent((item.getAttribute('href') ?? '').split('#')[1] ?? '');
      const page = id ? dom.byId(id, doc) : null;
      return page && element.contains(page) ? [{ item, page }] : [];
    },
  );
  if (stops.length === 0) throw new BlockSkip('The index navigation links no page of the index');

  onScrollFrame(() => {
    const tops = stops.map(({ page }) => page.getBoundingClientRect().top);
    const active = currentIndex(tops, 1);
    const middle = currentIndex(tops, window.innerHeight / 2);
    stops.forEach(({ item }, index) => {
      server.toggleClass(item, 'active', index === active);
      server.setAttribute(item, 'aria-current', index === active ? 'true' : null);
    });
    const under = stops[middle]?.page;
    const overlay = under?.matches('.Index-gallery, .Index-page--has-image') ?? false;
    server.toggleClass(nav, 'overlay', overlay);
  }, signal);
}
