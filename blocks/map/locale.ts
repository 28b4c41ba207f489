// The provider's `language` and `region` parameters, derived from the site's locale (widgets.md
// section 7: "loaded with a key, plus language and region derived from the locale").

export interface MapLocale {
  /** A BCP 47 tag the provider knows ("en-AU", "pt-BR", "de"); '' when the locale is unusable. */
  language: string;
  /** The locale's region ("AU"); '' when it names none. */
  region: string;
}

/** `en_au`, `en-AU`, `EN-au-u-ca-gregory` all give { language: 'en-AU', region: 'AU' }. */
export function mapLocale(locale: string): MapLocale {
  const tag = locale.trim().replace(/_/g, '-');
  if (tag === '') return { language: '', region: '' };
  try {
    const parsed = new Intl.Locale(tag);
    const region = parsed.region && /^[A-Z]{2}$/.test(parsed.region) ? parsed.region : '';
    const language = /^[a-z]{2,3}$/.test(parsed.language) ? parsed.language : '';
    if (language === '') return { language: '', region: '' };
    return { language: region ? `${language}-${region}` : language, region };
  } catch {
    return { language: '', region: '' };
  }
}

/**
 * The key as real pages send it (`gmRenderKey`): base64 of the key. A value that is not base64
 * of a key-like text is taken as the key itself when it looks like one; otherwise ''.
 */
export function mapsKey(renderKey: string): string {
  const raw = renderKey.trim();
  if (raw === '') return '';
  const keyLike = /^[\w-]{8,100}$/;
  try {
    const decoded = atob(raw);
    if (keyLike.test(decoded)) return decoded;
  } catch {
    // Not base64.
  }
  return keyLike.test(raw) ? raw : '';
}
