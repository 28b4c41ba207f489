// What every 7.1 gallery section's controller reads the same way (blocks/gallery-section and
// blocks/gallery-slideshow): its `data-props` JSON, the props they share, its items' images, and
// how a message names the section.
// Module by module, not through ../images (its index brings the image pack's stylesheet): the
// core reads sections too (src/boxes/gallery-box.ts).
import { readImageSettings, type ImageLoadOptions } from '../images/image-settings';
import type { LoadableImage } from '../images/types';
import type { Logger } from '../runtime/types';
import { BlockSkip } from '../runtime/types';
import { asBoolean, asNumberIn, asString, isRecord } from './coerce';
import { SECTION_GUTTER } from './markup-limits';

/** widgets.md section 9: auto rows gutter 20 (the platform's unit). */
export const DEFAULT_SECTION_GUTTER = 20;

/** The 7.1 aspect-ratio names (width over height); `original` keeps each image's own. */
export const SECTION_ASPECT_RATIOS: Readonly<Record<string, number | null>> = {
  original: null,
  square: 1,
  'four-three': 4 / 3,
  'three-four-vertical': 3 / 4,
  'three-two': 3 / 2,
  'two-three-vertical': 2 / 3,
  'sixteen-nine': 16 / 9,
  'nine-sixteen-vertical': 9 / 16,
};

/** How messages name a section: its controller and section id. */
export function describeSection(element: Element): string {
  const controller = element.getAttribute('data-controller') ?? 'gallery';
  const id = element.getAttribute('data-section-id');
  return id ? `${controller} section ${id}` : `${controller} section`;
}

/** An aspect ratio from a number or a 7.1 name; null (each image its own) for none or unknown. */
export function sectionAspectRatio(value: unknown, section: string, log: Logger): number | null {
  if (typeof value === 'number' && value > 0) return value;
  const name = asString(value).trim().toLowerCase();
  if (name === '') return null;
  if (Object.hasOwn(SECTION_ASPECT_RATIOS, name)) return SECTION_ASPECT_RATIOS[name] ?? null;
  log.warn(`Gallery ${section}: unknown aspectRatio "${name}", each image keeps its own`);
  return null;
}

/**
 * Parses `data-props`. Bad JSON, or JSON that is not an object, skips the section with a reason
 * that names it; a missing attribute means every default ({}).
 */
export function readDataProps(element: HTMLElement): Record<string, unknown> {
  const text = element.getAttribute('data-props');
  if (text === null || text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const why = error instanceof Error ? error.message : String(error);
    throw new BlockSkip(
      `Gallery ${describeSection(element)}: data-props is not valid JSON (${why})`,
    );
  }
  if (!isRecord(parsed)) {
    throw new BlockSkip(`Gallery ${describeSection(element)}: data-props is not an object`);
  }
  return parsed;
}

/** What every kind of section reads from its data-props (and data- attributes) the same way. */
export interface SharedSectionProps {
  /** Width over height of every frame (a 7.1 aspectRatio name); null: each image its own. */
  aspectRatio: number | null;
  /** The gap between items, in the platform's unit: 20 is 1 % of the viewport's width. */
  gutter: number;
  lightbox: boolean;
  captions: boolean;
}

export function readSharedSectionProps(
  element: HTMLElement,
  raw: Record<string, unknown>,
  log: Logger,
): SharedSectionProps {
  return {
    aspectRatio: sectionAspectRatio(
      raw.aspectRatio ?? element.getAttribute('data-aspect-ratio'),
      describeSection(element),
      log,
    ),
    gutter: asNumberIn(
      raw.gutter ?? element.getAttribute('data-gutter'),
      SECTION_GUTTER,
      DEFAULT_SECTION_GUTTER,
    ),
    // The props say it; older markup also sets data-lightbox="true".
    lightbox:
      asBoolean(raw.lightboxEnabled) || element.getAttribute('data-lightbox')?.trim() === 'true',
    captions: element.getAttribute('data-show-captions')?.trim() === 'true',
  };
}

/**
 * An item's image with its loader settings; null (with a warning naming the section) when the
 * item has none or its image cannot be loaded.
 */
export function readSectionImage(
  img: HTMLImageElement | undefined,
  options: ImageLoadOptions,
  section: string,
  log: Logger,
): LoadableImage | null {
  if (!img) {
    log.warn(`Gallery ${section}: an item has no image`);
    return null;
  }
  const result = readImageSettings(img, options);
  for (const warning of result.warnings) log.warn(`Gallery ${section}: ${warning}`);
  if (result.ok) return { image: img, settings: result.value };
  log.warn(`Gallery ${section}: an item's image is not loaded: ${result.error}`);
  return null;
}
