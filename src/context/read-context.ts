import {
  asArray,
  asBoolean,
  asNumber,
  asRecord,
  asRestrictiveFlag,
  asString,
  isRecord,
  type JsonRecord,
} from '../lib/coerce';
import { defaultContext, defaultCookieSettings } from './defaults';
import { readInlineStaticContext } from './inline-static-context';
import type {
  AnnouncementBarSettings,
  CookieSettings,
  PageCollection,
  PageContext,
  PageItem,
  PopupOverlaySettings,
  SiteLocation,
} from './types';
import * as dom from '../lib/dom';

export const CONTEXT_ELEMENT_ID = 'site-context';

export interface ContextReading {
  context: PageContext;
  /** Set when a context was present but could not be parsed; the defaults were used. */
  error: string | null;
}

declare global {
  interface Window {
    Static?: { SQUARESPACE_CONTEXT?: unknown };
  }
}

/** The only element the JSON context is read from: never any element that happens to bear the id. */
const CONTEXT_SELECTOR = `script[type="application/json"]#${CONTEXT_ELEMENT_ID}`;

/**
 * Reads the page context: the CSP-friendly JSON script wins over the `Static` global that real
 * pages set with an inline script, and that over the text of the inline script when the script
 * failed (see inline-static-context.ts). Content (rich text, comments) can hold an element with the same
 * id, so only a JSON script counts. Never throws.
 */
export function readPageContext(doc: Document = document): ContextReading {
  const element = dom.query(doc, CONTEXT_SELECTOR);
  if (element && element.textContent?.trim()) {
    try {
      const raw: unknown = JSON.parse(element.textContent);
      if (isRecord(raw)) return { context: normaliseContext(raw, 'json'), error: null };
      return fallback(`#${CONTEXT_ELEMENT_ID} holds JSON that is not an object`, doc);
    } catch (error) {
      return fallback(`#${CONTEXT_ELEMENT_ID} holds invalid JSON: ${String(error)}`, doc);
    }
  }
  return readStatic(doc, null);
}

function fallback(error: string, doc: Document): ContextReading {
  return readStatic(doc, error);
}

/**
 * True for an object a script built (`{…}`, JSON.parse, Object.create(null)): its prototype is
 * this realm's or the page's Object.prototype, or null. Elements, collections and windows are not.
 */
function isPlainObject(value: unknown, view: Window | null): value is JsonRecord {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return (
    prototype === null ||
    prototype === Object.prototype ||
    prototype === (view as (Window & { Object?: ObjectConstructor }) | null)?.Object?.prototype
  );
}

/**
 * The context an inline script put in `window.Static`, or null. Content can name elements
 * `Static` and `SQUARESPACE_CONTEXT` (`<a id=Static>`, `<form id=Static>`: DOM clobbering), which
 * the browser then puts on window where no script defined `Static`: only plain objects count.
 */
function staticGlobalContext(view: Window | null): JsonRecord | null {
  try {
    const holder: unknown = view?.Static;
    if (!isPlainObject(holder, view)) return null;
    const context: unknown = holder.SQUARESPACE_CONTEXT;
    return isPlainObject(context, view) ? context : null;
  } catch {
    // A cross-origin frame named Static: its properties throw.
    return null;
  }
}

function readStatic(doc: Document, error: string | null): ContextReading {
  const raw = staticGlobalContext(dom.view(doc));
  if (raw) return { context: normaliseContext(raw, 'static'), error };
  // The inline assignment threw (no `Static` defined) or has not run: read its text instead.
  const inline = readInlineStaticContext(doc);
  if (!inline.found) return { context: defaultContext(), error };
  if (isRecord(inline.value)) {
    return { context: normaliseContext(inline.value, 'inline-script'), error };
  }
  return {
    context: defaultContext(),
    error: error ?? inline.error ?? 'the inline context is not an object',
  };
}

