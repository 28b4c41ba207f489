// Reads an image block (type 5): its image, design, link, caption and lightbox wish.
import { BlockSkip } from '../../src/runtime/types';
import { imageLog, loadableImagesIn, readLoadableImage } from '../../src/images';
import { IMAGE_BLOCK_DESIGNS, type ImageBlockData, type ImageBlockDesign } from './types';

const DESIGN_CLASS = /(?:^|\s)design-layout-([\w-]+)/;

function designOf(element: HTMLElement): ImageBlockDesign {
  const holder = element.querySelector('[class*="design-layout-"]');
  const name = DESIGN_CLASS.exec(holder?.getAttribute('class') ?? '')?.[1];
  if (name === undefined) return 'inline';
  if ((IMAGE_BLOCK_DESIGNS as readonly string[]).includes(name)) return name as ImageBlockDesign;
  imageLog.warn(`Image block ${element.id}: unknown design "${name}", drawn as inline`);
  return 'inline';
}

export function readImageBlock(element: HTMLElement): ImageBlockData {
  const [img] = loadableImagesIn(element);
  if (!img) throw new BlockSkip('No image: the block holds no <img> with data-src or data-image');
  const { image, settings } = readLoadableImage(img);
  const design = designOf(element);
  // Every design but inline draws the image in a frame of the block's own proportions (its
  // image inset): it fills that frame, cropped around the focal point, unless the server says fit.
  const framed = design !== 'inline' && image.parentElement?.classList.contains('has-aspect-ratio');
  if (framed && settings.crop === 'none') settings.crop = 'cover';

  // 7.0 markup: the lightbox wish is a `lightbox` class on the image's wrapper (v1) or an anchor
  // with data-lightbox-theme (v2); a click-through is any other link around the image.
  const lightboxHolder = image.closest('[data-lightbox-theme], .lightbox');
  const inBlock = lightboxHolder !== null && element.contains(lightboxHolder);
  const anchor = image.closest('a[href]');
  const link =
    anchor instanceof HTMLAnchorElement && element.contains(anchor) && anchor !== lightboxHolder
      ? anchor
      : (element.querySelector<HTMLAnchorElement>('a.sqs-block-image-link[href]') ?? null);

  return {
    image,
    settings,
    design,
    link,
    caption: element.querySelector<HTMLElement>(
      '.image-caption-wrapper, figcaption, .image-card-wrapper',
    ),
    lightboxTheme: inBlock ? (lightboxHolder.getAttribute('data-lightbox-theme') ?? '') : null,
  };
}
