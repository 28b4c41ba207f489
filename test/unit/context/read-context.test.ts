import { afterEach, describe, expect, it } from 'vitest';
import { readPageContext } from '../../../src/context/read-context';

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
    expect(
      readPageContext().context.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled,
    ).toBe(true);
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

  it('returns the defaults when the page has no context at all', () => {
    const { context, error } = readPageContext();
    expect(error).toBeNull();
    expect(context.source).toBe('none');
    expect(context.website.id).toBe('');
  });
});