/** Turns an untrusted context object into a complete PageContext. */
export function normaliseContext(raw: JsonRecord, source: PageContext['source']): PageContext {
  const defaults = defaultContext();
  const website = asRecord(raw.website);
  const settings = asRecord(raw.websiteSettings);
  const templateInstallation = asRecord(raw.templateInstallation);
  const templateWebsite = templateInstallation.templateWebsite;
  const account = raw.authenticatedAccount;
  const d = defaults.website;

  return {
    website: {
      id: asString(website.id),
      identifier: asString(website.identifier),
      baseUrl: asString(website.baseUrl),
      developerMode: asBoolean(website.developerMode),
      cloneable: asBoolean(website.cloneable, asBoolean(raw.websiteCloneable)),
      typekitId: asString(website.typekitId),
      websiteType: asNumber(website.websiteType, d.websiteType),
      siteStatus: { value: asNumber(asRecord(website.siteStatus).value, d.siteStatus.value) },
      language: asString(website.language) || d.language,
      siteTitle: asString(website.siteTitle),
      timeZone: asString(website.timeZone) || d.timeZone,
      captchaSiteKey: asString(
        asRecord(raw.recaptchaEnterpriseContext).recaptchaEnterpriseSiteKey,
        asString(asRecord(website.captchaSettings).siteKey),
      ),
      location: readLocation(website.location),
    },
    websiteSettings: {
      disqusShortname: asString(settings.disqusShortname),
      commentsEnabled: asBoolean(settings.commentsEnabled),
      popupOverlaySettings: readPopupOverlay(settings.popupOverlaySettings),
      mobileInfoBarSettings: asRecord(settings.mobileInfoBarSettings),
      announcementBarSettings: readAnnouncementBar(settings.announcementBarSettings),
      contactEmail: asString(settings.contactEmail).trim(),
      contactPhoneNumber: asString(settings.contactPhoneNumber).trim(),
      businessHours: readBusinessHours(settings.businessHours),
      pinterestOverlayOptions: {
        mode: asString(asRecord(settings.pinterestOverlayOptions).mode) || 'disabled',
      },
      ssBadgeType: asNumber(settings.ssBadgeType),
      // The commerce packs read the other store settings (test mode, minimum order, ...).
      storeSettings: {
        ...asRecord(settings.storeSettings),
        selectedCurrency: asString(asRecord(settings.storeSettings).selectedCurrency) || 'USD',
      },
      useEscapeKeyToLogin: asBoolean(settings.useEscapeKeyToLogin),
      // Real pages: userAccountsSettings {loginAllowed, signupAllowed}.
      loginAllowed: asRecord(settings.userAccountsSettings).loginAllowed === true,
      // Real pages keep cookieSettings at the top level; older contexts nest it in websiteSettings.
      cookieSettings: readCookieSettings(raw.cookieSettings ?? settings.cookieSettings),
    },
    authenticatedAccount:
      isRecord(account) && asString(account.id) ? { id: asString(account.id) } : null,
    websiteRoles: asRecord(raw.websiteRoles),
    collection: readCollection(raw.collection),
    item: readItem(raw.item),
    pageType: asNumber(raw.pageType, defaults.pageType),
    templateId: asString(raw.templateId),
    templateVersion: asString(raw.templateVersion),
    templateWebsite: isRecord(templateWebsite)
      ? { id: asString(templateWebsite.id), identifier: asString(templateWebsite.identifier) }
      : null,
    googleFonts: asRecord(raw.googleFonts),
    typekitFonts: asRecord(raw.typekitFonts),
    demoCollections: asArray(raw.demoCollections),
    accessPermissions: asArray(raw.accessPermissions).filter(
      (p): p is number => typeof p === 'number',
    ),
    showAnnouncementBar: asBoolean(raw.showAnnouncementBar),
    appDomain: asString(raw.appDomain),
    betaFeatureFlags: asArray(raw.betaFeatureFlags).filter(
      (f): f is string => typeof f === 'string',
    ),
    gmRenderKey: asString(raw.gmRenderKey).trim(),
    tweaks: readTweaks(raw.tweakJSON),
    product: isRecord(raw.product) ? raw.product : null,
    source,
  };
}

