// Hostile input shared by the property tests: anything at all, JSON with prototype keys, objects
// that look right but hold the wrong types, and huge strings. Built from plain arbitraries (no
// fc.webUrl and the like), which cost nothing to warm up.
import fc from 'fast-check';
import { expect } from 'vitest';

/** Keys that reach Object.prototype when a parser assigns them carelessly. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
] as const;

/** Object keys: mostly ordinary, sometimes a prototype key. */
export const objectKey = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
);

/** Any value at all, kinds JSON never holds included (BigInt, Symbol, Map, null prototype…). */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.anything({
      key: objectKey,
      maxDepth: 3,
      maxKeys: 6,
      withBigInt: true,
      withBoxedValues: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withNullPrototype: true,
      withObjectString: true,
      withSparseArray: true,
      withTypedArray: true,
    }),
  },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(Symbol('thrown'), () => 'fn', NaN, -0) },
);

/** A JSON value whose objects may hold prototype keys. */
export const jsonValue = fc.jsonValue({ maxDepth: 4 }).chain((value) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constant(value) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(objectKey, fc.constant(value), { maxKeys: 3 })
        .map((record): unknown => record),
    },
  ),
);

/**
 * Any UTF-16 text, lone surrogates and control characters included. Built from code units:
 * fc.string({ unit: 'binary' }) takes seconds to construct.
 */
export function anyText(maxLength: number): fc.Arbitrary<string> {
  return fc
    .array(fc.integer({ min: 0, max: 0xffff }), { maxLength })
    .map((codes) => String.fromCharCode(...codes));
}

/** Text that is JSON, nearly JSON, or not JSON at all. */
export const jsonText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.json({ maxDepth: 4 }) },
  { weight: 2, arbitrary: jsonValue.map((value) => JSON.stringify(value)) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.json({ maxDepth: 3 }), fc.nat(), fc.nat())
      .map(([json, a, b]) => json.slice(Math.min(a, b) % (json.length + 1), Math.max(a, b))),
  },
  { weight: 1, arbitrary: anyText(60) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      '   ',
      'null',
      '[]',
      '"text"',
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"a":1,}',
      "{'a':1}",
      '{"a":NaN}',
      '\u0000',
    ),
  },
);

/**
 * A structure like `template` in which any value may be replaced by a wrong one (from `wrong`:
 * any type by default, `jsonValue` for data that arrives as JSON) or be missing, and plausible
 * values of the right type appear too. Nested records follow the template.
 */
export function shapedLike(
  template: Record<string, unknown>,
  wrong: fc.Arbitrary<unknown> = anyValue,
): fc.Arbitrary<Record<string, unknown>> {
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sample] of Object.entries(template)) {
    fields[key] = fc.oneof(
      { weight: 3, arbitrary: plausibleLike(sample, wrong) },
      { weight: 1, arbitrary: wrong },
    );
  }
  return fc.record(fields, { requiredKeys: [] });
}

function plausibleLike(sample: unknown, wrong: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  if (typeof sample === 'string') {
    return fc.oneof(fc.constant(sample), fc.constant(''), fc.string({ maxLength: 20 }));
  }
  if (typeof sample === 'number') {
    return fc.oneof(fc.constant(sample), fc.integer(), fc.double(), fc.constant(String(sample)));
  }
  if (typeof sample === 'boolean') {
    return fc.oneof(fc.boolean(), fc.constantFrom('true', 'false'));
  }
  if (Array.isArray(sample)) return fc.array(plausibleLike(sample[0], wrong), { maxLength: 4 });
  if (typeof sample === 'object' && sample !== null) {
    return shapedLike(sample as Record<string, unknown>, wrong);
  }
  return fc.constant(sample);
}

/**
 * Characters that parsers treat specially, repeated into long runs: the inputs that make a
 * backtracking regular expression take quadratic time.
 */
const RUN_UNITS = [
  ' ',
  '\t',
  '\n',
  '\u0000',
  '<',
  '>',
  '@',
  ':',
  '[',
  ']',
  '%',
  '&',
  '=',
  '|',
  'a',
];

