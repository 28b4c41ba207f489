// What the image family does around its images, from the platform's markup (widgets.md sections
// 3 and 9, runtime.md section 9): the 7.1 image-position alignment, shape masks, and the narrow
// image rule. Image pack only.
import { query } from '../../src/lib/dom';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { Cleanup } from '../../src/runtime/types';
import type { FitAlignment } from '../../src/images/crop';
import type { StyleJournal } from '../../src/images';

/** runtime.md section 9: an image block is narrow below 415 px. */
export const NARROW_IMAGE_WIDTH = 415;
/**
 * The class the platform's runtime puts on a narrow block's `.image-block-outer-wrapper` (it is
 * not in server HTML; saved live DOMs in public code show it on inline, poster and fluid
 * wrappers: find_string "sqs-narrow-width"). Template CSS restyles narrow blocks by it.
 */
export const NARROW_CLASS = 'sqs-narrow-width';

const POSITION_CLASS = /(?:^|\s)image-position-(left|right|center)(?=\s|$)/;

/**
 * widgets.md section 9: fluid images are centred by default, or left or right aligned by the
 * image-position class (`image-position-center|left|right` on the 7.1 fluid wrapper,
 * ../../../shared/real-pages/home-7.1-2026.html and DFKHelper__evergreen-home.html).
 */
export function fluidAlignment(wrapper: Element | null): FitAlignment {
  const match = POSITION_CLASS.exec(wrapper?.getAttribute('class') ?? '');
  return (match?.[1] as FitAlignment | undefined) ?? 'center';
}

/** CSS object-position of a contained fluid image aligned to `alignment`. */
export function alignedPosition(alignment: FitAlignment): string {
  if (alignment === 'left') return '0% 50%';
  if (alignment === 'right') return '100% 50%';
  return '50% 50%';
}

/**
 * A 7.1 fluid image drawn contained (stretch off: `data-stretch="false"`, or the server's
 * object-fit contain) sits left, centred or right in its frame by the wrapper's image-position
 * class. A stretched (cover) image fills its frame and is left as the server drew it.
 */
export function alignFluidImage(
  img: HTMLImageElement,
  stretch: boolean,
  alignment: FitAlignment,
  styles: StyleJournal,
): void {
  // Centred is how the server draws it already (its focal point variable): nothing to write.
  if (alignment === 'center') return;
  const contained = !stretch || getComputedStyle(img).objectFit === 'contain';
  if (contained) styles.set(img, 'object-position', alignedPosition(alignment));
}

/**
 * The shape-mask name a 7.1 fluid image carries (`data-shape-mask` on its wrapper and container,
 * with `data-is-mask-applied="true"`: pages saved in public code, find_string
 * 'data-is-mask-applied="true"'); null when none is applied or the name is blank.
 */
export function shapeMaskName(wrapper: Element | null): string | null {
  if (!wrapper || wrapper.getAttribute('data-is-mask-applied')?.trim() !== 'true') return null;
  const name = wrapper.getAttribute('data-shape-mask')?.trim();
  return name ? name : null;
}

/**
 * Clips a masked fluid image's container to the shape. On live pages the container is clipped by
 * `clip-path: url("#<component id>")` (saved live DOM in public code), an SVG clipPath with the
 * component's id; the runtime does not know the shapes' outlines, so it applies the clip only
 * when the page holds that clipPath. Returns whether it did.
 */
export function applyShapeMask(
  wrapper: Element,
  container: HTMLElement,
  styles: StyleJournal,
): boolean {
  const id = wrapper.getAttribute('data-component-id')?.trim();
  if (!id || shapeMaskName(wrapper) === null) return false;
  const clip = query(container.ownerDocument, `[id="${CSS.escape(id)}"]`);
  if (!clip || clip.localName !== 'clipPath') return false;
  styles.set(container, 'clip-path', `url("#${CSS.escape(id)}")`);
  return true;
}

/**
 * Keeps the narrow class on `wrapper` while it is narrower than 415 px (resized windows and
 * columns included). Through the ServerDom, so unmount removes it.
 */
export function watchNarrowWidth(wrapper: HTMLElement, server: ServerDom): Cleanup {
  const apply = (width: number) => {
    if (width > 0) server.toggleClass(wrapper, NARROW_CLASS, width < NARROW_IMAGE_WIDTH);
  };
  if (typeof ResizeObserver !== 'function') {
    apply(wrapper.getBoundingClientRect().width);
    return () => {};
  }
  const observer = new ResizeObserver((entries) => {
    for (const entry of entries)
      apply(entry.borderBoxSize?.[0]?.inlineSize ?? entry.contentRect.width);
  });
  observer.observe(wrapper);
  return () => observer.disconnect();
}
