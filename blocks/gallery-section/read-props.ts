// Reads a 7.1 gallery section: its data-props (raw JSON), its items and their images.
import { asBoolean, asNumber, asString, isRecord } from '../../src/lib/coerce';
import { loadableImagesIn, readImageSettings } from '../../src/images';
import { galleryLog } from './log';
import { BlockSkip } from '../../src/runtime/types';
import type { GalleryItem, GalleryKind, GalleryProps, GallerySectionData } from './types';

/** The 7.1 aspect-ratio names (width over height); `original` keeps each image's own. */
export const ASPECT_RATIOS: Readonly<Record<string, number | null>> = {
  original: null,
  square: 1,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  'three-two': 3 / 2,
  'two-three-vertical': 2 / 3,
  'sixteen-nine': 16 / 9,
  'nine-sixteen-vertical': 9 / 16,
};

/** Defaults where data-props says nothing (widgets.md section 9: auto rows 250 high, gutter 20). */
const DEFAULT_COLUMNS = 3;
const DEFAULT_GUTTER = 20;
const DEFAULT_ROW_HEIGHT = 250;
/** widgets.md section 9: autoplay every 5000 ms by default. */
const DEFAULT_AUTOPLAY_SECONDS = 5;

/** How messages name a section: its controller and section id. */
export function describeSection(element: Element): string {
  const controller = element.getAttribute('data-controller') ?? 'gallery';
  const id = element.getAttribute('data-section-id');
  return id ? `${controller} section ${id}` : `${controller} section`;
}

function aspectRatio(value: unknown, section: string): number | null {
  if (typeof value === 'number' && value > 0) return value;
  const name = asString(value).trim().toLowerCase();
  if (name === '') return null;
  if (name in ASPECT_RATIOS) return ASPECT_RATIOS[name] ?? null;
  galleryLog.warn(`Gallery ${section}: unknown aspectRatio "${name}", each image keeps its own`);
  return null;
}

/**
 * Parses `data-props`. Bad JSON, or JSON that is not an object, skips the section with a reason
 * that names it; a missing attribute means every default.
 */
export function readGalleryProps(element: HTMLElement): GalleryProps {
  const section = describeSection(element);
  const text = element.getAttribute('data-props');
  let raw: Record<string, unknown> = {};
  if (text !== null && text.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      throw new BlockSkip(`Gallery ${section}: data-props is not valid JSON (${why})`);
    }
    if (!isRecord(parsed)) throw new BlockSkip(`Gallery ${section}: data-props is not an object`);
    raw = parsed;
  }
  const columns = Math.round(asNumber(raw.numColumns ?? element.getAttribute('data-columns'), 0));
  const gutter = asNumber(raw.gutter ?? element.getAttribute('data-gutter'), DEFAULT_GUTTER);
  const rowHeight = asNumber(raw.rowHeight, DEFAULT_ROW_HEIGHT);
  const duration = asNumber(raw.autoplayDuration, DEFAULT_AUTOPLAY_SECONDS);
  return {
    numColumns: columns >= 1 ? columns : DEFAULT_COLUMNS,
    gutter: gutter >= 0 ? gutter : DEFAULT_GUTTER,
    rowHeight: rowHeight > 0 ? rowHeight : DEFAULT_ROW_HEIGHT,
    aspectRatio: aspectRatio(raw.aspectRatio ?? element.getAttribute('data-aspect-ratio'), section),
    // The props say it; older markup also sets data-lightbox="true".
    lightbox:
      asBoolean(raw.lightboxEnabled) || element.getAttribute('data-lightbox')?.trim() === 'true',
    captions: element.getAttribute('data-show-captions')?.trim() === 'true',
    autoplay: asBoolean(raw.autoplay),
    autoplayDuration: duration > 0 ? duration : DEFAULT_AUTOPLAY_SECONDS,
    width: asString(raw.width, element.getAttribute('data-width') ?? ''),
    raw,
  };
}

function readItem(figure: HTMLElement, kind: GalleryKind, section: string): GalleryItem {
  const frame =
    figure.querySelector<HTMLElement>(`.gallery-${kind}-item-wrapper`) ??
    (figure.firstElementChild as HTMLElement | null) ??
    figure;
  const [img] = loadableImagesIn(figure);
  let image: GalleryItem['image'] = null;
  if (img) {
    // Every frame is filled, cropped around the focal point: masonry and strips frames have the
    // image's own proportions, so nothing is cut there; grid frames may cut the edges.
    const result = readImageSettings(img, { mode: 'fill' });
    for (const warning of result.warnings) galleryLog.warn(`Gallery ${section}: ${warning}`);
    if (result.ok) image = { image: img, settings: result.value };
    else galleryLog.warn(`Gallery ${section}: an item's image is not loaded: ${result.error}`);
  } else {
    galleryLog.warn(`Gallery ${section}: an item has no image`);
  }
  const dimensions = image?.settings.dimensions ?? null;
  const anchor = img?.closest('a[href]');
  return {
    figure,
    frame,
    image,
    link: anchor instanceof HTMLAnchorElement && figure.contains(anchor) ? anchor : null,
    caption: figure.querySelector<HTMLElement>('figcaption'),
    ratio: dimensions ? dimensions.width / dimensions.height : 1,
  };
}

/** Reads a section of one kind: props, wrapper and items. No items at all skips it. */
export function readGallerySection(element: HTMLElement, kind: GalleryKind): GallerySectionData {
  const props = readGalleryProps(element);
  const section = describeSection(element);
  const wrapper = element.querySelector<HTMLElement>(`.gallery-${kind}-wrapper`);
  if (!wrapper) throw new BlockSkip(`Gallery ${section}: no .gallery-${kind}-wrapper`);
  const figures = Array.from(wrapper.querySelectorAll<HTMLElement>(`.gallery-${kind}-item`));
  if (figures.length === 0) throw new BlockSkip(`Gallery ${section}: no items`);
  return {
    kind,
    controller: element.getAttribute('data-controller') ?? '',
    sectionId: element.getAttribute('data-section-id') ?? '',
    props,
    wrapper,
    items: figures.map((figure) => readItem(figure, kind, section)),
  };
}