/** A string of 10 000 to 60 000 characters: random ends around a long run of one unit. */
export const hugeString: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.oneof(fc.constantFrom(...RUN_UNITS), fc.string({ minLength: 1, maxLength: 4 })),
    fc.integer({ min: 10_000, max: 60_000 }),
    fc.string({ maxLength: 12 }),
  )
  .map(([head, unit, length, tail]) => head + unit.repeat(Math.ceil(length / unit.length)) + tail);

const OBJECT_PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype).sort();

/** Asserts that nothing was added to Object.prototype (a parser that assigned `__proto__`). */
export function expectPrototypesUntouched(): void {
  const probe: Record<string, unknown> = {};
  expect(probe.polluted).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTOTYPE_NAMES);
}

/** Escapes text for the page source (the reader sees what the browser parsed). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** One element's markup; attribute values are escaped, children are markup already. */
export function element(
  tag: string,
  attributes: ReadonlyArray<readonly [string, string]>,
  children: readonly string[] = [],
): string {
  const attributeText = attributes
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<${tag}${attributeText}>${children.join('')}</${tag}>`;
}

/** Text between elements: plain words, whitespace runs, entities, or stray markup characters. */
export const markupText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 16 }).map(escapeHtml) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', ' ', '\n\t  ', '&nbsp;', '&amp;', '\u00a0', '\u200b'),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 16 }) },
);

/** Inline styles as templates write them, and broken ones. */
export const inlineStyle: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(
        'padding-top: 12px',
        'color: red !important',
        '--accent: #fff',
        'BACKGROUND-COLOR: blue',
        ':orphan',
        'no-colon',
        'width:',
        ' ',
      ),
      fc
        .tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))
        .map(([p, v]) => `${p}:${v}`),
    ),
    { maxLength: 4 },
  )
  .map((declarations) => declarations.join(';'));

export interface MarkupVocabulary {
  tags: readonly string[];
  /** Class names the reader looks for (random ones are added). */
  classes: readonly string[];
  /** Attributes the reader looks at, with their interesting values. */
  attributes: ReadonlyArray<readonly [string, readonly string[]]>;
}

/**
 * Random markup built from the words a reader looks for: trees of elements of its tags and
 * classes, and a soup of its opening and closing tags in any order (unbalanced, unclosed).
 */
export function randomMarkup(vocabulary: MarkupVocabulary): fc.Arbitrary<string> {
  const className = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...vocabulary.classes) },
    { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 6 }) },
  );
  const attribute: fc.Arbitrary<readonly [string, string]> = fc.oneof(
    fc
      .array(className, { maxLength: 3 })
      .map((names): readonly [string, string] => ['class', names.join(' ')]),
    fc
      .constantFrom(...vocabulary.attributes)
      .chain(([name, values]) =>
        fc
          .oneof(fc.constantFrom(...values), fc.string({ maxLength: 8 }))
          .map((value): readonly [string, string] => [name, value]),
      ),
    inlineStyle.map((style): readonly [string, string] => ['style', style]),
    fc
      .tuple(fc.stringMatching(/^data-[a-z-]{1,8}$/), fc.string({ maxLength: 8 }))
      .map(([name, value]): readonly [string, string] => [name, value]),
  );
  const tag = fc.constantFrom(...vocabulary.tags);
  const { node } = fc.letrec<{ node: string }>((tie) => ({
    node: fc.oneof(
      { maxDepth: 5, depthIdentifier: 'markup' },
      markupText,
      fc
        .tuple(
          tag,
          fc.array(attribute, { maxLength: 3 }),
          fc.array(tie('node'), { maxLength: 4, depthIdentifier: 'markup' }),
        )
        .map(([name, attributes, children]) => element(name, attributes, children)),
    ),
  }));
  const soup = fc
    .array(
      fc.oneof(
        fc
          .tuple(tag, fc.array(attribute, { maxLength: 2 }))
          .map(([name, attributes]) => element(name, attributes).replace(/<\/[^>]*>$/, '')),
        tag.map((name) => `</${name}>`),
        markupText,
      ),
      { maxLength: 24 },
    )
    .map((parts) => parts.join(''));
  return fc.oneof(
    { weight: 3, arbitrary: fc.array(node, { maxLength: 4 }).map((n) => n.join('')) },
    { weight: 1, arbitrary: soup },
  );
}
