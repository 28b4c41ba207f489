import type { LoadableImage } from '../../src/images';
import type { SharedSectionProps } from '../../src/lib/section-props';

/** The slideshow kinds of 7.1 gallery sections. */
export type SlideshowKind = 'reel' | 'full' | 'simple';

/** What a section's `data-props` (and its data- attributes) ask for. */
export interface SlideshowProps extends SharedSectionProps {
  /** Milliseconds between slides when the props ask for autoplay; null: none. */
  autoplayMs: number | null;
  loop: boolean;
  /** Every key of data-props as the server wrote it. */
  raw: Record<string, unknown>;
}

/** One item: the node the carousel takes as a slide, its figure, frame, image and caption. */
export interface SlideshowItem {
  /** The item's node among the list's children (the figure, or a wrapper holding only it). */
  slide: HTMLElement;
  /** The `.gallery-<kind>-item` element. */
  item: HTMLElement;
  /** The element the image fills: its box is reserved before the image arrives. */
  frame: HTMLElement;
  image: LoadableImage | null;
  /** The server's click-through link around the image, if any. */
  link: HTMLAnchorElement | null;
  caption: HTMLElement | null;
  /** Width over height from data-image-dimensions; null when unknown. */
  ratio: number | null;
  alt: string;
}

export interface SlideshowData {
  kind: SlideshowKind;
  /** The carousel's (and the lightbox's) name, without the word "carousel". */
  label: string;
  props: SlideshowProps;
  /** The element that holds the items: the carousel is drawn in it. */
  list: HTMLElement;
  items: SlideshowItem[];
  /** The server's own controls and bullets (dead without the platform's script): hidden. */
  controls: HTMLElement[];
}
