// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  QUERY_PARSE_LIMITS,
  parseQueryString,
  stringifyQuery,
  type QueryValues,
} from '../../../src/request/query-string';
import { anyText, expectPrototypesUntouched, hugeString, PROTOTYPE_KEYS } from './arbitraries';

// Query strings go through qs with the limits of runtime.md section 9: depth 5, array limit 20,
// parameter limit 1000, no prototype keys. Whatever the URL holds, the parsed values stay inside
// those limits (qs semantics: brackets past depth 5 stay one literal key; an array that would
// pass 20 items becomes an object keyed by index; parameters past the 1000th are dropped).

/** Key segments that matter to qs: indexes around the limit, prototype keys, brackets, escapes. */
const segment = fc.oneof(
  fc.constantFrom('a', 'b', '', '0', '1', '19', '20', '21', '999', ...PROTOTYPE_KEYS),
  fc.constantFrom('x y', '%5B', '%5D', '[', ']', '.', '%', '%00', '=', '+'),
  fc.string({ maxLength: 4 }),
);
const key = fc
  .tuple(
    segment,
    fc.array(
      fc.oneof(
        segment.map((s) => `[${s}]`),
        fc.constant('[]'),
      ),
      { maxLength: 9 },
    ),
  )
  .map(([head, brackets]) => head + brackets.join(''));
const value = fc.oneof(
  fc.constantFrom('', '1', 'x', '%', '%E0%A4%A', '%F0%9F%98%80', 'a+b', '[]'),
  fc.string({ maxLength: 6 }).map(encodeURIComponent),
);
/** Keys nested past the depth limit, made of object segments (arrays do not add keys). */
const deepKey = fc
  .tuple(
    fc.constantFrom('a', 'b', 'x y'),
    fc.array(fc.constantFrom('[a]', '[b]', '[x y]', '[__proto__]', '[]'), {
      minLength: 4,
      maxLength: 12,
    }),
  )
  .map(([head, brackets]) => head + brackets.join(''));
const parameter = fc.oneof(
  fc.tuple(key, value).map(([k, v]) => `${k}=${v}`),
  fc.tuple(deepKey, value).map(([k, v]) => `${k}=${v}`),
  key,
  fc.constantFrom('=', '&', '=x', '==', '?'),
);
const queryText = fc.oneof(
  { weight: 4, arbitrary: fc.array(parameter, { maxLength: 40 }).map((p) => p.join('&')) },
  { weight: 1, arbitrary: anyText(80) },
);

/**
 * The most objects on any path from the top to a leaf. Arrays do not count: qs wraps the values
 * of a key given twice in an array, which adds a level but no key.
 */
function objectDepth(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 0;
  const deepest = Math.max(0, ...Object.values(value).map(objectDepth));
  return Array.isArray(value) ? deepest : 1 + deepest;
}

/** Every array and object inside the parsed values, the top one included. */
function containers(value: unknown): object[] {
  if (typeof value !== 'object' || value === null) return [];
  return [value, ...Object.values(value).flatMap(containers)];
}

function leaves(value: unknown): number {
  if (typeof value !== 'object' || value === null) return 1;
  return Object.values(value).reduce<number>((sum, child) => sum + leaves(child), 0);
}

function expectWithinLimits(parsed: QueryValues): void {
  // The top level, one object per bracketed segment (5 at most), and the object holding the
  // rest of the key as one literal key.
  expect(objectDepth(parsed)).toBeLessThanOrEqual(1 + QUERY_PARSE_LIMITS.depth + 1);
  expect(leaves(parsed)).toBeLessThanOrEqual(QUERY_PARSE_LIMITS.parameterLimit);
  for (const container of containers(parsed)) {
    if (Array.isArray(container)) {
      expect(container.length).toBeLessThanOrEqual(QUERY_PARSE_LIMITS.arrayLimit);
    } else {
      expect(Object.getPrototypeOf(container)).toBe(Object.prototype);
      // No own key may shadow what every object inherits (__proto__, constructor, toString…).
      for (const own of Object.keys(container)) expect(own in Object.prototype, own).toBe(false);
    }
    for (const leaf of Object.values(container)) {
      if (typeof leaf !== 'object') expect(typeof leaf).toBe('string');
    }
  }
}

