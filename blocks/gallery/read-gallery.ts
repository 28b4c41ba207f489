// Reads a 7.0 gallery block: its data-block-json (widgets.md section 3, Gallery block data) and
// its slides.
import {
  ActiveSlideClickBehavior,
  galleryLayoutOf,
  type GalleryDesign,
  type GalleryLayout,
} from '../../src/enums/gallery';
import {
  asBoolean,
  asNumber,
  asNumberIn,
  asString,
  isRecord,
  type JsonRecord,
} from '../../src/lib/coerce';
import {
  COLUMN_WIDTH_PX,
  GAP_PX,
  LIST_IMAGE_PERCENT,
  PER_ROW,
  THUMBNAIL_MARGIN_PX,
  THUMBNAIL_STRIP_PX,
} from '../../src/lib/markup-limits';
import { aspectRatioOf } from '../../src/lib/gallery-aspect';
import { safeHref } from '../../src/lib/links';
import { BlockSkip } from '../../src/runtime/types';
import {
  lazyImageIn,
  parseDimensions,
  readImageIfUsable,
  type LoadableImage,
  type Size,
} from '../../src/images';
import {
  autoplayDelayMs,
  CAROUSEL_SLIDES_PER_ROW,
  readSnapPoints,
  readSwipeBoundary,
  type SwipeOptions,
} from '../../src/carousel';
import { readStackedOptions, type StackedOptions } from './read-stacked';
import { galleryLog } from './log';
import { iframeSrcOf, safeEmbedUrl, unwrappedEmbedUrl } from '../../src/video/embed';

export const GALLERY_ERRORS = {
  decoding: 'Error decoding gallery block data.',
  evaluating: 'Error evaluating gallery block data.',
} as const;

/**
 * widgets.md sections 5 and 8, the gallery's warnings: the strip's alignment, the autocolumns
 * column width and its behaviour, the swipe boundary and snap points, a video slide no loader
 * plays, a lightbox that cannot open.
 *
 * The spec's third loader warning, 'Loader2 not found' (the image loader missing), has no place
 * here: the image loader is the `image` pack, which the gallery pack needs (scripts/build.mjs,
 * SHARED_MODULES); the core starts the gallery pack only once the image pack has started
 * (src/runtime/packs.ts, fetchAndStart), so no gallery code runs without it. When the image pack
 * fails, the gallery block fails with the pack's own error instead.
 */
export const GALLERY_WARNINGS = {
  alignment: (value: string) =>
    `Gallery active-alignment "${value}" is not start, middle or end: middle is used`,
  columnWidth: (value: string) =>
    `Gallery columnWidth "${value}" is not a positive number: 250 is used`,
  columnWidthBehavior: (value: string) =>
    `Gallery columnWidthBehavior "${value}" is not min or max: min is used`,
  swipe: (problem: string) => `Gallery ${problem}: the default is used`,
  /**
   * A video slide whose embed no player of ours plays (no iframe, or one off the known video
   * hosts): it stays a picture. Ours are bundled with the gallery, so "not found" is per slide.
   */
  videoLoader: 'VideoLoader not found',
  /**
   * The data asks for a lightbox and the lightbox cannot be had: the platform ships it in some
   * script tiers only; ours is the `lightbox` pack, fetched on the first opening, and this is
   * that pack failing to arrive (twice: src/runtime/packs.ts).
   */
  lightboxify: 'lightboxify is not available in this tier!',
} as const;

/** The meta positions the platform's stylesheet places (`sqs-gallery-block-meta-position-<name>`). */
export const META_POSITIONS = [
  'top',
  'top-left',
  'top-right',
  'center',
  'bottom',
  'bottom-left',
  'bottom-right',
] as const;
export type MetaPosition = (typeof META_POSITIONS)[number];

/**
 * widgets.md 9: "Default slider aspect ratio 50": the slider's height in % of its width (the real
 * slider says it twice: `"aspectRatio":50` in its data, `data-aspect-ratio="50"` on the block,
 * fixtures/real-pages/commerce/*). Kept from a flat strip to twice as high as wide.
 */
