import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  compileMessage,
  formatIcuMessage,
  invalidPluralKeyMessage,
  MessageFormatError,
} from '../../../src/i18n/message-format';
import {
  PLURAL_CATEGORY_ORDER,
  pluralCategories,
  type PluralRuleType,
} from '../../../src/i18n/plural-categories';
import { anyText, hugeString } from '../properties/arbitraries';
import { branchCounter } from '../support/branches';

// The message-format parser (widgets.md section 5): "plural and selectordinal keys must be valid
// for the locale (plus explicit keys like =0); otherwise the error names the valid keys. Other
// parse failures report expected tokens versus what was found."

const ITEMS = '{n, plural, =0 {No items} one {# item} other {# items}}';
const ORDINAL = '{n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}';

/** The error compileMessage throws for `message`, or null when it parses. */
function parseFailure(message: string, locale = 'en'): MessageFormatError | null {
  try {
    compileMessage(message, locale);
    return null;
  } catch (error) {
    if (error instanceof MessageFormatError) return error;
    throw error;
  }
}

describe('formatIcuMessage', () => {
  it('picks the plural case of the number, explicit =N cases first', () => {
    const text = (n: number) => formatIcuMessage(ITEMS, 'en', { n });
    expect([0, 1, 2, 1000].map(text)).toEqual(['No items', '1 item', '2 items', '1,000 items']);
  });

  it('picks English ordinals: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd, 101st, 111th', () => {
    const text = (n: number) => formatIcuMessage(ORDINAL, 'en', { n });
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111].map(text)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
      '111th',
    ]);
  });

  it("uses the locale's categories and number format", () => {
    const files = '{n, plural, one {# файл} few {# файла} many {# файлов} other {# файла}}';
    expect([1, 3, 5, 21, 1.5].map((n) => formatIcuMessage(files, 'ru', { n }))).toEqual([
      '1 файл',
      '3 файла',
      '5 файлов',
      '21 файл',
      '1,5 файла',
    ]);
  });

  it('fills select and nested arguments; < and > are text', () => {
    const message =
      '{who, select, owner {You have} other {{who} has}} <b>{n, plural, one {# draft} other {# drafts}}</b>';
    expect(formatIcuMessage(message, 'en', { who: 'owner', n: 1 })).toBe('You have <b>1 draft</b>');
    expect(formatIcuMessage(message, 'en', { who: 'Ana', n: 4 })).toBe('Ana has <b>4 drafts</b>');
  });

  it('names the argument a missing value belongs to', () => {
    expect(() => formatIcuMessage(ITEMS, 'en', {})).toThrow(/"n"/);
  });
});