describe('parseQueryString (property)', () => {
  it('keeps any query inside the depth, array, parameter and prototype limits', () => {
    fc.assert(
      fc.property(queryText, fc.boolean(), (text, prefixed) => {
        const parsed = parseQueryString(prefixed ? `?${text}` : text);
        expectWithinLimits(parsed);
        expectPrototypesUntouched();
      }),
    );
  });

  it('reads at most 1000 parameters and turns long arrays into objects', () => {
    const many = fc.tuple(
      fc.integer({ min: 990, max: 1300 }),
      fc.constantFrom('p{i}=1', 'list[]={i}', 'list[{i}]={i}', 'a[b][]={i}', 'same={i}'),
    );
    fc.assert(
      fc.property(many, ([count, pattern]) => {
        const text = Array.from({ length: count }, (_, i) =>
          pattern.replace(/\{i\}/g, String(i)),
        ).join('&');
        const parsed = parseQueryString(text);
        expectWithinLimits(parsed);
        expect(leaves(parsed)).toBe(Math.min(count, QUERY_PARSE_LIMITS.parameterLimit));
      }),
      { numRuns: 8 },
    );
  });

  it('keeps up to 20 items of a key as an array and turns more into an object by index', () => {
    const form = fc.constantFrom('list[]', 'list[{i}]', 'list');
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 45 }), form, (count, pattern) => {
        const items = Array.from({ length: count }, (_, i) => `v${i}`);
        const text = items
          .map((item, i) => `${pattern.replace('{i}', String(i))}=${item}`)
          .join('&');
        const { list } = parseQueryString(text);
        if (count <= QUERY_PARSE_LIMITS.arrayLimit) expect(list).toEqual(items);
        else expect(list).toEqual(Object.fromEntries(items.map((item, i) => [String(i), item])));
      }),
    );
  });

  it('parses huge query strings within the same limits', () => {
    fc.assert(
      fc.property(hugeString, (text) => {
        expectWithinLimits(parseQueryString(text));
      }),
      { numRuns: 20 },
    );
  });

  it('writes out and reads back what it parsed, when no key holds a bracket', () => {
    // qs writes a key holding `[` or `]` as if it were nesting: such keys cannot round-trip.
    const plainSegment = fc.oneof(
      fc.constantFrom('a', 'b', '0', '1', '19', '20', 'x y', '%25', ...PROTOTYPE_KEYS),
      fc.string({ maxLength: 4 }).filter((s) => !/[[\]%&=#+]/.test(s)),
    );
    const plainKey = fc
      .tuple(
        plainSegment,
        fc.array(
          plainSegment.map((s) => `[${s}]`),
          { maxLength: 4 },
        ),
      )
      .map(([head, brackets]) => head + brackets.join(''));
    const plainQuery = fc
      .array(fc.tuple(plainKey, value), { maxLength: 20 })
      .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&'));
    fc.assert(
      fc.property(plainQuery, (text) => {
        const parsed = parseQueryString(text);
        expect(parseQueryString(stringifyQuery(parsed))).toEqual(parsed);
        // Written out once, the text no longer changes.
        const written = stringifyQuery(parsed);
        expect(stringifyQuery(parseQueryString(written))).toBe(written);
      }),
    );
  });

  it('gives back values made of plain keys, strings and short arrays', () => {
    // Plain: no brackets, no prototype keys, and no digits-only keys (qs reads those as indexes).
    const plainKey = fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((k) => !/[[\]]/.test(k) && !/^\d+$/.test(k) && !(k in Object.prototype));
    const leaf = fc.string({ maxLength: 10 });
    const tree = fc.letrec<{ node: unknown }>((tie) => ({
      node: fc.oneof(
        { maxDepth: 3, depthIdentifier: 'query' },
        leaf,
        fc.array(leaf, { minLength: 1, maxLength: QUERY_PARSE_LIMITS.arrayLimit }),
        fc.dictionary(plainKey, tie('node'), { minKeys: 1, maxKeys: 3, depthIdentifier: 'query' }),
      ),
    }));
    const values = fc.dictionary(plainKey, tree.node, { maxKeys: 5 });
    fc.assert(
      fc.property(values, (original) => {
        expect(parseQueryString(stringifyQuery(original))).toEqual(original);
      }),
    );
  });
});