export const SLIDER_ASPECT = { default: 50, min: 5, max: 200 } as const;

/** vSize: the block's height in the stylesheet's steps (`.sqs-block.vsize-<n>`, 34 px each). */
export const V_SIZE_STEPS = { min: 1, max: 100 } as const;

/**
 * widgets.md section 9: "column width behaviour min (floor) or max (ceil)": columnWidth is the
 * columns' least width (as many as fit: the count rounded down) or their greatest (the count
 * rounded up). Gallery2's `designOptions.columnWidthBehavior: 'min'`, as public template code
 * passes it for an autocolumns design (code search id 8945707553).
 */
export const COLUMN_WIDTH_BEHAVIORS = ['min', 'max'] as const;
export type ColumnWidthBehavior = (typeof COLUMN_WIDTH_BEHAVIORS)[number];

/**
 * widgets.md section 9: "Strip: speed 0.5 s". Gallery2's strip reads it from `designOptions.speed`
 * in seconds, as public template code passes it (`design: 'strip', designOptions: { alignment:
 * 'start', speed: 0.4 }`, code search ids 627109913 and 42572792880); kept between 0 and 10 s.
 */
export const STRIP_SPEED = { defaultMs: 500, seconds: { min: 0, max: 10 } } as const;

/** widgets.md section 9: grid 4 per row, padding 20; auto columns and grid 250 wide, gutter 0. */
export const GALLERY_DEFAULTS = {
  thumbnailsPerRow: 4,
  padding: 20,
  columnWidth: 250,
  gutter: 0,
  listImageSize: 50,
  /** The slideshow's thumbnail strip (ours: the spec names the fields, not their defaults). */
  thumbnailStripHeight: 64,
  thumbnailStripMargin: 8,
} as const;

export interface GallerySlide {
  element: HTMLElement;
  /** The slide id (history hash `itemId`). */
  id: string | null;
  /** data-slide-url: the slide's own address under its collection (also matched by `itemId`). */
  slideUrl: string | null;
  type: 'image' | 'video' | 'content';
  image: LoadableImage | null;
  alt: string;
  dimensions: Size | null;
  /** data-click-through-url, when it is a link a visitor may follow (never javascript:). */
  clickThroughUrl: string | null;
  /** A video slide's provider embed URL (https, on a known video host), when the markup holds one. */
  embedUrl: string | null;
  provider: string;
}

export interface GalleryData {
  design: GalleryDesign;
  layout: GalleryLayout;
  /** Width / height of every frame, or null: each image keeps its own. */
  frameRatio: number | null;
  /** Crop to the frame (cover) or fit inside it (contain). */
  crop: boolean;
  perRow: number;
  gap: number;
  columnWidth: number;
  /** Autocolumns and autogrid: columnWidth is the least (min) or the greatest (max) width. */
  columnWidthBehavior: ColumnWidthBehavior;
  listImageSize: number;
  lightbox: boolean;
  lightboxTheme: 'light' | 'dark';
  /** Milliseconds between slides, or null without autoplay. */
  autoplayMs: number | null;
  loop: boolean;
  activeAlignment: 'start' | 'center' | 'end';
  /** What a click on the current strip slide does (activeSlideClickBehavior); default stay. */
  activeSlideClick: ActiveSlideClickBehavior;
  label: string;
  /** mixedContent: every child is a slide (text too), and no frame is stretched to a ratio. */
  mixedContent: boolean;
  /** The slider's height in % of its width (aspectRatio, else data-aspect-ratio, else 50). */
  sliderAspect: number;
  /** vSize: the block's height step (class `vsize-<n>`), or null. */
  vSize: number | null;
  /** meta-position: where a slideshow's captions sit (container class), or null. */
  metaPosition: MetaPosition | null;
  /** The stacked slideshow's options (the slideshow design), or null for other designs. */
  stacked: StackedOptions | null;
  /** autoplayOptions.randomize: autoplay picks a random other slide. */
  randomize: boolean;
  /** historyHash: a slide change writes the address bar (not in the editing backend). */
  history: boolean;
  /** The strip's glide from slide to slide, in ms; null for other designs. */
  stripSpeedMs: number | null;
  /** What a drag may do at the ends, and where slides rest after it (carousel-like designs). */
  swipe: SwipeOptions;
  /** A slideshow's thumbnail strip (`thumbnails`), or null without one. */
  thumbnailStrip: { height: number; margin: number } | null;
  /** The server's `.sqs-gallery-container` and `.sqs-gallery`. */
  container: HTMLElement;
  list: HTMLElement;
  slides: GallerySlide[];
}

