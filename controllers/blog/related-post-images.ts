// RelatedPostImages (Skye family's blog post): with the site's image crop set to none
// (`tweak-crop-images-none` on the body), each related post's picture keeps its own shape: its
// frame gets the picture's proportions (padding-bottom); with a crop the stylesheet sets them.
//
// <section id="related" class="blog-item-related clear" data-controller="RelatedPostImages">
//   <article …><div class="thumbnail-title-wrapper"><div class="excerpt-thumb">
//     <a href="…" class="excerpt-image content-fill"><img data-src="…" data-image-dimensions="1536x2304" …>
import { StyleJournal } from '../../src/images/style-journal';
import type { ControllerProps } from '../../src/runtime/types';
import { imageRatio } from './image-ratio';
import * as dom from '../../src/lib/dom';

export const NO_CROP_CLASS = 'tweak-crop-images-none';

export function attachRelatedPostImages({ element, signal }: ControllerProps): void {
  if (!dom.body(element.ownerDocument).classList.contains(NO_CROP_CLASS)) return;
  const styles = new StyleJournal();
  signal.addEventListener('abort', () => styles.restore(), { once: true });
  for (const img of element.querySelectorAll('.thumbnail-title-wrapper img')) {
    const ratio = imageRatio(img);
    const frame = img.parentElement;
    if (ratio !== null && frame)
      styles.set(frame, 'padding-bottom', `${Math.round(ratio * 1000) / 1000}%`);
  }
}
