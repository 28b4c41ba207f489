// Crop modes and focal points (widgets.md section 3, "Image loading configuration"): how much of
// the image shows in its box, and so how many pixels it needs.

/** cover: fills the box, cropped around the focal point; contain: fits inside it; none: neither. */
export type CropMode = 'cover' | 'contain' | 'none';

/** Where a contained image sits in its box. */
export type FitAlignment = 'top' | 'left' | 'center' | 'right' | 'bottom';

export interface Size {
  width: number;
  height: number;
}

/** The point of the image kept in view when it is cropped, each axis from 0 to 1. */
export interface FocalPoint {
  x: number;
  y: number;
}

export const CENTRED: FocalPoint = { x: 0.5, y: 0.5 };

const COVER = new Set(['fill', 'content-fill', 'cover']);
const CONTAIN = new Set(['fit', 'content-fit', 'contain']);

/** fill and content-fill give cover, fit and content-fit give contain; anything else is none. */
export function cropModeFrom(value: string | null | undefined): CropMode {
  const name = (value ?? '').trim().toLowerCase();
  if (COVER.has(name)) return 'cover';
  if (CONTAIN.has(name)) return 'contain';
  return 'none';
}

export function isFitAlignment(value: unknown): value is FitAlignment {
  return ['top', 'left', 'center', 'right', 'bottom'].includes(value as string);
}

/**
 * How wide the image is drawn in a `box`, in CSS pixels: a cover crop may draw it wider than the
 * box (its sides are cut off), a contained one narrower.
 */
export function renderedWidth(box: Size, image: Size | null, mode: CropMode): number {
  if (!image || image.width <= 0 || image.height <= 0 || box.height <= 0) return box.width;
  const widthAtBoxHeight = (box.height * image.width) / image.height;
  if (mode === 'cover') return Math.max(box.width, widthAtBoxHeight);
  if (mode === 'contain') return Math.min(box.width, widthAtBoxHeight);
  return box.width;
}

const percent = (fraction: number) => `${Math.round(fraction * 10000) / 100}%`;

/** CSS object-position keeping `point` in view: `50% 50%` for the centre. */
export function objectPositionFor(point: FocalPoint): string {
  return `${percent(point.x)} ${percent(point.y)}`;
}

/** CSS object-position of a contained image: centred unless aligned to one side. */
export function alignmentPosition(alignment: FitAlignment): string {
  switch (alignment) {
    case 'top':
      return '50% 0%';
    case 'bottom':
      return '50% 100%';
    case 'left':
      return '0% 50%';
    case 'right':
      return '100% 50%';
    default:
      return '50% 50%';
  }
}

export interface PixelOptions {
  /** Multiplies the width asked for (default 1, never below 0). */
  sizeAdjustment: number;
  /** The device pixel ratio counted is clamped to [dprMin, dprMax]. */
  dprMin: number;
  dprMax: number;
  /** The visitor asked to save data: count one device pixel per CSS pixel. */
  saveData: boolean;
}

/** The device pixel ratio the loader sizes for: the real one, clamped, 1 when saving data. */
export function effectiveDpr(devicePixelRatio: number, options: PixelOptions): number {
  const real = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const clamped = Math.min(Math.max(real, options.dprMin), options.dprMax);
  return options.saveData ? Math.min(clamped, 1) : clamped;
}

/**
 * The `sizes` value, in CSS pixels, that makes the browser (which multiplies by its own pixel
 * ratio) pick the width this loader wants: drawn width × adjustment × clamped ratio / real ratio.
 */
export function sizesPixels(drawnWidth: number, devicePixelRatio: number, options: PixelOptions) {
  const real = Number.isFinite(devicePixelRatio) && devicePixelRatio > 0 ? devicePixelRatio : 1;
  const wanted = drawnWidth * Math.max(0, options.sizeAdjustment) * effectiveDpr(real, options);
  return Math.max(1, Math.ceil(wanted / real));
}