/** Parses data-block-json with the spec's messages. */
export function readGalleryJson(element: HTMLElement): JsonRecord {
  const json = element.getAttribute('data-block-json');
  if (json === null || json.trim() === '') throw new BlockSkip(GALLERY_ERRORS.evaluating);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw new BlockSkip(GALLERY_ERRORS.decoding);
  }
  if (!isRecord(value)) throw new BlockSkip(GALLERY_ERRORS.evaluating);
  return value;
}

/** The frame each layout draws its images in (null: the image's own shape). */
export function frameRatioFor(layout: GalleryLayout, raw: JsonRecord): number | null {
  const ratio = aspectRatioOf(raw);
  switch (layout) {
    case 'grid':
      return asBoolean(raw['square-thumbs'], true) ? 1 : (ratio ?? 1);
    case 'autogrid':
    case 'carousel':
      return ratio ?? 1;
    case 'base':
      return ratio;
    default:
      return null;
  }
}

/**
 * A video slide's embed HTML: its own `data-html`, or that of an element inside it. Never an
 * ancestor's: a slide without an embed has none, however large the block's own attributes are.
 */
function embedHtmlOf(slide: HTMLElement): string | null {
  const holder = slide.hasAttribute('data-html') ? slide : slide.querySelector('[data-html]');
  return holder?.getAttribute('data-html') ?? null;
}

function readSlide(element: HTMLElement, crop: boolean): GallerySlide {
  const img = lazyImageIn(element);
  const dataType = element.getAttribute('data-type');
  const type = dataType === 'video' ? 'video' : dataType === 'image' || img ? 'image' : 'content';
  const image = readImageIfUsable(img, { mode: crop ? 'fill' : 'fit', load: true });
  return {
    element,
    id: element.getAttribute('data-slide-id') ?? (element.id || null),
    slideUrl: element.getAttribute('data-slide-url')?.trim() || null,
    type,
    image,
    alt: img?.getAttribute('alt') ?? '',
    dimensions: parseDimensions(img?.getAttribute('data-image-dimensions') ?? ''),
    clickThroughUrl: safeHref(element.getAttribute('data-click-through-url') ?? '') || null,
    // The embed HTML is parsed inertly (DOMParser): a pattern over it cost quadratic time.
    embedUrl:
      type === 'video' ? safeEmbedUrl(unwrappedEmbedUrl(iframeSrcOf(embedHtmlOf(element)))) : null,
    provider:
      element.getAttribute('data-provider-name') ??
      element.querySelector('[data-provider-name]')?.getAttribute('data-provider-name') ??
      'video',
  };
}

/** widgets.md 5: "Strip alignment must be start, middle or end" (left and right as spelt too). */
function alignmentOf(value: unknown): 'start' | 'center' | 'end' {
  if (value === undefined || value === null || value === '') return 'center';
  const name = asString(value, String(value)).toLowerCase();
  if (name === 'left' || name === 'start') return 'start';
  if (name === 'right' || name === 'end') return 'end';
  if (name !== 'middle' && name !== 'center') {
    galleryLog.warn(GALLERY_WARNINGS.alignment(name.slice(0, 40)));
  }
  return 'center';
}

