// One lightbox image item from an image the loader read, for every block that opens the lightbox
// (image blocks, 7.0 galleries, 7.1 gallery sections): the full-size image, with every width the
// CDN has up to the original's in srcset so the browser picks; the server's own srcset for 7.1
// images that carry one. Pure, so a block pack takes it without the lightbox itself.
import { ladderFor, sizedUrl, srcsetFor, type LoadableImage } from '../images';
import type { LightboxImageItem } from './types';

/** An element's text on one line (a caption, say), or undefined when it has none. */
export function oneLineText(element: Element | null | undefined): string | undefined {
  return element?.textContent?.replace(/\s+/g, ' ').trim() || undefined;
}

/**
 * The lightbox item for `loadable`, or null without any source. `caption` is the element whose
 * text goes under the image; alt is the image's own.
 */
export function lightboxImageItem(
  { image, settings }: LoadableImage,
  caption?: Element | null,
): LightboxImageItem | null {
  let src: string;
  let srcset: string | undefined;
  if (settings.serverSized) {
    src = settings.source || image.currentSrc || image.getAttribute('src') || '';
    srcset = image.getAttribute('srcset') || undefined;
  } else {
    const ladder = ladderFor(settings.dimensions?.width ?? null);
    src = settings.source ? sizedUrl(settings.source, ladder[ladder.length - 1] as number) : '';
    srcset = settings.source ? srcsetFor(settings.source, ladder) : undefined;
  }
  if (!src) return null;
  const text = oneLineText(caption);
  return {
    kind: 'image',
    src,
    ...(srcset ? { srcset } : {}),
    alt: image.getAttribute('alt') ?? '',
    ...(settings.dimensions
      ? { width: settings.dimensions.width, height: settings.dimensions.height }
      : {}),
    ...(text ? { caption: text } : {}),
  };
}
