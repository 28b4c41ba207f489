import { afterEach, describe, expect, it, vi } from 'vitest';
import { cookiesAvailable, readCookie, removeCookie, writeCookie } from '../../../src/lib/cookies';
import { TEST_PAGE_URL, setPageUrl } from '../support/page-url';

describe('cookies', () => {
  it('writes a site-wide cookie and reads it back, and removes it', () => {
    writeCookie('sr_test', 'a|b', { days: 30 });
    expect(readCookie('sr_test')).toBe('a|b');
    removeCookie('sr_test');
    expect(readCookie('sr_test')).toBeUndefined();
  });

  it('treats cookies as unavailable when document.cookie throws (sandboxed frame)', () => {
    const sandboxed = () => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    };
    const get = vi.spyOn(document, 'cookie', 'get').mockImplementation(sandboxed);
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation(sandboxed);
    try {
      expect(readCookie('crumb')).toBeUndefined();
      expect(cookiesAvailable()).toBe(false);
      expect(() => writeCookie('crumb', 'x')).not.toThrow();
      expect(() => removeCookie('crumb')).not.toThrow();
    } finally {
      get.mockRestore();
      set.mockRestore();
    }
  });

  it('is available when the browser takes cookies, and not when the visitor refused them', () => {
    expect(cookiesAvailable()).toBe(true);
    vi.spyOn(navigator, 'cookieEnabled', 'get').mockReturnValue(false);
    expect(cookiesAvailable()).toBe(false);
  });
});

describe('cookies: what is written', () => {
  const NOW = Date.UTC(2026, 0, 15, 12, 0, 0);

  /**
   * Every cookie written while `write` runs (through document.cookie's setter, not applied), each
   * as its sorted parts: `name=value` and the attributes.
   */
  function written(write: () => void): string[][] {
    const lines: string[] = [];
    const set = vi.spyOn(document, 'cookie', 'set').mockImplementation((line) => {
      lines.push(line);
    });
    try {
      write();
    } finally {
      set.mockRestore();
    }
    return lines.map((line) => line.split('; ').sort());
  }

  const parts = (line: string) => line.split('; ').sort();

  afterEach(() => {
    vi.useRealTimers();
    setPageUrl(TEST_PAGE_URL);
  });

  it('writes site-wide and SameSite=Lax, for the session unless a lifetime is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    expect(written(() => writeCookie('ss_cvt', '1'))).toEqual([
      parts('ss_cvt=1; path=/; sameSite=Lax'),
    ]);
    expect(written(() => writeCookie('ss_cvr', 'a', { days: 2 }))).toEqual([
      parts(
        `ss_cvr=a; path=/; expires=${new Date(NOW + 2 * 86_400_000).toUTCString()}; sameSite=Lax`,
      ),
    ]);
    expect(written(() => writeCookie('ss_cvt', '2', { maxAgeMs: 30 * 60_000 }))).toEqual([
      parts(`ss_cvt=2; path=/; expires=${new Date(NOW + 30 * 60_000).toUTCString()}; sameSite=Lax`),
    ]);
  });

  it('marks the cookie Secure on an https page only', () => {
    setPageUrl('https://shop.example.com/');
    expect(written(() => writeCookie('crumb', 'x'))).toEqual([
      parts('crumb=x; path=/; sameSite=Lax; secure'),
    ]);
  });

  it('removes a cookie written site-wide and one written at the page’s own path', () => {
    setPageUrl('http://localhost:3000/blog/post');
    const removals = written(() => removeCookie('ss_cvr'));
    const withoutDate = removals.map((line) => line.filter((part) => !part.startsWith('expires=')));
    expect(withoutDate).toEqual([parts('ss_cvr=; path=/'), parts('ss_cvr=')]);
    // Both expire in the past.
    for (const line of removals) {
      const expires = line.find((part) => part.startsWith('expires='))?.slice('expires='.length);
      expect(Date.parse(expires ?? '')).toBeLessThan(Date.now());
    }
  });
});
