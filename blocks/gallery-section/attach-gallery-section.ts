// Mounts a 7.1 gallery section: lays its items out (no image needed for that), loads their
// images as they come near, lays out again when its width changes, and wires the lightbox.
import { attachImage, imageLog, StyleJournal } from '../../src/images';
import { galleryLog } from './log';
import { abortableTimeout } from '../../src/lib/timers';
import { afterNextPaint } from '../../src/runtime/scheduler';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { applyLayout, measureSpace } from '../../src/boxes/apply-gallery-layout';
import { holdServerHeight, type HeightHold } from './hold-height';
import { wireLightbox } from './lightbox';
import type { GallerySectionData } from './types';
import './gallery-section.css';

/** widgets.md section 9: "Resize debounce 100 ms". */
export const RESIZE_DEBOUNCE_MS = 100;

export const SECTION_CLASS = 'sr-gallery';
export const FRAME_CLASS = 'sr-gallery__frame';
export const IMAGE_CLASS = 'sr-gallery__image';

/**
 * The loader wrote each loaded image's `sizes` for the box it had then (7.1 images that came with
 * their own srcset keep the server's sizes, in vw). Every frame keeps its proportions, so the width
 * an image is drawn at scales with its box: the same factor keeps the browser's choice from the
 * srcset right, a larger file once the box has grown.
 */
function resizeSizes(
  data: GallerySectionData,
  before: readonly number[],
  after: readonly number[],
  server: BlockProps['server'],
): void {
  data.items.forEach(({ image }, index) => {
    const old = before[index];
    const now = after[index];
    if (!image || image.settings.serverSized || !old || !now || old === now) return;
    const sizes = /^(\d+(?:\.\d+)?)px$/.exec(image.image.getAttribute('sizes') ?? '');
    if (!sizes) return;
    const scaled = Math.max(1, Math.ceil((Number(sizes[1]) * now) / old));
    server.setAttribute(image.image, 'sizes', `${scaled}px`);
  });
}

export function attachGallerySection(props: BlockProps<GallerySectionData>): Cleanup {
  const { element, data, server, signal, loadPack } = props;
  const styles = new StyleJournal();
  server.toggleClass(element, SECTION_CLASS, true);
  server.toggleClass(element, `${SECTION_CLASS}--${data.kind}`, true);
  for (const { frame, image } of data.items) {
    server.toggleClass(frame, FRAME_CLASS, true);
    if (image) server.toggleClass(image.image, IMAGE_CLASS, true);
  }

  // The template shows an item only once the platform's script marks it `data-show` (its wrapper
  // stays at opacity 0 until then), and its boxes still sit where the server's flow put them. They
  // are moved while hidden (a box that is not visible in the frame it moves in is no layout
  // shift), then shown in place after that frame has been painted.
  for (const { figure } of data.items) styles.set(figure, 'visibility', 'hidden');
  void afterNextPaint().then(() => {
    if (signal.aborted) return;
    for (const { figure } of data.items) {
      styles.set(figure, 'visibility', '');
      server.setAttribute(figure, 'data-show', '');
    }
  });

  // Laid out before the images are attached, so the loader sizes each one to its box.
  let laidOut = { width: -1, viewportWidth: -1 };
  let widths: number[] = [];
  let hold: HeightHold | null = null;
  const layout = () => {
    // Before the first layout, the wrapper's box is the server flow's: what a hold keeps.
    const { space, box: wrapperBox } = measureSpace(data);
    // Hidden (no width yet): the resize observer calls again once it has one.
    if (space.width <= 0) return;
    if (space.width === laidOut.width && space.viewportWidth === laidOut.viewportWidth) return;
    const { boxes, height: laidOutHeight } = applyLayout(data, space, styles);
    const before = widths;
    widths = boxes.map((box) => box.width);
    laidOut = space;
    resizeSizes(data, before, widths, server);
    if (hold) hold.laidOut(laidOutHeight);
    else {
      hold = holdServerHeight({
        wrapper: data.wrapper,
        server: { top: wrapperBox.top, height: wrapperBox.height },
        laidOutHeight,
        styles,
        signal,
      });
    }
  };
  layout();

  const imageCleanups = data.items.flatMap(({ image }) =>
    image ? [attachImage(image.image, image.settings, { server, signal, log: imageLog })] : [],
  );

  let pending: (() => void) | null = null;
  const scheduleLayout = () => {
    pending?.();
    pending = abortableTimeout(
      () => {
        pending = null;
        layout();
      },
      RESIZE_DEBOUNCE_MS,
      signal,
    );
  };
  window.addEventListener('resize', scheduleLayout, { signal });
  // The width can also change without the window's (a template's sidebar, say).
  const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(scheduleLayout) : null;
  observer?.observe(data.wrapper);

  if (data.props.lightbox) {
    wireLightbox({ data, element, server, signal, loadPack, log: galleryLog });
  }

  return () => {
    observer?.disconnect();
    pending?.();
    imageCleanups.forEach((cleanup) => cleanup());
    styles.restore();
  };
}
