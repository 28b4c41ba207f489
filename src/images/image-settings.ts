// Reads how one image is to be loaded from its data attributes and the caller's options
// (widgets.md section 3, "Image loading configuration"; section 5, image loader rules).
import { describeValue, type Parsed } from '../lib/parsed';
import {
  CENTRED,
  cropModeFrom,
  isFitAlignment,
  type CropMode,
  type FitAlignment,
  type FocalPoint,
  type Size,
} from './crop';
import { parseResolution } from './width-ladder';

/** true: load at once; 'viewport': once within 200 px of the viewport; false: not at all. */
export type LoadMode = true | false | 'viewport';

/** What a caller may set; every field has the spec's default. */
export interface ImageLoadOptions {
  load?: LoadMode;
  /** Load again even when the image already shows a width that is large enough. */
  forceImageUpdate?: boolean;
  /** Crop mode name (fill, content-fill, fit, content-fit, cover, contain). */
  mode?: string;
  fitAlignment?: FitAlignment;
  sizeAdjustment?: number;
  dprMin?: number;
  dprMax?: number;
  /** Honour the visitor's Save-Data preference (one device pixel per CSS pixel). */
  allowSaveData?: boolean;
  /** Starts a second load of an image already loading instead of skipping it. */
  allowConcurrentLoads?: boolean;
  // Read by the image pack only (./image-display.ts): the core's first paint never needs them.
  /** How the width goes into the URL: `?format=1000w` (queryString, default) or the filename. */
  sizeFormat?: SizeFormat;
  /** false: a contained image is never drawn larger than its own pixels (default true). */
  stretch?: boolean;
  /** A cropped (cover) picture is shown as its frame's CSS background instead of by the img. */
  useBgImage?: boolean;
  /** Cover crops keep the focal point in the middle of the frame, measured (object-position). */
  useAdvancedPositioning?: boolean;
  /** The frame keeps its ratio at every size: the crop is placed in percent, never re-measured. */
  fixedRatio?: boolean;
}

export type SizeFormat = 'queryString' | 'filename';

/** The options only the image pack reads (./image-display.ts), with their defaults filled in. */
export interface ImageDisplay {
  sizeFormat: SizeFormat;
  stretch: boolean;
  useBgImage: boolean;
  useAdvancedPositioning: boolean;
  fixedRatio: boolean;
  /** data-force-image-update, or the option: loads even an image whose load mode is false. */
  forceImageUpdate: boolean;
}

export interface ImageSettings {
  source: string;
  /** From data-image-dimensions; null when absent or unreadable. */
  dimensions: Size | null;
  focalPoint: FocalPoint;
  crop: CropMode;
  fitAlignment: FitAlignment;
  /** A width forced by data-image-resolution (it caps the widths offered); null: none. */
  resolution: number | null;
  load: LoadMode;
  forceImageUpdate: boolean;
  sizeAdjustment: number;
  dprMin: number;
  dprMax: number;
  allowSaveData: boolean;
  allowConcurrentLoads: boolean;
  /**
   * The server already wrote `srcset` (7.1 pages, `data-loader="sqs"`): the browser is already
   * choosing among the sizes, so the image is not loaded again.
   */
  serverSized: boolean;
  /** Filled by the image pack's readers; the loader reads the element itself when absent. */
  display?: ImageDisplay;
}

/** Settings, or why the image cannot be loaded; `warnings` name attributes that were ignored. */
export type ImageSettingsResult = Parsed<ImageSettings> & { warnings: string[] };

/**
 * Marks an image whose srcset the core wrote before the first paint (src/boxes/prime-pictures.ts):
 * it is the loader's to finish, not a srcset the server wrote.
 */
export const PRIMED_ATTRIBUTE = 'data-sr-primed';

/** Reads `1024x768` (a positive width and height); null otherwise. */
export function parseDimensions(value: string): Size | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*x\s*(\d+(?:\.\d+)?)\s*$/i.exec(value);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Reads `x,y` (each from 0 to 1, the spec's default 0.5); null when unreadable. */
export function parseFocalPoint(value: string): FocalPoint | null {
  const parts = value.split(',');
  if (parts.length !== 2 || parts.some((part) => part.trim() === '')) return null;
  const [x, y] = parts.map(Number) as [number, number];
  if (!Number.isFinite(x) || !Number.isFinite(y)) return null;
  const clamp = (n: number) => Math.min(1, Math.max(0, n));
  return { x: clamp(x), y: clamp(y) };
}

/** A URL the loader may put in `src`: http(s), protocol-relative or a path; no other scheme. */
export function isImageUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || /\s/.test(url)) return false;
  if (/^https?:\/\//i.test(url) || url.startsWith('//')) return true;
  return !/^[a-z][a-z\d+.-]*:/i.test(url);
}

