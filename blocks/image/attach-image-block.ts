import { safeHref } from '../../src/lib/links';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { attachImage, imageLog } from '../../src/images';
import type { ImageBlockData } from './types';

/** Marks an image whose block asks for a lightbox; its value is the theme ('' when unnamed). */
export const LIGHTBOX_ATTRIBUTE = 'data-sr-lightbox';

/**
 * Image block (type 5), every 7.0 design: the image is loaded in place; caption, title, card text
 * and link stay as the server drew them. A click-through link is the server's own <a>, so it
 * works with mouse and keyboard; one that is not safe to follow (javascript:) loses its href.
 */
export function attachImageBlock({ data, server, signal }: BlockProps<ImageBlockData>): Cleanup {
  const { image, settings, link, lightboxTheme } = data;
  if (link && safeHref(link.getAttribute('href') ?? '') === null) {
    imageLog.warn(`Image block link "${link.getAttribute('href')}" is not followed`);
    server.setAttribute(link, 'href', null);
  }
  // Hook for the lightbox (another pack): it opens images that carry this attribute. Until it is
  // on the page, the server's lightbox link (if any) still leads to the full-size image.
  if (lightboxTheme !== null) server.setAttribute(image, LIGHTBOX_ATTRIBUTE, lightboxTheme);
  return attachImage(image, settings, { server, signal, log: imageLog });
}