/** widgets.md 5: "columnWidth for autocolumns must be a positive number (strings are parsed)". */
function columnWidthOf(value: unknown, layout: GalleryLayout): number {
  const width = asNumberIn(value, COLUMN_WIDTH_PX, Number.NaN);
  if (Number.isNaN(width)) {
    if (layout === 'autocolumns' && value !== undefined && value !== null) {
      galleryLog.warn(GALLERY_WARNINGS.columnWidth(String(value).slice(0, 40)));
    }
    return GALLERY_DEFAULTS.columnWidth;
  }
  return width;
}

function columnWidthBehaviorOf(value: unknown, layout: GalleryLayout): ColumnWidthBehavior {
  const known = COLUMN_WIDTH_BEHAVIORS.find((name) => name === value);
  if (known) return known;
  const laidOutByWidth = layout === 'autocolumns' || layout === 'autogrid';
  if (laidOutByWidth && value !== undefined && value !== null) {
    galleryLog.warn(GALLERY_WARNINGS.columnWidthBehavior(String(value).slice(0, 40)));
  }
  return 'min';
}

function stripSpeedMsOf(value: unknown): number {
  const seconds = asNumber(value, Number.NaN);
  if (!(seconds >= STRIP_SPEED.seconds.min)) return STRIP_SPEED.defaultMs;
  return Math.round(Math.min(seconds, STRIP_SPEED.seconds.max) * 1000);
}

/**
 * widgets.md 5: "Swipe boundary must be none, hard or inertial. Snap points must be a percentage
 * or 'none'." ASSUMED names: the spec gives the values, not their keys, and no public page or
 * template shows them; read as `boundary` and `snapPoints`, beside Gallery2's other
 * `designOptions`.
 */
function swipeOptionsOf(options: JsonRecord, carouselLike: boolean): SwipeOptions {
  const boundary = readSwipeBoundary(options.boundary);
  const snapPoints = readSnapPoints(options.snapPoints);
  if (carouselLike) {
    for (const problem of [boundary.problem, snapPoints.problem]) {
      if (problem) galleryLog.warn(GALLERY_WARNINGS.swipe(problem));
    }
  }
  return { boundary: boundary.value, snapPoints: snapPoints.value };
}

function metaPositionOf(value: unknown): MetaPosition | null {
  return META_POSITIONS.find((name) => name === value) ?? null;
}

