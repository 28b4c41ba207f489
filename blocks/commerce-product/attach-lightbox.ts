// Lightbox: each product image opens the shared lightbox (src/lightbox) at its place, with the
// product's other images beside it. Each image frame becomes a button named after its image
// (Enter and Space open it, as a click does); the lightbox pack is fetched on the first opening,
// and focus returns to the frame on close.
import { PRODUCT_GALLERY_MARKUP as M } from '../../src/api/commerce-names';
import { readImageIfUsable } from '../../src/images';
import { lightboxImageItem } from '../../src/lightbox/image-item';
import { createLightboxLauncher, preloadLightbox } from '../../src/lightbox/launcher';
import { markLightboxOpener } from '../../src/lightbox/opener';
import type { LightboxImageItem } from '../../src/lightbox/types';
import { listenAsButton } from '../../src/lib/button-keys';
import { createLogger } from '../../src/runtime/logger';
import type { ControllerProps } from '../../src/runtime/types';

export const OPENER_CLASS = 'sr-product-gallery__opener';

export function attachLightbox({ element, server, signal, loadPack }: ControllerProps): void {
  const log = createLogger('controller Lightbox');
  const frames = Array.from(element.querySelectorAll<HTMLElement>(M.slide));
  const openable = frames.flatMap((frame) => {
    const image = readImageIfUsable(frame.querySelector<HTMLImageElement>('img') ?? undefined);
    const item: LightboxImageItem | null = image ? lightboxImageItem(image) : null;
    return item ? [{ frame, item }] : [];
  });
  if (openable.length === 0) return;
  const items = openable.map(({ item }) => item);
  const launch = createLightboxLauncher({ loadPack, signal, log });
  openable.forEach(({ frame, item }, index) => {
    markLightboxOpener(
      server,
      frame,
      item.alt.trim() || `Image ${index + 1} of ${items.length}`,
      OPENER_CLASS,
    );
    // The gallery's name, read when it opens (ProductGallery may name it after this ran).
    const label = (): string =>
      element.closest('[aria-label]')?.getAttribute('aria-label') ?? 'Product images';
    const open = (): void => void launch({ items, index, label: label(), opener: frame });
    frame.addEventListener('click', open, { signal });
    frame.addEventListener('pointerenter', () => preloadLightbox(loadPack), { signal, once: true });
    listenAsButton(frame, () => index, open, signal);
  });
}
