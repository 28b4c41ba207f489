import { describe, expect, it, vi } from 'vitest';
import { readCookie, removeCookie, writeCookie } from '../../../src/lib/cookies';

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
      expect(() => writeCookie('crumb', 'x')).not.toThrow();
      expect(() => removeCookie('crumb')).not.toThrow();
    } finally {
      get.mockRestore();
      set.mockRestore();
    }
  });
});
