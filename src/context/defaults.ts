import type { CookieSettings, PageContext } from './types';

export function defaultCookieSettings(): CookieSettings {
  return {
    isCookieBannerEnabled: false,
    isRestrictiveCookiePolicyEnabled: false,
    isRestrictiveCookiePolicyAbsolute: false,
    isVisitorDataRestricted: false,
    cookieBannerText: '',
    cookieBannerCtaText: '',
    cookieBannerOptOutCtaText: '',
    cookieBannerPosition: '',
    cookieBannerTheme: '',
    cookieBannerVariant: '',
    cookieBannerCtaVariant: '',
    cookieBannerAcceptType: '',
  };
}

/** The context of a page that rendered none: an anonymous visitor on an empty site. */
export function defaultContext(): PageContext {
  return {
    website: {
      id: '',
      identifier: '',
      baseUrl: '',
      developerMode: false,
      cloneable: false,
      typekitId: '',
      websiteType: 1,
      siteStatus: { value: 0 },
      language: 'en-US',
      siteTitle: '',
      timeZone: 'UTC',
      captchaSiteKey: '',
      location: { addressTitle: '', addressLine1: '', addressLine2: '', addressCountry: '' },
    },
    websiteSettings: {
      disqusShortname: '',
      commentsEnabled: false,
      popupOverlaySettings: null,
      mobileInfoBarSettings: {},
      announcementBarSettings: null,
      contactEmail: '',
      contactPhoneNumber: '',
      businessHours: {},
      pinterestOverlayOptions: { mode: 'disabled' },
      ssBadgeType: 0,
      storeSettings: { selectedCurrency: 'USD' },
      useEscapeKeyToLogin: false,
      loginAllowed: false,
      cookieSettings: defaultCookieSettings(),
    },
    authenticatedAccount: null,
    websiteRoles: {},
    collection: null,
    item: null,
    pageType: 2,
    templateId: '',
    templateVersion: '',
    templateWebsite: null,
    googleFonts: {},
    typekitFonts: {},
    demoCollections: [],
    accessPermissions: [],
    showAnnouncementBar: false,
    appDomain: '',
    betaFeatureFlags: [],
    gmRenderKey: '',
    tweaks: {},
    product: null,
    source: 'none',
  };
}
