// ProductGallery: the images of a 7.1 product page, one shown at a time, as a carousel of the a11y
// checklist: a labelled region (aria-roledescription carousel), each slide a group named "N of M",
// previous and next as buttons, thumbnails as buttons (aria-current on the one shown), Left and
// Right arrows inside the slides. Slides out of view are `hidden` (the template shows only the
// first before the runtime starts, so nothing moves). The previous and next buttons are the
// template's when it has them, else ours, laid over the slides.
import { PRODUCT_GALLERY_MARKUP as M } from '../../src/api/commerce-names';
import { listenAsButton } from '../../src/lib/button-keys';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { ControllerProps } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

export const GALLERY_STRINGS = {
  // Ours: the spec names the gallery's behaviour, not these labels.
  label: 'Product images',
  previous: 'Previous image',
  next: 'Next image',
  slide: '{index} of {count}',
  thumbnail: 'Show image {index} of {count}',
} as const;

const fill = (template: string, index: number, count: number): string =>
  template.replace('{index}', String(index)).replace('{count}', String(count));

/** A control of the template made a button, or ours added to `parent`. */
function control(
  server: ServerDom,
  found: HTMLElement | null,
  parent: HTMLElement,
  label: string,
  className: string,
): HTMLElement {
  if (found) {
    if (found.tagName !== 'BUTTON') {
      server.setAttribute(found, 'role', 'button');
      server.setAttribute(found, 'tabindex', '0');
    }
    server.setAttribute(found, 'aria-label', label);
    return found;
  }
  const button = dom.create('button', parent.ownerDocument);
  button.type = 'button';
  button.className = className;
  button.setAttribute('aria-label', label);
  server.add(button, parent);
  return button;
}

export function attachProductGallery({ element, server, signal }: ControllerProps): void {
  const slides = Array.from(element.querySelectorAll<HTMLElement>(M.slide));
  if (slides.length === 0) return;
  const count = slides.length;
  const thumbnails = Array.from(element.querySelectorAll<HTMLElement>(M.thumbnail)).slice(0, count);
  const title = element
    .closest('.ProductItem')
    ?.querySelector('.ProductItem-details-title')
    ?.textContent?.trim();
  server.setAttribute(element, 'role', 'region');
  server.setAttribute(element, 'aria-roledescription', 'carousel');
  server.setAttribute(
    element,
    'aria-label',
    title ? `${title}: ${GALLERY_STRINGS.label}` : GALLERY_STRINGS.label,
  );
  slides.forEach((slide, index) => {
    server.setAttribute(slide, 'role', 'group');
    server.setAttribute(slide, 'aria-roledescription', 'slide');
    server.setAttribute(slide, 'aria-label', fill(GALLERY_STRINGS.slide, index + 1, count));
  });

  let current = -1;
  const show = (index: number): void => {
    const next = ((index % count) + count) % count;
    if (next === current) return;
    // Focus in the slide that goes out of view follows to the one that comes in.
    const focusMoves =
      current >= 0 && slides[current]?.contains(dom.activeElement(element.ownerDocument));
    current = next;
    slides.forEach((slide, at) => server.setAttribute(slide, 'hidden', at === next ? null : ''));
    thumbnails.forEach((thumbnail, at) =>
      server.setAttribute(thumbnail, 'aria-current', at === next ? 'true' : null),
    );
    const shown = slides[next];
    if (focusMoves && shown) {
      const target = shown.matches('[tabindex]')
        ? shown
        : shown.querySelector<HTMLElement>('[tabindex="0"]');
      target?.focus();
    }
  };

  thumbnails.forEach((thumbnail, index) => {
    if (thumbnail.tagName !== 'BUTTON') {
      server.setAttribute(thumbnail, 'role', 'button');
      server.setAttribute(thumbnail, 'tabindex', '0');
    }
    server.setAttribute(thumbnail, 'aria-label', fill(GALLERY_STRINGS.thumbnail, index + 1, count));
    thumbnail.addEventListener('click', () => show(index), { signal });
    listenAsButton(thumbnail, () => index, show, signal);
  });

  if (count > 1) {
    const holder = element.querySelector<HTMLElement>(M.slides) ?? element;
    const previous = control(
      server,
      element.querySelector<HTMLElement>(M.previous),
      holder,
      GALLERY_STRINGS.previous,
      'sr-product-gallery__previous',
    );
    const next = control(
      server,
      element.querySelector<HTMLElement>(M.next),
      holder,
      GALLERY_STRINGS.next,
      'sr-product-gallery__next',
    );
    for (const [button, step] of [
      [previous, -1],
      [next, 1],
    ] as const) {
      button.addEventListener('click', () => show(current + step), { signal });
      if (button.tagName !== 'BUTTON')
        listenAsButton(
          button,
          () => step,
          (at) => show(current + at),
          signal,
        );
    }
    holder.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
        event.preventDefault();
        show(current + (event.key === 'ArrowRight' ? 1 : -1));
      },
      { signal },
    );
  }
  show(0);
}
