// Readers for untrusted JSON: each returns the fallback when the value is missing, null or of the
// wrong type, so callers never have to test for undefined.

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): JsonRecord {
  return isRecord(value) ? value : {};
}

export function asString(value: unknown, fallback = ''): string {
  return typeof value === 'string' ? value : fallback;
}

/** Like asString, but an empty string also takes the fallback. */
export function asNonEmptyString(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

export function asNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value);
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

/** A range of numbers, both ends included. */
export interface NumberRange {
  readonly min: number;
  readonly max: number;
}

/**
 * A size or count from markup, clamped into `range` (an absurd one then costs the page nothing).
 * Unreadable (see asNumber), negative, or zero where the range has no zero means "not set": that
 * gives `fallback`.
 */
export function asNumberIn(value: unknown, range: NumberRange, fallback: number): number {
  const number = asNumber(value, Number.NaN);
  if (!(number > 0 || (number === 0 && range.min === 0))) return fallback;
  return Math.min(Math.max(number, range.min), range.max);
}

export function asBoolean(value: unknown, fallback = false): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return fallback;
}

/** Spellings of "off" a restrictive flag may come in; anything else present counts as on. */
const CLEARLY_OFF: ReadonlySet<unknown> = new Set([false, 0, 'false', '0', '']);

/**
 * A privacy flag that fails closed: off only when missing, null or clearly off (`false`, `0`,
 * `"false"` in any case, `"0"`, blank); any other value (`1`, `"1"`, `"TRUE"`, `"yes"`, `{}`…)
 * turns the restriction on, so a value the runtime does not understand never means tracking.
 */
export function asRestrictiveFlag(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  const spelled = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return !CLEARLY_OFF.has(spelled);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
