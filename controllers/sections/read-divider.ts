// Reads a 7.1 section's divider settings from its `data-current-context` JSON, which real pages
// write as:
//
// "divider": { "enabled": true, "type": "rounded", "width": { "unit": "vw", "value": 100.0 },
//   "height": { "unit": "vw", "value": 6.0 }, "isFlipX": false, "isFlipY": false,
//   "offset": { "unit": "px", "value": 0.0 }, "stroke": { "style": "none", … } }
import { asBoolean, asNumber, asString, isRecord } from '../../src/lib/coerce';
import { isDividerShape, type DividerShape } from './divider-shapes';

/** A length of the settings: a number with its unit. */
export interface DividerLength {
  value: number;
  unit: string;
}

export interface DividerSettings {
  shape: DividerShape;
  /** The type as the data names it, when it is not one this runtime draws (then `flat`). */
  unknownType: string | null;
  height: DividerLength;
  width: DividerLength;
  offset: DividerLength;
  flipX: boolean;
  flipY: boolean;
}

/** The platform's defaults (the values an untouched divider has on real pages). */
export const DEFAULT_DIVIDER: DividerSettings = {
  shape: 'flat',
  unknownType: null,
  height: { value: 6, unit: 'vw' },
  width: { value: 100, unit: 'vw' },
  offset: { value: 0, unit: 'px' },
  flipX: false,
  flipY: false,
};

function length(value: unknown, fallback: DividerLength): DividerLength {
  if (!isRecord(value)) return fallback;
  const number = asNumber(value.value, Number.NaN);
  if (!Number.isFinite(number)) return fallback;
  return { value: number, unit: asString(value.unit, fallback.unit).toLowerCase() };
}

/**
 * The divider of a section from its context JSON; null when the JSON cannot be read (the caller
 * draws a plain edge then, so the section's background shows).
 */
export function readDivider(contextJson: string | null): DividerSettings | null {
  if (!contextJson) return null;
  let context: unknown;
  try {
    context = JSON.parse(contextJson);
  } catch {
    return null;
  }
  if (!isRecord(context) || !isRecord(context.divider)) return null;
  const divider = context.divider;
  const type = asString(divider.type).trim().toLowerCase();
  const known = isDividerShape(type);
  return {
    shape: known ? type : 'flat',
    unknownType: known ? null : type,
    height: length(divider.height, DEFAULT_DIVIDER.height),
    width: length(divider.width, DEFAULT_DIVIDER.width),
    offset: length(divider.offset, DEFAULT_DIVIDER.offset),
    flipX: asBoolean(divider.isFlipX),
    flipY: asBoolean(divider.isFlipY),
  };
}

/** A length in CSS pixels: vw and vh of the viewport, % of `reference`, px as they are. */
export function toPixels(
  { value, unit }: DividerLength,
  viewport: { width: number; height: number },
  reference: number,
): number {
  switch (unit) {
    case 'vw':
      return (value * viewport.width) / 100;
    case 'vh':
      return (value * viewport.height) / 100;
    case '%':
      return (value * reference) / 100;
    default:
      return value;
  }
}
