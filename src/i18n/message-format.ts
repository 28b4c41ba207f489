// The message-format parser (widgets.md section 5): ICU messages with plural, selectordinal and
// select arguments, parsed and formatted by intl-messageformat. On top of its parser, two rules
// of the spec:
// - "plural and selectordinal keys must be valid for the locale (plus explicit keys like =0);
//   otherwise the error names the valid keys". The wording follows messageformat-parser, an ICU
//   parser that makes exactly this check (its parser.pegjs, the `plural` rule; seen in
//   nautilusgrobshtein/messageformat-parser). The spec gives no wording of its own.
// - "Other parse failures report expected tokens versus what was found": worded as PEG.js-built
//   parsers such as messageformat-parser word them ("Expected "}" but end of input found.").
//   intl-messageformat reports a kind and a location instead; FAILURES below turns each kind into
//   what was expected there.
//
// intl-messageformat is large (its parser and formatters): only packs that show plural messages
// import this module, never the core (test/unit/i18n/core-imports.test.ts checks it).
import { IntlMessageFormat, type PrimitiveType } from 'intl-messageformat';
import { pluralCategories } from './plural-categories';

type MessageElement = ReturnType<IntlMessageFormat['getAst']>[number];
type MessageElementLocation = NonNullable<
  Extract<MessageElement, { location?: unknown }>['location']
>;

/** Values a message's arguments take: `{count}` a number, `{name}` a string... */
export type MessageValues = Record<string, PrimitiveType>;

/** A message that cannot be parsed: its text says why, and where (see above). */
export class MessageFormatError extends Error {
  override readonly name = 'MessageFormatError';
  constructor(
    message: string,
    /** The message that failed, as given. */
    readonly source: string,
    /** Where in it (UTF-16 offsets, lines and columns from 1); null where the parser gave none. */
    readonly location: MessageElementLocation | null,
  ) {
    super(message);
  }
}

/**
 * What each kind of failure of intl-messageformat's parser expected (its ErrorKind names), and
 * where to read what was found instead: at the failure's start, just after it (an empty `{}`), at
 * its end (an unclosed argument spans from its `{` to where the message stopped), its last
 * character, or the whole offending token (an unknown argument type, a key used twice).
 */
type FoundAt = 'start' | 'afterStart' | 'end' | 'last' | 'token';
const ARGUMENT_TYPES = '"number", "date", "time", "select", "plural" or "selectordinal"';
const FAILURES: Readonly<Record<string, readonly [expected: string, foundAt: FoundAt]>> = {
  EXPECT_ARGUMENT_CLOSING_BRACE: ['"}"', 'end'],
  EMPTY_ARGUMENT: ['an argument name', 'afterStart'],
  MALFORMED_ARGUMENT: ['"," or "}"', 'end'],
  EXPECT_ARGUMENT_TYPE: [ARGUMENT_TYPES, 'start'],
  INVALID_ARGUMENT_TYPE: [ARGUMENT_TYPES, 'token'],
  EXPECT_ARGUMENT_STYLE: ['an argument style', 'start'],
  INVALID_NUMBER_SKELETON: ['a number skeleton', 'token'],
  INVALID_DATE_TIME_SKELETON: ['a date skeleton', 'token'],
  EXPECT_NUMBER_SKELETON: ['a number skeleton', 'last'],
  EXPECT_DATE_TIME_SKELETON: ['a date skeleton', 'last'],
  UNCLOSED_QUOTE_IN_ARGUMENT_STYLE: ['"\'"', 'end'],
  EXPECT_SELECT_ARGUMENT_OPTIONS: ['","', 'start'],
  EXPECT_PLURAL_ARGUMENT_OFFSET_VALUE: ['an offset number', 'start'],
  INVALID_PLURAL_ARGUMENT_OFFSET_VALUE: ['an offset number', 'token'],
  EXPECT_SELECT_ARGUMENT_SELECTOR: ['a select key', 'start'],
  EXPECT_PLURAL_ARGUMENT_SELECTOR: ['a plural key', 'start'],
  EXPECT_SELECT_ARGUMENT_SELECTOR_FRAGMENT: ['"{"', 'start'],
  EXPECT_PLURAL_ARGUMENT_SELECTOR_FRAGMENT: ['"{"', 'start'],
  INVALID_PLURAL_ARGUMENT_SELECTOR: ['a plural key', 'token'],
  DUPLICATE_PLURAL_ARGUMENT_SELECTOR: ['a key not used before', 'token'],
  DUPLICATE_SELECT_ARGUMENT_SELECTOR: ['a key not used before', 'token'],
  MISSING_OTHER_CLAUSE: ['an "other" case', 'start'],
};
/** A kind this table does not know (a newer parser): still says where it stopped. */
const UNKNOWN_FAILURE = ['a valid message', 'start'] as const;

/** A character or token as PEG.js parsers show it: quoted and escaped, or "end of input". */
function describeFound(found: string): string {
  return found === '' ? 'end of input' : JSON.stringify(found);
}

