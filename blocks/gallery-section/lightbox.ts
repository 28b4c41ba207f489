// Images that open the lightbox: each frame becomes a button named from its image's alt text
// (Enter and Space open it, as a click does); the lightbox pack is fetched on the first opening.
import { lightboxImageItem } from '../../src/lightbox/image-item';
import { markLightboxOpener } from '../../src/lightbox/opener';
import { createLightboxLauncher } from '../../src/lightbox/launcher';
import type { LightboxImageItem } from '../../src/lightbox/types';
import { listenAsButton } from '../../src/lib/button-keys';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { BlockProps, Logger } from '../../src/runtime/types';
import type { GalleryItem, GallerySectionData } from './types';

export const OPENER_CLASS = 'sr-gallery__opener';
/** The lightbox's name when the section has none of its own. */
export const DEFAULT_LIGHTBOX_LABEL = 'Image gallery';

/** What the lightbox shows for an item: its image at full size, alt and caption. */
export function lightboxItem({ image, caption }: GalleryItem): LightboxImageItem | null {
  return image ? lightboxImageItem(image, caption) : null;
}

interface LightboxWiring {
  data: GallerySectionData;
  element: HTMLElement;
  server: ServerDom;
  signal: AbortSignal;
  loadPack: BlockProps['loadPack'];
  log: Logger;
}

/**
 * Makes each image without a click-through link open the lightbox at its place. A click-through
 * keeps its link: the server's <a> already works with mouse and keyboard.
 */
export function wireLightbox({ data, element, server, signal, loadPack, log }: LightboxWiring) {
  const openable = data.items.flatMap((item) => {
    const shown = item.link ? null : lightboxItem(item);
    return shown ? [{ item, shown }] : [];
  });
  const items = openable.map(({ shown }) => shown);
  const label = element.getAttribute('aria-label')?.trim() || DEFAULT_LIGHTBOX_LABEL;
  const launch = createLightboxLauncher({ loadPack, signal, log });
  const open = (index: number, opener: HTMLElement) => void launch({ items, index, label, opener });

  openable.forEach(({ item, shown }, index) => {
    const { frame } = item;
    markLightboxOpener(
      server,
      frame,
      shown.alt.trim() || `Image ${index + 1} of ${items.length}`,
      OPENER_CLASS,
    );
    frame.addEventListener('click', () => open(index, frame), { signal });
    listenAsButton(
      frame,
      () => index,
      (at) => open(at, frame),
      signal,
    );
  });
}
