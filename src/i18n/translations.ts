// The translation lookup (widgets.md section 8: "Translation file lookup fails with a not-found
// error"). A translation file is one locale's messages by key; a set of files is keyed by locale
// tag. A lookup tries the locale's tag, then each shorter tag ('zh-Hant-TW', 'zh-Hant', 'zh'),
// and fails with TranslationNotFoundError when no file, or no message in the file found, matches.
// The error's wording is ours: the spec names the error, not its text.
//
// The files are plain data: only keys a file holds itself count (never an inherited name such as
// "constructor"), and a message that is not text is no message.

/** One locale's messages by key: `{ 'currency.EUR': 'Euro' }`. */
export type TranslationFile = Readonly<Record<string, string>>;
/** Translation files by locale tag: `{ en: {...}, 'fr-CA': {...} }`. */
export type TranslationFiles = Readonly<Record<string, TranslationFile>>;

/** No translation file for a locale, or no message for a key in the file found. */
export class TranslationNotFoundError extends Error {
  override readonly name = 'TranslationNotFoundError';
  constructor(
    message: string,
    /** The locale asked for, as given. */
    readonly locale: string,
    /** The key asked for; null when no file was found. */
    readonly key: string | null,
  ) {
    super(message);
  }
}

/**
 * The tags to try for `locale`, longest first: 'en-US' (or 'en_US') gives ['en-US', 'en']. Empty
 * for what is not a locale tag (Intl refuses it), so that a lookup fails with the not-found error.
 */
export function localeFallbacks(locale: unknown): string[] {
  if (typeof locale !== 'string' || locale.trim() === '') return [];
  let canonical: string | undefined;
  try {
    [canonical] = Intl.getCanonicalLocales(locale.trim().replace(/_/g, '-'));
  } catch {
    return [];
  }
  if (canonical === undefined) return [];
  const subtags = canonical.split('-');
  return subtags.map((_, index) => subtags.slice(0, subtags.length - index).join('-'));
}

/** The file for `locale` and the tag it was found under; throws TranslationNotFoundError. */
export function findTranslationFile(
  files: TranslationFiles,
  locale: string,
): { tag: string; file: TranslationFile } {
  for (const tag of localeFallbacks(locale)) {
    const file: unknown = Object.hasOwn(files, tag) ? files[tag] : undefined;
    if (typeof file === 'object' && file !== null) return { tag, file: file as TranslationFile };
  }
  throw new TranslationNotFoundError(
    `No translation file for the locale ${JSON.stringify(String(locale))}`,
    String(locale),
    null,
  );
}

/**
 * The message for `key` in `locale`'s file (see findTranslationFile); throws
 * TranslationNotFoundError when there is no file, or the file has no such message.
 */
export function lookupTranslation(files: TranslationFiles, locale: string, key: string): string {
  const { tag, file } = findTranslationFile(files, locale);
  const message: unknown = Object.hasOwn(file, key) ? file[key] : undefined;
  if (typeof message === 'string') return message;
  throw new TranslationNotFoundError(
    `No translation for ${JSON.stringify(String(key))} in the ${JSON.stringify(tag)} translation file`,
    String(locale),
    String(key),
  );
}
