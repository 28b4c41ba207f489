// The page context the server renders, after normalisation: every key has a value, so readers
// never test for undefined. Field names follow spec runtime.md section 3.

export type CookieBannerPosition =
  'TOP' | 'BOTTOM' | 'TOP_LEFT' | 'TOP_RIGHT' | 'BOTTOM_LEFT' | 'BOTTOM_RIGHT';
export type CookieBannerTheme = 'LIGHT' | 'DARK';
export type CookieBannerVariant = 'BAR' | 'POPUP';
export type CookieBannerCtaVariant = 'TEXT' | 'BUTTON' | 'ICON';
export type CookieBannerAcceptType = 'OPT_IN' | 'OPT_IN_AND_OUT';

/** Cookie settings as the server sends them: values may be empty strings or unknown. */
export interface CookieSettings {
  isCookieBannerEnabled: boolean;
  isRestrictiveCookiePolicyEnabled: boolean;
  isRestrictiveCookiePolicyAbsolute: boolean;
  isVisitorDataRestricted: boolean;
  cookieBannerText: string;
  cookieBannerCtaText: string;
  cookieBannerOptOutCtaText: string;
  cookieBannerPosition: string;
  cookieBannerTheme: string;
  cookieBannerVariant: string;
  cookieBannerCtaVariant: string;
  cookieBannerAcceptType: string;
}

export interface PopupOverlaySettings {
  style: number;
  enableMobile: boolean;
  version: number;
  showUntilSignup: boolean;
  /** Days between displays; -1 means never show again once closed. */
  displayFrequency: number;
}

export interface AnnouncementBarSettings {
  /** Platform-rendered HTML. */
  text: string;
  clickthroughUrl: string;
  /** Real pages send the link as `clickthroughUrl: {url, newWindow}`. */
  newWindow: boolean;
}

/** The site's address (real pages: `website.location`); empty strings when not set. */
export interface SiteLocation {
  addressTitle: string;
  addressLine1: string;
  addressLine2: string;
  addressCountry: string;
}

export interface Website {
  id: string;
  identifier: string;
  baseUrl: string;
  developerMode: boolean;
  cloneable: boolean;
  typekitId: string;
  websiteType: number;
  siteStatus: { value: number };
  language: string;
  siteTitle: string;
  timeZone: string;
  captchaSiteKey: string;
  location: SiteLocation;
}

/** Only the currency is read here; the commerce packs read the rest as they need it. */
export type StoreSettings = { selectedCurrency: string } & Record<string, unknown>;

export interface WebsiteSettings {
  disqusShortname: string;
  commentsEnabled: boolean;
  popupOverlaySettings: PopupOverlaySettings | null;
  mobileInfoBarSettings: Record<string, unknown>;
  announcementBarSettings: AnnouncementBarSettings | null;
  /** Contact details (shown by the mobile info bar); '' when not set. */
  contactEmail: string;
  contactPhoneNumber: string;
  /** Opening hours as the owner typed them, by lower-case weekday (`monday`…); '' when not set. */
  businessHours: Record<string, string>;
  pinterestOverlayOptions: { mode: string };
  ssBadgeType: number;
  /** The store's settings as the server sent them, with a selected currency (default USD). */
  storeSettings: StoreSettings;
  useEscapeKeyToLogin: boolean;
  /** Whether site visitors may log in (real pages: userAccountsSettings.loginAllowed). */
  loginAllowed: boolean;
  cookieSettings: CookieSettings;
}

export interface PageCollection {
  id: string;
  type: number;
  title: string;
  fullUrl: string;
  permissionType: number;
}

export interface PageItem {
  id: string;
  title: string;
  recordType: number;
  fullUrl: string;
}

export interface PageContext {
  website: Website;
  websiteSettings: WebsiteSettings;
  /** Null for an anonymous visitor. */
  authenticatedAccount: { id: string } | null;
  websiteRoles: Record<string, unknown>;
  collection: PageCollection | null;
  item: PageItem | null;
  pageType: number;
  templateId: string;
  templateVersion: string;
  templateWebsite: { id: string; identifier: string } | null;
  googleFonts: Record<string, unknown>;
  typekitFonts: Record<string, unknown>;
  demoCollections: unknown[];
  accessPermissions: number[];
  showAnnouncementBar: boolean;
  appDomain: string;
  betaFeatureFlags: string[];
  /** The maps provider's key as real pages send it (`gmRenderKey`: base64 of the key); '' when none. */
  gmRenderKey: string;
  /**
   * The template's style settings (`tweakJSON`), each value as text ('true', '0.6s', 'fade'…):
   * the global animation settings are read from here.
   */
  tweaks: Record<string, string>;
  /** A product page's product, as the server sent it (read by the commerce packs); else null. */
  product: Record<string, unknown> | null;
  /** Where the context came from: the JSON element, the Static global, the text of the inline
   * script that assigns it (when that script threw), or nowhere (defaults). */
  source: 'json' | 'static' | 'inline-script' | 'none';
}
