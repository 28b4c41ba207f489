// SetUpBannerImage (Skye family's blog post): with the banner at its "Normal" width, a square or
// portrait banner would fill the screen, so the body gets `constrain-banner--mid` (an image 75 to
// 100 % as tall as wide) or `constrain-banner--narrow` (taller than wide) and the template
// narrows it. The picture itself is loaded by the image loader.
//
// <section class="blog-item-banner has-main-image">
//   <div class="blog-item-banner-image" data-controller="SetUpBannerImage">
//     <img data-src="…" data-image-dimensions="2500x1941" data-load="false" alt="…"></div>
import { ownedClass } from '../../src/lib/owned-class';
import type { ControllerProps } from '../../src/runtime/types';
import { imageRatio } from './image-ratio';
import * as dom from '../../src/lib/dom';

export const NORMAL_WIDTH_CLASS = 'tweak-blog-item-banner-image-width-normal';

/** The body class for a banner `ratio` % as tall as wide, at the normal width. */
export function bannerClass(ratio: number | null): string | null {
  if (ratio === null) return null;
  if (ratio > 100) return 'constrain-banner--narrow';
  return ratio >= 75 ? 'constrain-banner--mid' : null;
}

export function attachSetUpBannerImage({ element, signal }: ControllerProps): void {
  const body = dom.body(element.ownerDocument);
  if (!body.classList.contains(NORMAL_WIDTH_CLASS)) return;
  const name = bannerClass(imageRatio(element.querySelector('img')));
  if (name) ownedClass(body, name, signal)(true);
}
