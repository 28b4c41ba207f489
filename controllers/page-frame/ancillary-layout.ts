// AncillaryLayout (Brine family), on the header (`.Site`, data-nc-base="header") and on the phone
// bars (`.Mobile`): the server has already put each element (branding, navigation, search, cart)
// in the container the site's settings chose; the template shows the bars once they are
// `loaded`. On a computer, a header group whose elements do not fit across (or, stacked, one of
// them is wider than its container) is marked `data-nc-collapse`, and the template folds it.
//
// <div class="Site" data-nc-base="header" data-controller="AncillaryLayout">
//   <header class="Header Header--top">
//     <div class="Header-inner Header-inner--top" data-nc-group="top">
//       <div data-nc-container="top-left"><div class="Header-search" data-nc-element="search">…
import { onResizeFrame } from '../../src/lib/scroll-frame';
import type { ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

/** Whether the elements of `container` overflow it, laid across or, when `stacked`, one above another. */
export function overflows(containerWidth: number, widths: number[], stacked: boolean): boolean {
  if (stacked) return widths.some((width) => width > containerWidth);
  return widths.reduce((sum, width) => sum + width, 0) > containerWidth;
}

export function attachAncillaryLayout({ element, server, signal }: ControllerProps): void {
  server.toggleClass(element, 'loaded', true);
  if (element.classList.contains('Mobile')) return;
  const body = dom.body(element.ownerDocument);
  const base = element.getAttribute('data-nc-base') ?? '';
  const groups = Array.from(element.querySelectorAll<HTMLElement>('[data-nc-group]'));

  const sync = () => {
    if (body.classList.contains('is-mobile')) return;
    for (const group of groups) {
      server.setAttribute(group, 'data-nc-collapse', null);
      const collapse = Array.from(group.querySelectorAll<HTMLElement>('[data-nc-container]')).some(
        (container) => {
          const name = container.getAttribute('data-nc-container') ?? '';
          const stacked = body.classList.contains(`ancillary-${base}-${name}-layout-stacked`);
          const widths = Array.from(
            container.querySelectorAll<HTMLElement>('[data-nc-element]'),
            (child) => child.offsetWidth,
          );
          return overflows(Math.ceil(container.getBoundingClientRect().width), widths, stacked);
        },
      );
      if (collapse) server.setAttribute(group, 'data-nc-collapse', '');
    }
  };
  sync();
  onResizeFrame(sync, signal);
}
