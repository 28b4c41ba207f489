import { describe, expect, it } from 'vitest';
import { readCrumb, renewCrumb } from '../../../src/request';
import { mayCarryCrumb } from '../../../src/request/crumb';

describe('crumb cookie', () => {
  it('reads the crumb cookie', () => {
    expect(readCrumb()).toBeUndefined();
    document.cookie = 'crumb=abc; path=/';
    expect(readCrumb()).toBe('abc');
  });

  it('replaces the stale crumb with a fresh random one', () => {
    document.cookie = 'crumb=stale; path=/';
    const fresh = renewCrumb('stale');
    expect(fresh).toMatch(/^[0-9a-f]{48}$/);
    expect(document.cookie).toBe(`crumb=${fresh}`);
    expect(renewCrumb(undefined)).toBe(fresh);
  });

  it('removes a stale crumb written without a path too', () => {
    document.cookie = 'crumb=stale';
    const fresh = renewCrumb('stale');
    expect(document.cookie).toBe(`crumb=${fresh}`);
  });

  it('keeps a crumb that already changed since the failed request (one reset for many)', () => {
    document.cookie = 'crumb=renewed-elsewhere; path=/';
    expect(renewCrumb('stale')).toBe('renewed-elsewhere');
    expect(document.cookie).toBe('crumb=renewed-elsewhere');
  });

  it('keeps the fresh crumb a crumbFail answer offers, and only a plausible one', () => {
    document.cookie = 'crumb=stale; path=/';
    expect(renewCrumb('stale', 'BYr5mX2p7tk0Qb1q')).toBe('BYr5mX2p7tk0Qb1q');
    expect(readCrumb()).toBe('BYr5mX2p7tk0Qb1q');
    for (const offered of [
      'stale',
      'x',
      'a b c d e f g h',
      42,
      null,
      '<script>',
      'z'.repeat(200),
    ]) {
      document.cookie = 'crumb=stale; path=/';
      expect(renewCrumb('stale', offered)).toMatch(/^[0-9a-f]{48}$/);
    }
  });

  it('writes a crumb when there was none', () => {
    const fresh = renewCrumb(undefined);
    expect(readCrumb()).toBe(fresh);
  });
});

describe('mayCarryCrumb', () => {
  const page = { origin: 'http://shop.example', host: 'shop.example' };
  it('allows the page origin and the same host over https only', () => {
    expect(mayCarryCrumb(new URL('http://shop.example/api'), page)).toBe(true);
    expect(mayCarryCrumb(new URL('https://shop.example/api'), page)).toBe(true);
    expect(mayCarryCrumb(new URL('https://other.host/api'), page)).toBe(false);
    expect(mayCarryCrumb(new URL('http://shop.example:8080/api'), page)).toBe(false);
    expect(mayCarryCrumb(new URL('https://shop.example.evil.test/'), page)).toBe(false);
  });
});
