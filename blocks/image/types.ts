import type { LoadableImage } from '../../src/images';

/** The 7.0 image block designs (class `design-layout-<name>`). */
export const IMAGE_BLOCK_DESIGNS = [
  'inline',
  'card',
  'overlap',
  'collage',
  'stack',
  'poster',
] as const;
export type ImageBlockDesign = (typeof IMAGE_BLOCK_DESIGNS)[number];

/** What the image block (type 5) reads from its server markup. */
export interface ImageBlockData extends LoadableImage {
  design: ImageBlockDesign;
  /** The click-through link around the image, when the block has one. */
  link: HTMLAnchorElement | null;
  /** The caption, title or card text the server drew (kept as it is). */
  caption: HTMLElement | null;
  /** Set when the block opens its image in a lightbox: the theme ('' when none is named). */
  lightboxTheme: string | null;
}

/** Images outside image blocks: 7.1 imageFluid components, 7.0 template images. */
export interface ImageGroupData {
  images: LoadableImage[];
}
