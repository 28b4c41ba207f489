// Reads a 7.1 gallery section: what its layout needs (src/boxes/gallery-box.ts, which the core
// reads the same way to reserve the boxes before the first paint), and what the pack adds: each
// item's image settings and link, and the props of the controllers that slide.
import { asBoolean, asNumberIn, asString } from '../../src/lib/coerce';
import { AUTOPLAY_SECONDS } from '../../src/lib/markup-limits';
import { galleryLog } from './log';
import {
  GALLERY_IMAGE_OPTIONS,
  readGalleryBox,
  readGalleryLayoutProps,
  type GalleryBoxItem,
  type GalleryKind,
} from '../../src/boxes/gallery-box';
import { describeSection, readDataProps, readSectionImage } from '../../src/lib/section-props';
import type { GalleryItem, GalleryProps, GallerySectionData } from './types';

/** widgets.md section 9: autoplay every 5000 ms by default. */
const DEFAULT_AUTOPLAY_SECONDS = 5;

/**
 * Parses `data-props`. Bad JSON, or JSON that is not an object, skips the section with a reason
 * that names it; a missing attribute means every default.
 */
export function readGalleryProps(element: HTMLElement): GalleryProps {
  const raw = readDataProps(element);
  return {
    ...readGalleryLayoutProps(element, raw, galleryLog),
    autoplay: asBoolean(raw.autoplay),
    autoplayDuration: asNumberIn(raw.autoplayDuration, AUTOPLAY_SECONDS, DEFAULT_AUTOPLAY_SECONDS),
    width: asString(raw.width, element.getAttribute('data-width') ?? ''),
    raw,
  };
}

function readItem(item: GalleryBoxItem, section: string): GalleryItem {
  const image = readSectionImage(item.img ?? undefined, GALLERY_IMAGE_OPTIONS, section, galleryLog);
  const anchor = item.img?.closest('a[href]');
  return {
    ...item,
    image,
    link: anchor instanceof HTMLAnchorElement && item.figure.contains(anchor) ? anchor : null,
  };
}

/** Reads a section of one kind: props, wrapper and items. No items at all skips it. */
export function readGallerySection(element: HTMLElement, kind: GalleryKind): GallerySectionData {
  const section = describeSection(element);
  const { props, wrapper, items } = readGalleryBox(element, kind, readGalleryProps(element));
  return {
    kind,
    controller: element.getAttribute('data-controller') ?? '',
    sectionId: element.getAttribute('data-section-id') ?? '',
    props,
    wrapper,
    items: items.map((item) => readItem(item, section)),
  };
}
