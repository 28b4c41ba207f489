// BackgroundImageFXParallax (7.1): a section background that moves slower than the page. The
// template hides the image (`.background-image-fx { visibility: hidden }`) for a canvas effect
// the platform draws with WebGL, and shows it only to visitors who asked for less motion: without
// script the section has no background. This shows the image and moves it with a transform
// inside the section's clipped background (nothing around it moves); with reduced motion or
// `nomotion=true` the image stands still.
//
// Markup (fixtures/controllers/sections-7.1.html):
//
// <div class="section-background">
//   <div class="section-background-content" data-controller="BackgroundImageFXParallax">
//     <img class="background-image-fx" data-src="…" data-image-focal-point="0.5,0.5" …>
//     <div class="section-background-canvas background-fx-canvas"></div>
//   </div>
// </div>
import { StyleJournal } from '../../src/images/style-journal';
import { whileMotionAllowed } from '../../src/lib/motion';
import { onScrollFrame, viewportProgress } from '../../src/lib/scroll-frame';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';

/** How far the image travels each way, as a fraction of the section's height. */
export const PARALLAX_TRAVEL = 0.1;

/**
 * The image's transform when its section has crossed `progress` of the viewport (0..1): scaled
 * so it still covers the section at both ends of its travel.
 */
export function parallaxTransform(progress: number, height: number): string {
  const clamped = Math.min(1, Math.max(0, progress));
  const shift = (clamped - 0.5) * 2 * PARALLAX_TRAVEL * height;
  return `translate3d(0, ${Math.round(shift * 10) / 10}px, 0) scale(${1 + 2 * PARALLAX_TRAVEL})`;
}

export function attachBackgroundImageFx({ element, signal }: ControllerProps): void {
  const image =
    element.querySelector<HTMLImageElement>('img.background-image-fx') ??
    element.querySelector<HTMLImageElement>('img');
  if (!image) throw new BlockSkip('No background image in the section');
  const frame = element.closest<HTMLElement>('.section-background') ?? element;
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  styles.set(image, 'visibility', 'visible');

  whileMotionAllowed(
    (moving) => {
      styles.set(image, 'will-change', 'transform');
      onScrollFrame(() => {
        const box = frame.getBoundingClientRect();
        const progress = viewportProgress(box, window.innerHeight);
        // Out of view: nothing to draw.
        if (progress < 0 || progress > 1) return;
        styles.set(image, 'transform', parallaxTransform(progress, box.height));
      }, moving);
    },
    () => styles.set(image, 'transform', 'none'),
    signal,
  );
}
