// The plural categories a locale's messages may select on (widgets.md section 5: "plural and
// selectordinal keys must be valid for the locale"). The browser's Intl.PluralRules holds CLDR's
// rules; they are listed here in CLDR's own order, so an error names them the same way in every
// browser (Intl gives no order).

/** Every CLDR plural category, in CLDR's order. */
export const PLURAL_CATEGORY_ORDER = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
export type PluralCategory = (typeof PLURAL_CATEGORY_ORDER)[number];

/** `plural` selects on cardinal numbers (1 item), `selectordinal` on ordinal ones (1st). */
export type PluralRuleType = 'cardinal' | 'ordinal';

/**
 * The categories `locale`'s numbers fall into, for cardinals or ordinals: ['one', 'other'] for
 * English cardinals, ['one', 'two', 'few', 'other'] for English ordinals. Throws Intl's
 * RangeError for a tag that is not a locale.
 */
export function pluralCategories(locale: string, type: PluralRuleType): PluralCategory[] {
  const known = new Set<string>(
    new Intl.PluralRules(locale, { type }).resolvedOptions().pluralCategories,
  );
  return PLURAL_CATEGORY_ORDER.filter((category) => known.has(category));
}