export function readGalleryData(element: HTMLElement): GalleryData {
  const raw = readGalleryJson(element);
  // Gallery2 keeps a design's own options in `designOptions`; the block's data has them at the top.
  const options = isRecord(raw.designOptions) ? { ...raw, ...raw.designOptions } : raw;
  const design = asString(raw.design, 'stacked');
  const layout = galleryLayoutOf(design);
  if (!layout) throw new BlockSkip(`Gallery design "${design.slice(0, 40)}" not found`);
  const container = element.querySelector<HTMLElement>('.sqs-gallery-container');
  const list = container?.querySelector<HTMLElement>('.sqs-gallery');
  if (!container || !list) throw new BlockSkip('Gallery has no .sqs-gallery');
  const crop = asBoolean(raw['auto-crop'], true);
  const mixedContent = asBoolean(raw.mixedContent, false);
  // "Mixed-content galleries are not stretched" (widgets.md 5): each slide keeps its own shape.
  const frameRatio = mixedContent ? null : frameRatioFor(layout, raw);
  const slides = Array.from(list.children)
    .filter((child): child is HTMLElement => child instanceof HTMLElement)
    .filter((child) => !/^(NOSCRIPT|SCRIPT|TEMPLATE|STYLE)$/.test(child.tagName))
    .filter(
      (child) =>
        mixedContent || child.hasAttribute('data-type') || child.querySelector('img') !== null,
    )
    .map((child) => readSlide(child, crop || frameRatio === null));
  if (slides.length === 0) throw new BlockSkip('Gallery has no slides');
  for (const slide of slides) {
    if (slide.type === 'video' && slide.embedUrl === null) {
      galleryLog.warn(GALLERY_WARNINGS.videoLoader, slide.element);
    }
  }
  const carouselLike = layout === 'base' || layout === 'carousel' || layout === 'strip';
  const perRowKey = layout === 'carousel' ? 'slidesPerRow' : 'thumbnails-per-row';
  const perRowDefault =
    layout === 'carousel' ? CAROUSEL_SLIDES_PER_ROW : GALLERY_DEFAULTS.thumbnailsPerRow;
  return {
    design: design as GalleryDesign,
    layout,
    frameRatio,
    crop,
    perRow: Math.floor(asNumberIn(raw[perRowKey], PER_ROW, perRowDefault)),
    gap: asNumberIn(
      raw.padding ?? raw.gutter,
      GAP_PX,
      layout === 'grid' ? GALLERY_DEFAULTS.padding : 0,
    ),
    columnWidth: columnWidthOf(options.columnWidth, layout),
    columnWidthBehavior: columnWidthBehaviorOf(options.columnWidthBehavior, layout),
    listImageSize: asNumberIn(
      raw.listImageSize,
      LIST_IMAGE_PERCENT,
      GALLERY_DEFAULTS.listImageSize,
    ),
    lightbox: asBoolean(raw.lightbox, false),
    lightboxTheme: asString(raw.lightboxTheme) === 'light' ? 'light' : 'dark',
    autoplayMs:
      carouselLike && asBoolean(raw.autoplay, false)
        ? autoplayDelayMs(raw['autoplay-duration'])
        : null,
    loop: asBoolean(raw.loop, layout === 'base'),
    activeAlignment: alignmentOf(raw['active-alignment']),
    activeSlideClick: ActiveSlideClickBehavior.has(raw.activeSlideClickBehavior)
      ? raw.activeSlideClickBehavior
      : 'stay',
    label: asString(raw.title).trim() || 'Gallery',
    mixedContent,
    sliderAspect: asNumberIn(
      raw.aspectRatio ?? element.getAttribute('data-aspect-ratio'),
      SLIDER_ASPECT,
      SLIDER_ASPECT.default,
    ),
    vSize: Number.isInteger(raw.vSize)
      ? asNumberIn(raw.vSize, V_SIZE_STEPS, V_SIZE_STEPS.min)
      : null,
    metaPosition: metaPositionOf(raw['meta-position']),
    stacked: layout === 'base' ? readStackedOptions(raw, frameRatio) : null,
    randomize: asBoolean(
      isRecord(raw.autoplayOptions) ? raw.autoplayOptions.randomize : raw.randomize,
    ),
    history: asBoolean(raw.historyHash, false),
    stripSpeedMs: layout === 'strip' ? stripSpeedMsOf(options.speed) : null,
    swipe: swipeOptionsOf(options, carouselLike),
    thumbnailStrip:
      layout === 'base' && asBoolean(raw.thumbnails, false)
        ? {
            height: asNumberIn(
              raw['thumbnail-strip-height'],
              THUMBNAIL_STRIP_PX,
              GALLERY_DEFAULTS.thumbnailStripHeight,
            ),
            margin: asNumberIn(
              raw['thumbnail-strip-margin'],
              THUMBNAIL_MARGIN_PX,
              GALLERY_DEFAULTS.thumbnailStripMargin,
            ),
          }
        : null,
    container,
    list,
    slides,
  };
}

/**
 * The slide the history hash names (`#itemId=<slide id or slide URL>`, widgets.md 2: "an itemId
 * value in the address hash selects the slide whose slide id or slide URL matches"), or -1.
 */
export function slideIndexFromHash(slides: readonly GallerySlide[], hash: string): number {
  const id = new URLSearchParams(hash.replace(/^#/, '')).get('itemId');
  return id ? slides.findIndex((slide) => slide.id === id || slide.slideUrl === id) : -1;
}
