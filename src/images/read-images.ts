// Finds the images of a block or component and reads their settings; unusable ones are logged.
import { createLogger } from '../runtime/logger';
import { BlockSkip } from '../runtime/types';
import { readImageSettings, type ImageLoadOptions } from './image-settings';
import type { LoadableImage } from './types';

export const imageLog = createLogger('image');

/** Images the loader handles: a lazy source, or a srcset the server already wrote. */
export const LOADABLE_IMAGE = 'img[data-src], img[data-image], img[srcset]';

/** Reads one image; an element that is not one, or has no usable source, skips the block. */
export function readLoadableImage(element: Element, options: ImageLoadOptions = {}): LoadableImage {
  const result = readImageSettings(element, options);
  if (!result.ok) throw new BlockSkip(result.error);
  for (const warning of result.warnings) imageLog.warn(`Image ${describe(element)}: ${warning}`);
  return { image: element as HTMLImageElement, settings: result.value };
}

/** The loadable images inside `root` (a <noscript> copy is not one). */
export function loadableImagesIn(root: Element): HTMLImageElement[] {
  return Array.from(root.querySelectorAll<HTMLImageElement>(LOADABLE_IMAGE)).filter(
    (img) => !img.closest('noscript'),
  );
}

/** The first image inside `root` with a lazy source (`data-src` or `data-image`), if any. */
export function lazyImageIn(root: Element): HTMLImageElement | undefined {
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
export function readImageGroup(root: Element): LoadableImage[] {
  const images: LoadableImage[] = [];
  const problems: string[] = [];
  for (const img of loadableImagesIn(root)) {
    try {
      images.push(readLoadableImage(img));
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