/**
 * The server's `data-load`. None is the spec's default, true: loaded at once (widgets.md section
 * "Image loading configuration"). "false" means the template's script decides when, and the
 * runtime is that script, so it loads on approach; "viewport" says so itself. A caller's `load`
 * option is another thing: there `false` means not loaded at all (the box is still reserved),
 * unless the image asks for a forced update (the platform's loader skips an image only for load
 * "false" without forceImageUpdate: saved copy of its ImageLoader in public code, find_string
 * "useAdvancedPositioning").
 */
export function loadModeFromAttribute(value: string | null): LoadMode {
  if (value === null) return true;
  const mode = value.trim().toLowerCase();
  return mode === 'true' || mode === '' ? true : 'viewport';
}

/** The crop the image's frame asks for: its own `data-mode`, else the parent's content-fill/-fit. */
function cropName(img: HTMLImageElement): string | null {
  const own = img.getAttribute('data-mode');
  if (own !== null) return own;
  const parent = img.parentElement;
  if (parent?.classList.contains('content-fill')) return 'content-fill';
  if (parent?.classList.contains('content-fit')) return 'content-fit';
  return null;
}

function finiteAtLeast(value: unknown, min: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(min, value) : fallback;
}

/**
 * The image's lazy source: `data-src`, or `data-image` when `data-src` is missing or blank (the
 * platform's loader does the same: 7.1 image blocks may carry `data-src=""` with the picture in
 * `data-image`). Null when neither is there.
 */
export function lazySourceOf(img: Element): string | null {
  const dataSrc = img.getAttribute('data-src');
  if (dataSrc !== null && dataSrc.trim() !== '') return dataSrc;
  return img.getAttribute('data-image') ?? dataSrc;
}

/** Reads an image's settings. Not an <img>, or no usable source: not ok, with the reason. */
export function readImageSettings(
  element: Element,
  options: ImageLoadOptions = {},
): ImageSettingsResult {
  const warnings: string[] = [];
  if (!(element instanceof HTMLImageElement)) {
    return { ok: false, error: 'Element is not a valid image element', warnings };
  }
  const img = element;
  const serverSized = img.hasAttribute('srcset') && !img.hasAttribute(PRIMED_ATTRIBUTE);
  const raw = lazySourceOf(img);
  if (!serverSized && (raw === null || !isImageUrl(raw))) {
    const why = raw === null ? 'no data-src or data-image' : `invalid source ${describeValue(raw)}`;
    return { ok: false, error: `Image has ${why}`, warnings };
  }

  const attribute = <T>(name: string, parse: (value: string) => T | null): T | null => {
    const value = img.getAttribute(name);
    if (value === null) return null;
    const parsed = parse(value);
    if (parsed === null) warnings.push(`ignored ${name}=${describeValue(value)}`);
    return parsed;
  };

  const alignment = options.fitAlignment;
  if (alignment !== undefined && !isFitAlignment(alignment)) {
    warnings.push(`ignored fit alignment ${describeValue(alignment)}`);
  }
  const dprMin = finiteAtLeast(options.dprMin, 0, 0);
  return {
    ok: true,
    warnings,
    value: {
      source: (raw ?? img.getAttribute('src') ?? '').trim(),
      dimensions: attribute('data-image-dimensions', parseDimensions),
      focalPoint: attribute('data-image-focal-point', parseFocalPoint) ?? CENTRED,
      crop: cropModeFrom(options.mode ?? cropName(img)),
      // Content-fit with a missing alignment is centred (section 5).
      fitAlignment: isFitAlignment(alignment) ? alignment : 'center',
      resolution: attribute('data-image-resolution', parseResolution),
      load: options.load ?? loadModeFromAttribute(img.getAttribute('data-load')),
      forceImageUpdate: options.forceImageUpdate === true,
      sizeAdjustment: finiteAtLeast(options.sizeAdjustment, 0, 1),
      dprMin,
      dprMax: Math.max(dprMin, finiteAtLeast(options.dprMax, 0, Infinity)),
      allowSaveData: options.allowSaveData !== false,
      allowConcurrentLoads: options.allowConcurrentLoads === true,
      serverSized,
    },
  };
}
