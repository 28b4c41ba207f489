import type { LoadableImage } from '../../src/images';
import type { SharedSectionProps } from '../../src/lib/section-props';

/** The gallery layouts this pack draws, named as in the server's class names (gallery-<kind>). */
export type GalleryKind = 'masonry' | 'strips' | 'grid';

/** What a 7.1 gallery section's `data-props` (and its data- attributes) ask for. */
export interface GalleryProps extends SharedSectionProps {
  /** Columns on wide screens (masonry, grid). */
  numColumns: number;
  /** Target row height in CSS pixels on wide screens (strips). */
  rowHeight: number;
  autoplay: boolean;
  /** Seconds between slides, for the controllers that autoplay. */
  autoplayDuration: number;
  /** `full`, `inset`, … (the template sizes the section by it). */
  width: string;
  /** Every key of data-props as the server wrote it, for controllers that need more. */
  raw: Record<string, unknown>;
}

/** One item of the section: its figure, the frame its image fills, the image, its caption. */
export interface GalleryItem {
  figure: HTMLElement;
  /** The `.gallery-<kind>-item-wrapper` the image fills. */
  frame: HTMLElement;
  /** The image and how to load it; null when the item has no usable image (its box is kept). */
  image: LoadableImage | null;
  /** The server's click-through link around the image, if any. */
  link: HTMLAnchorElement | null;
  caption: HTMLElement | null;
  /** Width over height, from data-image-dimensions (1 when unknown). */
  ratio: number;
}

export interface GallerySectionData {
  kind: GalleryKind;
  controller: string;
  /** data-section-id, or '' when absent: names the section in messages. */
  sectionId: string;
  props: GalleryProps;
  /** The `.gallery-<kind>-wrapper` that holds the items. */
  wrapper: HTMLElement;
  items: GalleryItem[];
}

/** Where one item goes, in CSS pixels relative to the wrapper. */
export interface ItemBox {
  left: number;
  top: number;
  width: number;
  /** Height of the image's frame (a caption, if any, sits under it). */
  height: number;
}

export interface Layout {
  boxes: ItemBox[];
  /** The wrapper's height. */
  height: number;
}
