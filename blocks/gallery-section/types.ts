import type { LoadableImage } from '../../src/images';
import type {
  GalleryBox,
  GalleryBoxItem,
  GalleryKind,
  GalleryLayoutProps,
} from '../../src/boxes/gallery-box';

export type { GalleryKind, ItemBox, Layout } from '../../src/boxes/gallery-box';

/** What a 7.1 gallery section's `data-props` (and its data- attributes) ask for. */
export interface GalleryProps extends GalleryLayoutProps {
  autoplay: boolean;
  /** Seconds between slides, for the controllers that autoplay. */
  autoplayDuration: number;
  /** `full`, `inset`, … (the template sizes the section by it). */
  width: string;
  /** Every key of data-props as the server wrote it, for controllers that need more. */
  raw: Record<string, unknown>;
}

/** One item of the section: its figure, the frame its image fills, the image, its caption. */
export interface GalleryItem extends GalleryBoxItem {
  /** The image and how to load it; null when the item has no usable image (its box is kept). */
  image: LoadableImage | null;
  /** The server's click-through link around the image, if any. */
  link: HTMLAnchorElement | null;
}

export interface GallerySectionData extends GalleryBox {
  kind: GalleryKind;
  controller: string;
  /** data-section-id, or '' when absent: names the section in messages. */
  sectionId: string;
  props: GalleryProps;
  items: GalleryItem[];
}