describe('plural and selectordinal keys (widgets.md section 5)', () => {
  it('refuses a key the locale has no category for, naming the valid keys', () => {
    const failure = parseFailure('{n, plural, one {#} few {#} other {#}}', 'en');
    expect(failure?.message).toBe(
      'Invalid key `few` for argument `n`. Valid plural keys for this locale are `one`, `other`, and explicit keys like `=0`.',
    );
    expect(failure?.location?.start.offset).toBe(0);
  });

  it('checks selectordinal keys against the ordinal categories', () => {
    // English ordinals have one, two, few and other; Russian ordinals only other.
    expect(parseFailure(ORDINAL, 'en')).toBeNull();
    expect(parseFailure(ORDINAL, 'ru')?.message).toBe(
      'Invalid key `one` for argument `n`. Valid selectordinal keys for this locale are `other`, and explicit keys like `=0`.',
    );
  });

  it('accepts explicit keys like =0 in every locale', () => {
    expect(
      parseFailure('{n, plural, =0 {none} =1 {one} =12 {a dozen} other {#}}', 'ja'),
    ).toBeNull();
  });

  it('finds a bad key inside a select case inside a plural case', () => {
    const message =
      'Hi {n, plural, one {{g, select, a {{m, selectordinal, one {x} many {y} other {z}}} other {q}}} other {r}}';
    expect(parseFailure(message, 'en')?.message).toBe(
      invalidPluralKeyMessage('many', 'm', 'selectordinal', ['one', 'two', 'few', 'other']),
    );
  });

  it('lists the categories in CLDR order, whatever order Intl gives', () => {
    expect(pluralCategories('ar', 'cardinal')).toEqual([
      'zero',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect(pluralCategories('en', 'ordinal')).toEqual(['one', 'two', 'few', 'other']);
    expect(pluralCategories('ja', 'cardinal')).toEqual(['other']);
  });
});

describe('other parse failures: expected versus found', () => {
  it.each([
    ['{n', 'Expected "}" but end of input found.'],
    ['Hi {n, plural, one {x} other {y}', 'Expected "}" but end of input found.'],
    ['{}', 'Expected an argument name but "}" found.'],
    ['{n!}', 'Expected "," or "}" but "!" found.'],
    [
      '{n,}',
      'Expected "number", "date", "time", "select", "plural" or "selectordinal" but "}" found.',
    ],
    [
      '{n, colour}',
      'Expected "number", "date", "time", "select", "plural" or "selectordinal" but "colour" found.',
    ],
    ['{n, number, }', 'Expected an argument style but "}" found.'],
    ['{n, select}', 'Expected "," but "}" found.'],
    ['{n, plural, offset: x}', 'Expected an offset number but "x" found.'],
    ['{n, plural, }', 'Expected a plural key but "}" found.'],
    ['{n, plural, one}', 'Expected "{" but "}" found.'],
    ['{n, plural, one {a} one {b} other {c}}', 'Expected a key not used before but "one" found.'],
    ['{n, select, a {x}}', 'Expected an "other" case but "}" found.'],
    [
      '{n, date, ::Q}',
      'Expected a supported skeleton but found: `q/Q` (quarter) patterns are not supported',
    ],
  ])('%j: %s', (message, expected) => {
    const failure = parseFailure(message);
    expect(failure).toBeInstanceOf(MessageFormatError);
    expect(failure?.message).toBe(expected);
    expect(failure?.source).toBe(message);
  });

  it('says where: the location of the failure', () => {
    expect(parseFailure('line one\n{n, select}')?.location?.start).toEqual({
      offset: 19,
      line: 2,
      column: 11,
    });
  });

  it('refuses a tag that is not a locale', () => {
    expect(parseFailure(ITEMS, 'not a locale!')?.message).toBe('"not a locale!" is not a locale');
  });
});

describe('properties', () => {
  const VALID_MESSAGES = [
    ITEMS,
    ORDINAL,
    '{g, select, a {x} other {y}} has {n, plural, offset:1 one {#} other {# more}}',
    "{n, number} {d, date, short} {t, time, ::hhmm} It''s '{'literal'}'",
    '{n, plural, one {{g, select, a {x} other {y}}} other {z}}',
  ];
  /** A valid message with a few characters inserted or deleted: mostly broken, sometimes not. */
  const mutatedMessage = fc
    .tuple(
      fc.constantFrom(...VALID_MESSAGES),
      fc.array(
        fc.tuple(
          fc.nat(),
          fc.nat({ max: 2 }),
          fc.constantFrom('', '{', '}', ',', ' ', '#', '=', 'x', "'", '::', 'one', 'few', 'many'),
        ),
        { minLength: 1, maxLength: 3 },
      ),
    )
    .map(([message, edits]) =>
      edits.reduce((text, [at, remove, insert]) => {
        const index = at % (text.length + 1);
        return text.slice(0, index) + insert + text.slice(index + remove);
      }, message),
    );
  const LOCALES = ['en', 'ru', 'ja', 'cy', 'fr', 'ar'] as const;

  it('any text parses, or fails with a MessageFormatError in one of the three forms', () => {
    const branches = branchCounter(['parsed', 'expected', 'invalidKey', 'skeleton'] as const);
    fc.assert(
      fc.property(
        fc.oneof(anyText(40), fc.string({ maxLength: 60 }), mutatedMessage, mutatedMessage),
        fc.constantFrom(...LOCALES),
        (message, locale) => {
          const failure = parseFailure(message, locale);
          if (failure === null) return branches.reached('parsed');
          expect(failure.source).toBe(message);
          if (failure.message.startsWith('Invalid key')) {
            branches.reached('invalidKey');
            expect(failure.message).toMatch(
              /^Invalid key `.+` for argument `.+`\. Valid (plural|selectordinal) keys for this locale are `.+`, and explicit keys like `=0`\.$/s,
            );
          } else if (failure.location === null) {
            branches.reached('skeleton');
            expect(failure.message).toMatch(/^Expected a supported skeleton but found: ./s);
          } else {
            branches.reached('expected');
            expect(failure.message).toMatch(/^Expected .+ but (".*"|end of input) found\.$/s);
          }
        },
      ),
      { numRuns: 600 },
    );
    branches.expectEachReached();
  });

  it('a plural message over the locale categories picks the case Intl.PluralRules selects', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom<PluralRuleType>('cardinal', 'ordinal'),
        fc.oneof(fc.nat({ max: 200 }), fc.nat({ max: 10_000_000 })),
        fc.option(fc.nat({ max: 200 }), { nil: undefined }),
        (locale, type, n, exact) => {
          const cases = pluralCategories(locale, type).map(
            (category) => `${category} {${category}}`,
          );
          if (exact !== undefined) cases.unshift(`=${exact} {exactly}`);
          const keyword = type === 'ordinal' ? 'selectordinal' : 'plural';
          const message = `{n, ${keyword}, ${cases.join(' ')}}`;
          const expected =
            n === exact ? 'exactly' : new Intl.PluralRules(locale, { type }).select(n);
          expect(formatIcuMessage(message, locale, { n })).toBe(expected);
        },
      ),
    );
  });

  it('a key outside the locale categories is refused, and the error names exactly those', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.constantFrom<PluralRuleType>('cardinal', 'ordinal'),
        fc.oneof(fc.constantFrom(...PLURAL_CATEGORY_ORDER), fc.stringMatching(/^[a-z]{1,8}$/)),
        (locale, type, key) => {
          const valid = pluralCategories(locale, type);
          fc.pre(!(valid as string[]).includes(key));
          const keyword = type === 'ordinal' ? 'selectordinal' : 'plural';
          const failure = parseFailure(`{n, ${keyword}, ${key} {x} other {y}}`, locale);
          expect(failure?.message).toBe(invalidPluralKeyMessage(key, 'n', keyword, valid));
          expect(failure?.message).toContain(`\`${valid.join('`, `')}\``);
        },
      ),
    );
  });

  it('a long message fails in time: linear work, no catastrophic backtracking', () => {
    fc.assert(
      fc.property(hugeString, (message) => {
        const started = performance.now();
        parseFailure(message);
        expect(performance.now() - started).toBeLessThan(2000);
      }),
      { numRuns: 5 },
    );
  });
});
