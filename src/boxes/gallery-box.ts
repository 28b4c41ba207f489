// What a 7.1 gallery section's layout is made of, read from the server's markup alone: the
// wrapper, each item's figure, frame, caption and image proportions, and the props that size
// them. The core reads it to reserve the section's boxes before the first paint
// (./reserve-boxes.ts); the `gallery-section` pack reads the same, through the same code, so the
// layout it keeps is the one the visitor first saw.
//
// Markup (fixtures/blocks/gallery-sections-7.1.html; blocks/gallery-section/index.ts):
// <div data-controller="GalleryStrips" data-props='{"gutter": 20, "rowHeight": 500, …}'>
//   <div class="gallery-strips-wrapper">
//     <figure class="gallery-strips-item">
//       <div class="gallery-strips-item-wrapper"><img data-src="…" data-image-dimensions="WxH"></div>
//       [<figcaption>…</figcaption>]
import { asNumber, asNumberIn } from '../lib/coerce';
import { PER_ROW, ROW_HEIGHT_PX } from '../lib/markup-limits';
import {
  describeSection,
  readDataProps,
  readSharedSectionProps,
  type SharedSectionProps,
} from '../lib/section-props';
import { readImageSettings } from '../images/image-settings';
import { BlockSkip, type Logger } from '../runtime/types';

/** The gallery layouts, named as in the server's class names (gallery-<kind>). */
export type GalleryKind = 'masonry' | 'strips' | 'grid';

/** What a section's layout depends on besides its items. */
export interface GalleryLayoutProps extends SharedSectionProps {
  /** Columns on wide screens (masonry, grid). */
  numColumns: number;
  /** Target row height in CSS pixels on wide screens (strips). */
  rowHeight: number;
}

/** One item as the layout sees it. */
export interface GalleryBoxItem {
  figure: HTMLElement;
  /** The `.gallery-<kind>-item-wrapper` the image fills. */
  frame: HTMLElement;
  /** The item's image, when it has one. */
  img: HTMLImageElement | null;
  caption: HTMLElement | null;
  /** Width over height, from data-image-dimensions (1 when unknown or unusable). */
  ratio: number;
}

export interface GalleryBox {
  kind: GalleryKind;
  props: GalleryLayoutProps;
  /** The `.gallery-<kind>-wrapper` that holds the items. */
  wrapper: HTMLElement;
  items: GalleryBoxItem[];
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

/**
 * How a section's images are loaded: every frame is filled, cropped around the focal point
 * (masonry and strips frames have the image's own proportions, so nothing is cut there; grid
 * frames may cut the edges).
 */
export const GALLERY_IMAGE_OPTIONS = { mode: 'fill' } as const;

/** Defaults where data-props says nothing (widgets.md section 9: auto rows 250 high). */
const DEFAULT_COLUMNS = 3;
const DEFAULT_ROW_HEIGHT = 250;

/** Images the loader handles: a lazy source, or a srcset the server already wrote. */
const LOADABLE_IMAGE = 'img[data-src], img[data-image], img[srcset]';

/** The layout props of a section whose data-props (raw JSON) was parsed into `raw`. */
export function readGalleryLayoutProps(
  element: HTMLElement,
  raw: Record<string, unknown>,
  log: Logger,
): GalleryLayoutProps {
  const columns = Math.round(asNumber(raw.numColumns ?? element.getAttribute('data-columns'), 0));
  return {
    ...readSharedSectionProps(element, raw, log),
    numColumns: asNumberIn(columns, PER_ROW, DEFAULT_COLUMNS),
    rowHeight: asNumberIn(raw.rowHeight, ROW_HEIGHT_PX, DEFAULT_ROW_HEIGHT),
  };
}

/** The first image of `root` the loader could load (a <noscript> copy is not one). */
function firstLoadableImage(root: Element): HTMLImageElement | null {
  for (const img of root.querySelectorAll<HTMLImageElement>(LOADABLE_IMAGE)) {
    if (!img.closest('noscript')) return img;
  }
  return null;
}

/** Reads one item; its ratio counts only when its image can be loaded, as the pack draws it. */
export function readGalleryBoxItem(figure: HTMLElement, kind: GalleryKind): GalleryBoxItem {
  const frame =
    figure.querySelector<HTMLElement>(`.gallery-${kind}-item-wrapper`) ??
    (figure.firstElementChild as HTMLElement | null) ??
    figure;
  const img = firstLoadableImage(figure);
  const settings = img ? readImageSettings(img) : null;
  const dimensions = settings?.ok ? settings.value.dimensions : null;
  return {
    figure,
    frame,
    img,
    caption: figure.querySelector<HTMLElement>('figcaption'),
    ratio: dimensions ? dimensions.width / dimensions.height : 1,
  };
}

/**
 * Reads a section of one kind whose layout props the caller read: wrapper and items. No wrapper or
 * no items skip it (BlockSkip, with the reason).
 */
export function readGalleryBox<Props extends GalleryLayoutProps>(
  element: HTMLElement,
  kind: GalleryKind,
  props: Props,
): GalleryBox & { props: Props } {
  const wrapper = element.querySelector<HTMLElement>(`.gallery-${kind}-wrapper`);
  const section = describeSection(element);
  if (!wrapper) throw new BlockSkip(`Gallery ${section}: no .gallery-${kind}-wrapper`);
  const figures = Array.from(wrapper.querySelectorAll<HTMLElement>(`.gallery-${kind}-item`));
  if (figures.length === 0) throw new BlockSkip(`Gallery ${section}: no items`);
  return { kind, props, wrapper, items: figures.map((figure) => readGalleryBoxItem(figure, kind)) };
}

/** The layout props of a section; bad data-props skips it (see readDataProps). */
export function readGalleryBoxProps(element: HTMLElement, log: Logger): GalleryLayoutProps {
  return readGalleryLayoutProps(element, readDataProps(element), log);
}
