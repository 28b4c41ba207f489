// The result of reading untrusted input, shared by the parsers and validators in lib/: the value,
// or why the input is not one (so callers never need try/catch).

/** A parsed value, or why the input is not one. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * Any value for an error message, kept short: strings are quoted (at most 40 characters), other
 * values named. A template literal throws on a Symbol, JSON.stringify on a BigInt.
 */
export function describeValue(value: unknown): string {
  if (typeof value === 'string') {
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value == null) {
    return String(value);
  }
  return `a value of type ${typeof value}`;
}