function characterAt(source: string, offset: number): string {
  const code = source.codePointAt(offset);
  return code === undefined ? '' : String.fromCodePoint(code);
}

function foundText(source: string, location: MessageElementLocation, foundAt: FoundAt): string {
  const { start, end } = { start: location.start.offset, end: location.end.offset };
  switch (foundAt) {
    case 'token':
      return source.slice(start, end) || characterAt(source, start);
    case 'afterStart':
      return characterAt(source, start + 1);
    case 'end':
      return characterAt(source, end);
    case 'last':
      return characterAt(source, Math.max(start, end - 1));
    default:
      return characterAt(source, start);
  }
}

/** The parser's failure as "Expected … but … found." (see above). */
function syntaxError(source: string, error: unknown): MessageFormatError {
  const reason = error instanceof Error ? error.message : String(error);
  const location = readLocation(error);
  if (!location) {
    // The skeleton parsers throw a RangeError with no location (`{d, date, ::Q}`: "`q/Q`
    // (quarter) patterns are not supported"): their own words say what was found.
    const expected = error instanceof RangeError ? 'a supported skeleton' : UNKNOWN_FAILURE[0];
    return new MessageFormatError(`Expected ${expected} but found: ${reason}`, source, null);
  }
  const [expected, foundAt] =
    (Object.hasOwn(FAILURES, reason) && FAILURES[reason]) || UNKNOWN_FAILURE;
  const found = describeFound(foundText(source, location, foundAt));
  return new MessageFormatError(`Expected ${expected} but ${found} found.`, source, location);
}

function readLocation(error: unknown): MessageElementLocation | null {
  const location = (error as { location?: MessageElementLocation } | null)?.location;
  return typeof location?.start?.offset === 'number' && typeof location.end?.offset === 'number'
    ? location
    : null;
}

/** messageformat-parser's words for a key the locale has no category for (see above). */
export function invalidPluralKeyMessage(
  key: string,
  argument: string,
  type: 'plural' | 'selectordinal',
  validKeys: readonly string[],
): string {
  return (
    `Invalid key \`${key}\` for argument \`${argument}\`.` +
    ` Valid ${type} keys for this locale are \`${validKeys.join('`, `')}\`,` +
    ' and explicit keys like `=0`.'
  );
}

/** Throws for the first plural or selectordinal key, at any depth, that `locale` has no use for. */
function checkPluralKeys(
  source: string,
  elements: readonly MessageElement[],
  locale: string,
): void {
  for (const element of elements) {
    if ('options' in element) {
      if ('pluralType' in element) {
        const ruleType = element.pluralType === 'ordinal' ? 'ordinal' : 'cardinal';
        const valid = pluralCategories(locale, ruleType);
        const invalid = Object.keys(element.options).find(
          (key) => !key.startsWith('=') && !(valid as string[]).includes(key),
        );
        if (invalid !== undefined) {
          const type = ruleType === 'ordinal' ? 'selectordinal' : 'plural';
          throw new MessageFormatError(
            invalidPluralKeyMessage(invalid, element.value, type, valid),
            source,
            element.location ?? null,
          );
        }
      }
      for (const option of Object.values(element.options)) {
        checkPluralKeys(source, option.value, locale);
      }
    } else if ('children' in element) {
      checkPluralKeys(source, element.children, locale);
    }
  }
}

/** A locale tag Intl accepts, canonical ('EN-us' is 'en-US'); throws MessageFormatError if none. */
function canonicalLocale(locale: string, source: string): string {
  try {
    const [canonical] = Intl.getCanonicalLocales(locale);
    if (canonical !== undefined) return canonical;
  } catch {
    // Not a BCP 47 tag: the error below.
  }
  throw new MessageFormatError(`${JSON.stringify(locale)} is not a locale`, source, null);
}

/**
 * Parses `message` for `locale` (an ICU message: `{count, plural, one {# item} other {# items}}`)
 * and checks its plural and selectordinal keys against the locale's categories. Throws a
 * MessageFormatError saying what is wrong and where. `<` and `>` are text, not tags: messages
 * hold no markup.
 */
export function compileMessage(message: string, locale: string): IntlMessageFormat {
  const tag = canonicalLocale(locale, message);
  let compiled: IntlMessageFormat;
  try {
    // captureLocation: a bad plural key's error says where its argument starts.
    compiled = new IntlMessageFormat(message, tag, undefined, {
      ignoreTag: true,
      captureLocation: true,
    });
  } catch (error) {
    throw syntaxError(message, error);
  }
  checkPluralKeys(message, compiled.getAst(), tag);
  return compiled;
}

/**
 * `message` formatted with `values` in `locale`: `formatIcuMessage('{n, plural, one {# item}
 * other {# items}}', 'en', { n: 3 })` is "3 items". Throws a MessageFormatError for a message that
 * does not parse (see compileMessage), and intl-messageformat's error naming the argument when a
 * value the message needs is missing.
 */
export function formatIcuMessage(message: string, locale: string, values: MessageValues): string {
  return String(compileMessage(message, locale).format(values));
}
