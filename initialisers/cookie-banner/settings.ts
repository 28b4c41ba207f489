// The cookie banner's settings in component form (widgets.md §3), normalised so that every value
// is known: widgets.md §5 "Cookie banner mapping" gives each fallback and position conversion.
// Pure: no DOM, never throws, whatever it is given.
import { asRecord, asRestrictiveFlag } from '../../src/lib/coerce';
import {
  CookieBannerAcceptType,
  CookieBannerBarPosition,
  CookieBannerCtaVariant,
  CookieBannerPopupPosition,
  CookieBannerTheme,
  CookieBannerVariant,
} from '../../src/enums/cookie-banner';
import * as strings from '../../src/i18n/strings';
import { readConsentPolicy } from './consent-policy';

export interface CookieBannerSettings {
  isCookieBannerEnabled: boolean;
  isRestrictiveCookiePolicyEnabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  isVisitorDataRestricted: boolean;
  /** Platform-rendered HTML. */
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  /** A bar position for the bar variant, a popup corner for the popup variant. */
  cookieBannerPosition: CookieBannerBarPosition | CookieBannerPopupPosition;
  cookieBannerTheme: CookieBannerTheme;
  cookieBannerVariant: CookieBannerVariant;
  cookieBannerCtaVariant: CookieBannerCtaVariant;
  cookieBannerAcceptType: CookieBannerAcceptType;
}

/** Converting to a popup: bar TOP becomes TOP_LEFT; BOTTOM and anything unknown BOTTOM_LEFT. */
export function toPopupPosition(position: unknown): CookieBannerPopupPosition {
  if (CookieBannerPopupPosition.has(position)) return position;
  return position === 'TOP' ? 'TOP_LEFT' : 'BOTTOM_LEFT';
}

/** Converting to a bar: TOP_LEFT or TOP_RIGHT become TOP; anything else BOTTOM. */
export function toBarPosition(position: unknown): CookieBannerBarPosition {
  if (CookieBannerBarPosition.has(position)) return position;
  return position === 'TOP_LEFT' || position === 'TOP_RIGHT' ? 'TOP' : 'BOTTOM';
}

/** A non-blank string as it is, else the fallback. */
function textOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/**
 * True when HTML shows no text: empty, or only empty paragraphs such as `<p></p>`, `<p><br></p>`
 * or `<p>&nbsp;</p>`.
 */
export function isBlankHtml(html: string): boolean {
  const text = html
    // A tag never holds `<`: without that, a long run of `<` takes quadratic time to scan.
    .replace(/<[^<>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, '')
    .trim();
  return text === '';
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The default banner text, as HTML like the platform's own. */
export function defaultBannerTextHtml(): string {
  return `<p>${escapeHtml(strings.cookieBanner.text)}</p>`;
}

function bannerTextOr(value: unknown): string {
  return typeof value === 'string' && !isBlankHtml(value) ? value : defaultBannerTextHtml();
}

/** Normalises cookie settings from any source (the page context, the API, bad JSON). */
export function normaliseCookieBannerSettings(value: unknown): CookieBannerSettings {
  const raw = asRecord(value);
  const policy = readConsentPolicy(raw);
  const variant = CookieBannerVariant.has(raw.cookieBannerVariant)
    ? raw.cookieBannerVariant
    : 'BAR';
  return {
    isCookieBannerEnabled: policy.isCookieBannerEnabled,
    isRestrictiveCookiePolicyEnabled: policy.isRestrictiveCookiePolicyEnabled,
    isRestrictiveCookiePolicyAbsolute: asRestrictiveFlag(raw.isRestrictiveCookiePolicyAbsolute),
    isVisitorDataRestricted: asRestrictiveFlag(raw.isVisitorDataRestricted),
    cookieBannerText: bannerTextOr(raw.cookieBannerText),
    cookieBannerCtaText: textOr(raw.cookieBannerCtaText, strings.cookieBanner.accept),
    cookieBannerOptOutCtaText: textOr(raw.cookieBannerOptOutCtaText, strings.cookieBanner.decline),
    cookieBannerPosition:
      variant === 'POPUP'
        ? toPopupPosition(raw.cookieBannerPosition)
        : toBarPosition(raw.cookieBannerPosition),
    cookieBannerTheme: CookieBannerTheme.has(raw.cookieBannerTheme)
      ? raw.cookieBannerTheme
      : 'DARK',
    cookieBannerVariant: variant,
    cookieBannerCtaVariant: CookieBannerCtaVariant.has(raw.cookieBannerCtaVariant)
      ? raw.cookieBannerCtaVariant
      : 'ICON',
    cookieBannerAcceptType: CookieBannerAcceptType.has(raw.cookieBannerAcceptType)
      ? raw.cookieBannerAcceptType
      : 'OPT_IN',
  };
}
