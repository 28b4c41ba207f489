// ImageZoom: while a mouse or pen rests on a product image, the image is shown twice as large
// around the pointer, inside its own frame (nothing else moves). Touch and keyboard visitors get
// the full-size image from the lightbox instead. Without motion preferences there is no animation
// either way: the zoom follows the pointer directly.
import { PRODUCT_GALLERY_MARKUP as M } from '../../src/api/commerce-names';
import type { ControllerProps } from '../../src/runtime/types';

export const ZOOMED_CLASS = 'sr-image-zoom--zoomed';
export const ZOOM_FRAME_CLASS = 'sr-image-zoom';
/** How much larger the image shows (ours). */
export const ZOOM_SCALE = 2;

export function attachImageZoom({ element, server, signal }: ControllerProps): void {
  const frames = element.matches(M.slide)
    ? [element]
    : Array.from(element.querySelectorAll<HTMLElement>(M.slide));
  for (const frame of frames) {
    const image = frame.querySelector<HTMLImageElement>('img');
    if (!image) continue;
    server.toggleClass(frame, ZOOM_FRAME_CLASS, true);
    const zoom = (event: PointerEvent): void => {
      if (event.pointerType === 'touch') return;
      const box = frame.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return;
      const x = ((event.clientX - box.left) / box.width) * 100;
      const y = ((event.clientY - box.top) / box.height) * 100;
      image.style.setProperty('transform-origin', `${x.toFixed(1)}% ${y.toFixed(1)}%`);
      image.style.setProperty('transform', `scale(${ZOOM_SCALE})`);
      image.classList.add(ZOOMED_CLASS);
    };
    const reset = (): void => {
      image.style.removeProperty('transform-origin');
      image.style.removeProperty('transform');
      image.classList.remove(ZOOMED_CLASS);
    };
    frame.addEventListener('pointermove', zoom, { signal });
    frame.addEventListener('pointerleave', reset, { signal });
    signal.addEventListener('abort', reset, { once: true });
  }
}
