// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  configEditorUrl,
  loginUrl,
  logoutLandingUrl,
} from '../../../../initialisers/editor-redirect/editor-urls';

const page = { pathname: '/blog/caf%C3%A9-notes', search: '?tag=a&b=c%20d' };

describe('editor URLs', () => {
  it('the configuration editor URL carries the encoded current path and query as frameUrl', () => {
    const url = configEditorUrl(page);
    expect(url).toBe('/config/?frameUrl=%2Fblog%2Fcaf%25C3%25A9-notes%3Ftag%3Da%26b%3Dc%2520d');
    const parsed = new URL(url, 'https://example.com');
    expect(parsed.pathname).toBe('/config/');
    expect([...parsed.searchParams.keys()]).toEqual(['frameUrl']);
    expect(parsed.searchParams.get('frameUrl')).toBe('/blog/caf%C3%A9-notes?tag=a&b=c%20d');
  });

  it('frameUrl keeps one leading slash, so it never names another host', () => {
    for (const pathname of [
      '//other.host/x',
      '///other.host/x',
      '/\\other.host/x',
      '/\\/other.host/x',
    ]) {
      const frameUrl = new URL(
        configEditorUrl({ pathname, search: '?a=1' }),
        'https://site.test',
      ).searchParams.get('frameUrl');
      expect(frameUrl, pathname).toBe('/other.host/x?a=1');
      expect(new URL(frameUrl ?? '', 'https://site.test').host).toBe('site.test');
    }
  });

  it('leaves the hash out and keeps a bare path as it is', () => {
    expect(configEditorUrl({ pathname: '/', search: '' })).toBe('/config/?frameUrl=%2F');
  });

  it('the login URL adds the login marker with account creation disabled', () => {
    const parsed = new URL(loginUrl(page), 'https://example.com');
    expect(parsed.pathname).toBe('/config/');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      frameUrl: '/blog/caf%C3%A9-notes?tag=a&b=c%20d',
      sqs_login: '1',
      noSignup: '1',
    });
  });

  it('logout lands on the site root of the same origin with logout=true', () => {
    expect(logoutLandingUrl({ origin: 'https://shop.example.com' })).toBe(
      'https://shop.example.com/?logout=true',
    );
  });
});
