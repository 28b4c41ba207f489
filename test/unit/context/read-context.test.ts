import { afterEach, describe, expect, it } from 'vitest';
import { normaliseContext, readPageContext } from '../../../src/context/read-context';

function jsonContext(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-context';
  script.textContent = text;
  document.body.appendChild(script);
}

afterEach(() => {
  delete window.Static;
});

describe('readPageContext', () => {
  it('reads the Static global that real pages set, with cookieSettings at the top level', () => {
    window.Static = {
      SQUARESPACE_CONTEXT: {
        website: { id: 'w1', identifier: 'beate', websiteType: 4, siteStatus: {}, typekitId: '' },
        websiteSettings: { storeSettings: { selectedCurrency: 'EUR' }, useEscapeKeyToLogin: true },
        cookieSettings: { isCookieBannerEnabled: true, cookieBannerTheme: 'LIGHT' },
        collection: { id: 'c1', type: 1, title: 'Blog' },
        item: { id: 'i1', title: 'Montauk', recordType: 1 },
        pageType: 50,
        templateVersion: '7.1',
        showAnnouncementBar: false,
      },
    };
    const { context, error } = readPageContext();
    expect(error).toBeNull();
    expect(context.source).toBe('static');
    expect(context.website).toMatchObject({ id: 'w1', identifier: 'beate', websiteType: 4 });
    expect(context.website.siteStatus.value).toBe(0);
    expect(context.websiteSettings.storeSettings.selectedCurrency).toBe('EUR');
    expect(context.websiteSettings.useEscapeKeyToLogin).toBe(true);
    expect(context.websiteSettings.cookieSettings).toMatchObject({
      isCookieBannerEnabled: true,
      cookieBannerTheme: 'LIGHT',
      cookieBannerVariant: '',
    });
    expect(context.item).toEqual({ id: 'i1', title: 'Montauk', recordType: 1, fullUrl: '' });
    expect(context.pageType).toBe(50);
    expect(context.authenticatedAccount).toBeNull();
  });

  it('prefers the JSON element over the Static global', () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'from-static' } } };
    jsonContext('{"website":{"id":"from-json"},"authenticatedAccount":{"id":"acc-1"}}');
    const { context } = readPageContext();
    expect(context.source).toBe('json');
    expect(context.website.id).toBe('from-json');
    expect(context.authenticatedAccount).toEqual({ id: 'acc-1' });
  });

  it('ignores an element with the context id that is not a JSON script (content can hold one)', () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'real' } } };
    const spoof = document.createElement('p');
    spoof.id = 'site-context';
    spoof.textContent = '{"website":{"id":"spoofed"},"showAnnouncementBar":true}';
    document.body.appendChild(spoof);
    const { context, error } = readPageContext();
    expect(error).toBeNull();
    expect(context.source).toBe('static');
    expect(context.website.id).toBe('real');
  });

  it('finds the JSON script even when content put an element with its id before it', () => {
    const spoof = document.createElement('div');
    spoof.id = 'site-context';
    spoof.textContent = '{"website":{"id":"spoofed"}}';
    document.body.appendChild(spoof);
    jsonContext('{"website":{"id":"from-json"}}');
    expect(readPageContext().context.website.id).toBe('from-json');
  });

  it('accepts cookieSettings nested in websiteSettings', () => {
    jsonContext('{"websiteSettings":{"cookieSettings":{"isRestrictiveCookiePolicyEnabled":true}}}');
    const { cookieSettings } = readPageContext().context.websiteSettings;
    expect(cookieSettings.isRestrictiveCookiePolicyEnabled).toBe(true);
    // No texts given: none, so that the banner shows its own.
    expect([
      cookieSettings.cookieBannerText,
      cookieSettings.cookieBannerCtaText,
      cookieSettings.cookieBannerOptOutCtaText,
    ]).toEqual(['', '', '']);
  });

  it('gives defaults for missing, empty and null keys', () => {
    jsonContext(
      '{"website":null,"websiteSettings":{"storeSettings":{"selectedCurrency":""}},"pageType":null,"collection":null}',
    );
    const { context } = readPageContext();
    expect(context.website.language).toBe('en-US');
    expect(context.websiteSettings.storeSettings.selectedCurrency).toBe('USD');
    expect(context.pageType).toBe(2);
    expect(context.collection).toBeNull();
    expect(context.betaFeatureFlags).toEqual([]);
  });

  it('falls back to the Static global and reports the error when the JSON is broken', () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'rescued' } } };
    jsonContext('{"website": ');
    const { context, error } = readPageContext();
    expect(error).toMatch(/#site-context holds invalid JSON/);
    expect(context.website.id).toBe('rescued');
  });

  it('reads a page without any context as an empty one: an anonymous visitor on an empty site', () => {
    const { context } = readPageContext();
    expect(context).toEqual({ ...normaliseContext({}, 'json'), source: 'none' });
  });

  it('a JSON script holding only white space counts as none', () => {
    window.Static = { SQUARESPACE_CONTEXT: { website: { id: 'static' } } };
    jsonContext('  \n ');
    expect(readPageContext()).toMatchObject({
      error: null,
      context: { website: { id: 'static' } },
    });
  });

  it('reads the settings blocks and widgets use, trimmed, keeping only values of the right kind', () => {
    jsonContext(
      JSON.stringify({
        website: {
          location: {
            addressTitle: ' Bistro ',
            addressLine1: ' 1 Main St ',
            addressLine2: ' Springfield ',
            addressCountry: ' US ',
          },
        },
        websiteSettings: {
          contactEmail: ' hello@example.com ',
          contactPhoneNumber: ' +1 555 0100 ',
          businessHours: {
            monday: { text: ' 9am – 5pm ', ranges: [] },
            tuesday: { text: '9am – 1pm' },
            wednesday: { text: '  ' },
            thursday: { text: '10am – 2pm' },
            friday: { text: '9am – 9pm' },
            saturday: { text: 'Noon – 4pm' },
            sunday: { text: 'Closed' },
            holiday: { text: 'Never' },
          },
          popupOverlaySettings: {},
          announcementBarSettings: {
            text: { html: '<p>Sale</p>' },
            clickthroughUrl: { url: ' /sale ', newWindow: true },
          },
        },
        collection: { id: 'c1', title: 'Shop', fullUrl: '/shop' },
        gmRenderKey: ' key ',
        tweakJSON: { 'header-font': 'Serif', columns: 3, sticky: true, nested: { a: 1 } },
        accessPermissions: [1, '2', 3],
        betaFeatureFlags: ['new_cart', 7, 'reviews'],
      }),
    );
    const { context } = readPageContext();
    expect(context.website.location).toEqual({
      addressTitle: 'Bistro',
      addressLine1: '1 Main St',
      addressLine2: 'Springfield',
      addressCountry: 'US',
    });
    expect(context.websiteSettings).toMatchObject({
      contactEmail: 'hello@example.com',
      contactPhoneNumber: '+1 555 0100',
      businessHours: {
        monday: '9am – 5pm',
        tuesday: '9am – 1pm',
        thursday: '10am – 2pm',
        friday: '9am – 9pm',
        saturday: 'Noon – 4pm',
        sunday: 'Closed',
      },
      popupOverlaySettings: {
        style: 1,
        enableMobile: true,
        version: 1,
        showUntilSignup: false,
        displayFrequency: 1,
      },
      announcementBarSettings: { text: '<p>Sale</p>', clickthroughUrl: '/sale', newWindow: true },
      pinterestOverlayOptions: { mode: 'disabled' },
    });
    expect(Object.keys(context.websiteSettings.businessHours)).toHaveLength(6);
    expect(context.collection).toEqual({
      id: 'c1',
      type: 1,
      title: 'Shop',
      fullUrl: '/shop',
      permissionType: 1,
    });
    expect(context.gmRenderKey).toBe('key');
    expect(context.tweaks).toEqual({ 'header-font': 'Serif', columns: '3', sticky: 'true' });
    expect(context.accessPermissions).toEqual([1, 3]);
    expect(context.betaFeatureFlags).toEqual(['new_cart', 'reviews']);
  });

  it('reads the older string forms of the announcement bar, and a Pinterest mode given', () => {
    jsonContext(
      JSON.stringify({
        websiteSettings: {
          announcementBarSettings: { text: 'Free delivery', clickthroughUrl: '/delivery' },
          pinterestOverlayOptions: { mode: 'auto' },
        },
      }),
    );
    expect(readPageContext().context.websiteSettings).toMatchObject({
      announcementBarSettings: {
        text: 'Free delivery',
        clickthroughUrl: '/delivery',
        newWindow: false,
      },
      pinterestOverlayOptions: { mode: 'auto' },
    });
  });

  it('returns the defaults when the page has no context at all', () => {
    const { context, error } = readPageContext();
    expect(error).toBeNull();
    expect(context.source).toBe('none');
    expect(context.website.id).toBe('');
  });
});
