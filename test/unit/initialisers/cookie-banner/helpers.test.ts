import { describe, expect, it, vi } from 'vitest';
import {
  CONSENT_COPY,
  readConsentCookie,
  writeConsentCookie,
} from '../../../../initialisers/cookie-banner/consent-cookie';
import { readBannerPageFlags } from '../../../../initialisers/cookie-banner/page-flags';
import {
  clearTrackingCookies,
  cookieDomains,
} from '../../../../initialisers/cookie-banner/tracking-cookies';

const EDITOR = { authenticatedAccount: { id: 'a1' }, websiteRoles: {} };
const VISITOR = { authenticatedAccount: null, websiteRoles: {} };

describe('readBannerPageFlags', () => {
  it('reads sqsscreenshot=true and forced preview', () => {
    expect(readBannerPageFlags(EDITOR, { search: '' })).toEqual({
      screenshot: false,
      preview: false,
    });
    expect(
      readBannerPageFlags(EDITOR, { search: '?sqsscreenshot=true&cookieBannerPreview=true' }),
    ).toEqual({ screenshot: true, preview: true });
    expect(readBannerPageFlags(EDITOR, { search: '?sqsscreenshot=1' }).screenshot).toBe(false);
  });

  it('forced preview acts only for a logged-in editor', () => {
    const search = { search: '?cookieBannerPreview=true' };
    expect(readBannerPageFlags(VISITOR, search).preview).toBe(false);
    const viewer = { authenticatedAccount: { id: 'v' }, websiteRoles: { v: 'VIEWER' } };
    expect(readBannerPageFlags(viewer, search).preview).toBe(false);
    expect(readBannerPageFlags(EDITOR, search).preview).toBe(true);
  });
});

describe('readConsentCookie', () => {
  // On this http test page, the site's own copy is in local storage (consent-cookie.ts).
  const storeCopy = (value: unknown) =>
    localStorage.setItem(CONSENT_COPY, JSON.stringify({ value }));

  it.each([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    ['1', null],
    ['yes', null],
    ['', null],
  ])('reads the copy %j as %j', (value, expected) => {
    storeCopy(value);
    expect(readConsentCookie()).toBe(expected);
  });

  it.each(['true', 'false', '1', '0'])('reads no choice from the spec cookie %j alone', (value) => {
    document.cookie = `ss_cookieAllowed=${value}; path=/`;
    expect(readConsentCookie()).toBeNull();
  });

  it('is null without either', () => {
    expect(readConsentCookie()).toBeNull();
  });

  it('writes the spec cookie and the copy, which it reads back', () => {
    writeConsentCookie(false);
    expect(document.cookie).toContain('ss_cookieAllowed=false');
    expect(readConsentCookie()).toBe(false);
    writeConsentCookie(true);
    expect(document.cookie).toContain('ss_cookieAllowed=true');
    expect(readConsentCookie()).toBe(true);
  });
});

describe('tracking cookies', () => {
  it('lists the host and every parent domain, none for IPs or single labels', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual([
      'www.shop.example.com',
      'shop.example.com',
      'example.com',
    ]);
    expect(cookieDomains('example.com')).toEqual(['example.com']);
    expect(cookieDomains('localhost')).toEqual([]);
    expect(cookieDomains('127.0.0.1')).toEqual([]);
    expect(cookieDomains('::1')).toEqual([]);
    // The fully qualified form, and a host that starts with digits.
    expect(cookieDomains('shop.example.com.')).toEqual(['shop.example.com', 'example.com']);
    expect(cookieDomains('1password.example')).toEqual(['1password.example']);
  });

  it('removes each tracking cookie for the host and every parent domain too', () => {
    const writes = vi.spyOn(document, 'cookie', 'set');
    clearTrackingCookies('shop.example.com');
    const removals = writes.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.startsWith('ss_cvr='))
      .map((line) =>
        line
          .split('; ')
          .filter((part) => !part.startsWith('expires='))
          .sort(),
      );
    expect(removals).toEqual([
      ['path=/', 'ss_cvr='],
      ['ss_cvr='],
      ['domain=shop.example.com', 'path=/', 'ss_cvr='],
      ['domain=example.com', 'path=/', 'ss_cvr='],
    ]);
  });

  it('clears only the nine tracking cookies and says which were there', () => {
    document.cookie = 'ss_cvr=abc; path=/';
    document.cookie = 'SS_MID=def; path=/';
    document.cookie = 'crumb=keep; path=/';
    expect(clearTrackingCookies('localhost').sort()).toEqual(['SS_MID', 'ss_cvr']);
    expect(document.cookie).toBe('crumb=keep');
  });
});
