// The frame proportions of 7.0 gallery markup (gallery blocks, instagram blocks): their
// data-block-json gives `imageAspectRatio` (width / height) or a named `aspect-ratio`.
import { asString, type JsonRecord } from './coerce';
import { ownValue } from './own-keys';

const NAMED_RATIOS: Record<string, number> = {
  square: 1,
  standard: 4 / 3,
  'standard-vertical': 3 / 4,
  widescreen: 16 / 9,
  'widescreen-vertical': 9 / 16,
  portrait: 2 / 3,
  landscape: 3 / 2,
};

/** imageAspectRatio (a number, width / height, or 'Auto'), else the named `aspect-ratio`. */
export function aspectRatioOf(raw: JsonRecord): number | null {
  const value = raw.imageAspectRatio;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number === 'number' && Number.isFinite(number) && number > 0) return number;
  const named = asString(raw['aspect-ratio']).trim().toLowerCase();
  return ownValue(NAMED_RATIOS, named) ?? null;
}
