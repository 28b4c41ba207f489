// Finds the images of a block or component and reads their settings; unusable ones are logged.
import { createLogger } from '../runtime/logger';
import { BlockSkip } from '../runtime/types';
import { readImageDisplay } from './image-display';
import { readImageSettings, type ImageLoadOptions } from './image-settings';
import type { LoadableImage } from './types';

export const imageLog = createLogger('image');

/** Images the loader handles: a lazy source, or a srcset the server already wrote. */
export const LOADABLE_IMAGE = 'img[data-src], img[data-image], img[srcset]';

/**
 * Reads one image, with the options only the image pack reads (./image-display.ts). No element,
 * an element that is not an image, or one with no usable source skips the block, with the spec's
 * words ("No image", "Element is not a valid image element").
 */
export function readLoadableImage(
  element: Element | null | undefined,
  options: ImageLoadOptions = {},
): LoadableImage {
  if (!element) throw new BlockSkip('No image');
  const result = readImageSettings(element, options);
  if (!result.ok) throw new BlockSkip(result.error);
  const display = readImageDisplay(element, options);
  for (const warning of [...result.warnings, ...display.warnings]) {
    imageLog.warn(`Image ${describe(element)}: ${warning}`);
  }
  return {
    image: element as HTMLImageElement,
    settings: { ...result.value, display: display.value },
  };
}

/** A root that is missing is the caller's mistake: logged with the spec's words, no images. */
function hasRoot(root: Element | null | undefined): root is Element {
  if (root) return true;
  imageLog.error('No root node');
  return false;
}

/** The loadable images inside `root` (a <noscript> copy is not one). */
export function loadableImagesIn(root: Element | null | undefined): HTMLImageElement[] {
  if (!hasRoot(root)) return [];
  return Array.from(root.querySelectorAll<HTMLImageElement>(LOADABLE_IMAGE)).filter(
    (img) => !img.closest('noscript'),
  );
}

/** The first image inside `root` with a lazy source (`data-src` or `data-image`), if any. */
export function lazyImageIn(root: Element | null | undefined): HTMLImageElement | undefined {
  if (!hasRoot(root)) return undefined;
  return Array.from(root.querySelectorAll('img')).find(
    (img) =>
      !img.closest('noscript') && (img.hasAttribute('data-src') || img.hasAttribute('data-image')),
  );
}

/**
 * Reads one image of a block that can do without it (a gallery slide, a summary item): an image
 * with no usable source is logged and left as the server drew it (null).
 */
export function readImageIfUsable(
  img: HTMLImageElement | undefined,
  options: ImageLoadOptions = {},
): LoadableImage | null {
  if (!img) return null;
  try {
    return readLoadableImage(img, options);
  } catch (error) {
    if (!(error instanceof BlockSkip)) throw error;
    imageLog.warn(`Image ${describe(img)} left as it is: ${error.message}`);
    return null;
  }
}

/** Every usable image inside `root`; none at all skips the block with `No images`. */
export function readImageGroup(
  root: Element | null | undefined,
  options: ImageLoadOptions = {},
): LoadableImage[] {
  if (!root) throw new BlockSkip('No root node');
  const images: LoadableImage[] = [];
  const problems: string[] = [];
  for (const img of loadableImagesIn(root)) {
    try {
      images.push(readLoadableImage(img, options));
    } catch (error) {
      if (!(error instanceof BlockSkip)) throw error;
      problems.push(error.message);
      imageLog.warn(`Image ${describe(img)} skipped: ${error.message}`);
    }
  }
  if (images.length === 0) {
    throw new BlockSkip(problems.length > 0 ? `No images: ${problems.join('; ')}` : 'No images');
  }
  return images;
}

function describe(element: Element): string {
  const alt = element.getAttribute('alt');
  return alt ? `"${alt.slice(0, 40)}"` : `<${element.tagName.toLowerCase()}>`;
}
