// The doncab templates crop a banner's or an index item's picture to its frame when the site says
// so: an alignment setting (`<prefix>-alignment-left|right|center` on the body) with the crop
// setting (`<prefix>-crop`) makes the frame `content-fill` (the image loader then fills it around
// the focal point); otherwise the picture keeps its own shape (`imageClass`), and without an
// alignment the crop setting goes.
import { ownedClass } from '../../src/lib/owned-class';
import type { ServerDom } from '../../src/runtime/server-dom';

export interface CropTarget {
  /** `banner-image` or `index-item-image`: the body classes' prefix. */
  prefix: string;
  /** The class a picture of its own shape has. */
  imageClass: string;
  frames: HTMLElement[];
  images: HTMLElement[];
}

export function applyCrop(
  body: HTMLElement,
  { prefix, imageClass, frames, images }: CropTarget,
  server: ServerDom,
  signal: AbortSignal,
): void {
  const aligned = ['left', 'right', 'center'].some((side) =>
    body.classList.contains(`${prefix}-alignment-${side}`),
  );
  const cropped = aligned && body.classList.contains(`${prefix}-crop`);
  if (!aligned) ownedClass(body, `${prefix}-crop`, signal)(false);
  for (const frame of frames) server.toggleClass(frame, 'content-fill', cropped);
  for (const image of images) server.toggleClass(image, imageClass, !cropped);
}
