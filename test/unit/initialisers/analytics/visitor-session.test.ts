import { describe, expect, it, vi } from 'vitest';
import { ensureVisitorCookies } from '../../../../initialisers/analytics/visitor-session';
import { mockLogger } from './harness';

describe('ensureVisitorCookies', () => {
  it('returns the record it wrote, and what changed', () => {
    const log = mockLogger();
    const first = ensureVisitorCookies(log, 1_000);
    expect(first?.change).toBe('created');
    expect(first?.visitorCookie).toMatch(/\|1000\|1000\|1000\|1$/);
    expect(ensureVisitorCookies(log, 2_000)).toEqual({
      visitorCookie: first?.visitorCookie,
      change: 'same-visit',
    });
  });

  it('without cookie access (a sandboxed frame): a warning and no record, no throw', () => {
    const log = mockLogger();
    const getter = vi.spyOn(document, 'cookie', 'get').mockImplementation(() => {
      throw new DOMException('The document is sandboxed', 'SecurityError');
    });
    try {
      expect(ensureVisitorCookies(log, 1_000)).toBeNull();
    } finally {
      getter.mockRestore();
    }
    expect(log.warn).toHaveBeenCalledWith('Visitor cookies unavailable');
  });

  it('a clock that gives no usable time: an error and nothing written', () => {
    const log = mockLogger();
    expect(ensureVisitorCookies(log, Number.NaN)).toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      expect.stringMatching(/^Visitor cookies not written: now must be a positive integer/),
    );
    expect(document.cookie).not.toContain('ss_cv');
  });
});