/** Template settings whose values are text, numbers or booleans, all kept as text. */
function readTweaks(value: unknown): Record<string, string> {
  const tweaks: Record<string, string> = {};
  for (const [key, setting] of Object.entries(asRecord(value))) {
    if (typeof setting === 'string') tweaks[key] = setting;
    else if (typeof setting === 'number' || typeof setting === 'boolean') {
      tweaks[key] = String(setting);
    }
  }
  return tweaks;
}

export function readCookieSettings(value: unknown): CookieSettings {
  const raw = asRecord(value);
  const d = defaultCookieSettings();
  return {
    isCookieBannerEnabled: asBoolean(raw.isCookieBannerEnabled),
    isRestrictiveCookiePolicyEnabled: asRestrictiveFlag(raw.isRestrictiveCookiePolicyEnabled),
    isRestrictiveCookiePolicyAbsolute: asRestrictiveFlag(raw.isRestrictiveCookiePolicyAbsolute),
    isVisitorDataRestricted: asRestrictiveFlag(raw.isVisitorDataRestricted),
    cookieBannerText: asString(raw.cookieBannerText, d.cookieBannerText),
    cookieBannerCtaText: asString(raw.cookieBannerCtaText, d.cookieBannerCtaText),
    cookieBannerOptOutCtaText: asString(raw.cookieBannerOptOutCtaText, d.cookieBannerOptOutCtaText),
    cookieBannerPosition: asString(raw.cookieBannerPosition),
    cookieBannerTheme: asString(raw.cookieBannerTheme),
    cookieBannerVariant: asString(raw.cookieBannerVariant),
    cookieBannerCtaVariant: asString(raw.cookieBannerCtaVariant),
    cookieBannerAcceptType: asString(raw.cookieBannerAcceptType),
  };
}

function readPopupOverlay(value: unknown): PopupOverlaySettings | null {
  if (!isRecord(value)) return null;
  return {
    style: asNumber(value.style, 1),
    enableMobile: asBoolean(value.enableMobile, true),
    version: asNumber(value.version, 1),
    showUntilSignup: asBoolean(value.showUntilSignup),
    displayFrequency: asNumber(value.displayFrequency, 1),
  };
}

function readAnnouncementBar(value: unknown): AnnouncementBarSettings | null {
  if (!isRecord(value)) return null;
  const text = asRecord(value.text);
  // Older contexts send the link as a string, real pages as {url, newWindow}.
  const link = asRecord(value.clickthroughUrl);
  return {
    text: asString(text.html, asString(value.text)),
    clickthroughUrl: asString(value.clickthroughUrl, asString(link.url)).trim(),
    newWindow: asBoolean(link.newWindow),
  };
}

function readLocation(value: unknown): SiteLocation {
  const raw = asRecord(value);
  return {
    addressTitle: asString(raw.addressTitle).trim(),
    addressLine1: asString(raw.addressLine1).trim(),
    addressLine2: asString(raw.addressLine2).trim(),
    addressCountry: asString(raw.addressCountry).trim(),
  };
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Real pages: `{monday: {text, ranges}, …}`; only the text is shown, only for known days. */
function readBusinessHours(value: unknown): Record<string, string> {
  const raw = asRecord(value);
  const hours: Record<string, string> = {};
  for (const day of WEEKDAYS) {
    const text = asString(asRecord(raw[day]).text).trim();
    if (text) hours[day] = text;
  }
  return hours;
}

function readCollection(value: unknown): PageCollection | null {
  if (!isRecord(value)) return null;
  return {
    id: asString(value.id),
    type: asNumber(value.type, 1),
    title: asString(value.title),
    fullUrl: asString(value.fullUrl),
    permissionType: asNumber(value.permissionType, 1),
  };
}

function readItem(value: unknown): PageItem | null {
  if (!isRecord(value)) return null;
  return {
    id: asString(value.id),
    title: asString(value.title),
    recordType: asNumber(value.recordType, 1),
    fullUrl: asString(value.fullUrl),
  };
}
