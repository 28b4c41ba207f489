// Raw page contexts for the property tests: the wire form real pages send (DESIGN.md, the markup
// contract), distorted, and random objects of any kind.
import fc from 'fast-check';
import { isRecord } from '../../../src/lib/coerce';
import { anyValue, jsonValue, objectKey, shapedLike } from './arbitraries';

/** A context in the form real pages send it (the wire form), used as the shape to distort. */
export const WIRE_TEMPLATE = {
  website: {
    id: 'w1',
    identifier: 'beate',
    baseUrl: 'https://beate.example.com',
    developerMode: false,
    cloneable: false,
    typekitId: 'tk',
    websiteType: 4,
    siteStatus: { value: 8 },
    language: 'en-GB',
    siteTitle: 'Beate',
    timeZone: 'Europe/Berlin',
    captchaSettings: { siteKey: 'key' },
    location: {
      addressTitle: 'Shop',
      addressLine1: '1 Road',
      addressLine2: 'Town',
      addressCountry: 'DE',
    },
  },
  websiteSettings: {
    disqusShortname: 'd',
    commentsEnabled: true,
    popupOverlaySettings: {
      style: 2,
      enableMobile: true,
      version: 3,
      showUntilSignup: false,
      displayFrequency: -1,
    },
    mobileInfoBarSettings: { isContactEmailEnabled: true },
    announcementBarSettings: {
      text: { html: '<p>Sale</p>' },
      clickthroughUrl: { url: '/sale', newWindow: true },
    },
    contactEmail: 'a@b.co',
    contactPhoneNumber: '+1 555',
    businessHours: { monday: { text: '9-5' }, sunday: { text: '' } },
    pinterestOverlayOptions: { mode: 'auto' },
    ssBadgeType: 1,
    storeSettings: { selectedCurrency: 'EUR' },
    useEscapeKeyToLogin: true,
    cookieSettings: { isCookieBannerEnabled: true, cookieBannerPosition: 'TOP' },
  },
  cookieSettings: {
    isCookieBannerEnabled: true,
    isRestrictiveCookiePolicyEnabled: true,
    cookieBannerText: '<p>Cookies</p>',
    cookieBannerTheme: 'LIGHT',
  },
  recaptchaEnterpriseContext: { recaptchaEnterpriseSiteKey: 'enterprise' },
  websiteCloneable: true,
  authenticatedAccount: { id: 'acc' },
  websiteRoles: { acc: [10] },
  collection: { id: 'c', type: 1, title: 'Blog', fullUrl: '/blog', permissionType: 1 },
  item: { id: 'i', title: 'Post', recordType: 1, fullUrl: '/blog/post' },
  pageType: 50,
  templateId: 't',
  templateVersion: '7.1',
  templateInstallation: { templateWebsite: { id: 'tw', identifier: 'template' } },
  googleFonts: { a: 1 },
  typekitFonts: { b: 2 },
  demoCollections: [{ id: 'x' }],
  accessPermissions: [1, 2],
  showAnnouncementBar: true,
  appDomain: 'example.com',
  betaFeatureFlags: ['flag'],
  gmRenderKey: 'QUl6YQ==',
  tweakJSON: { 'tweak-global-animations-enabled': 'true', 'tweak-site-width': 1200 },
};

/** Raw contexts: distorted wire forms, random JSON objects and random objects of any kind. */
export const rawContext: fc.Arbitrary<Record<string, unknown>> = fc.oneof(
  { weight: 4, arbitrary: shapedLike(WIRE_TEMPLATE) },
  { weight: 1, arbitrary: jsonValue.filter(isRecord) },
  { weight: 1, arbitrary: fc.dictionary(objectKey, anyValue, { maxKeys: 8 }) },
);
