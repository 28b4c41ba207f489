// Reads a 7.1 gallery section: its data-props (raw JSON), its items and their images.
import { asBoolean, asNumber, asNumberIn, asString } from '../../src/lib/coerce';
import { AUTOPLAY_SECONDS, PER_ROW, ROW_HEIGHT_PX } from '../../src/lib/markup-limits';
import { loadableImagesIn } from '../../src/images';
import { galleryLog } from './log';
import { BlockSkip } from '../../src/runtime/types';
import {
  describeSection,
  readDataProps,
  readSectionImage,
  readSharedSectionProps,
} from '../../src/lib/section-props';
import type { GalleryItem, GalleryKind, GalleryProps, GallerySectionData } from './types';

/** Defaults where data-props says nothing (widgets.md section 9: auto rows 250 high). */
const DEFAULT_COLUMNS = 3;
const DEFAULT_ROW_HEIGHT = 250;
/** widgets.md section 9: autoplay every 5000 ms by default. */
const DEFAULT_AUTOPLAY_SECONDS = 5;

/**
 * Parses `data-props`. Bad JSON, or JSON that is not an object, skips the section with a reason
 * that names it; a missing attribute means every default.
 */
export function readGalleryProps(element: HTMLElement): GalleryProps {
  const raw = readDataProps(element);
  const columns = Math.round(asNumber(raw.numColumns ?? element.getAttribute('data-columns'), 0));
  return {
    ...readSharedSectionProps(element, raw, galleryLog),
    numColumns: asNumberIn(columns, PER_ROW, DEFAULT_COLUMNS),
    rowHeight: asNumberIn(raw.rowHeight, ROW_HEIGHT_PX, DEFAULT_ROW_HEIGHT),
    autoplay: asBoolean(raw.autoplay),
    autoplayDuration: asNumberIn(raw.autoplayDuration, AUTOPLAY_SECONDS, DEFAULT_AUTOPLAY_SECONDS),
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
  // Every frame is filled, cropped around the focal point: masonry and strips frames have the
  // image's own proportions, so nothing is cut there; grid frames may cut the edges.
  const image = readSectionImage(img, { mode: 'fill' }, section, galleryLog);
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
