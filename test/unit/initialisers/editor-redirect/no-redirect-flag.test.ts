import { describe, expect, it } from 'vitest';
import {
  NO_REDIRECT_STORAGE_KEY,
  readNoRedirectFlag,
} from '../../../../initialisers/editor-redirect/no-redirect-flag';
import { mockLogger } from '../../support/mock-logger';

const storage = () => window.sessionStorage;

describe('the noredirect flag', () => {
  it.each(['?noredirect', '?noredirect=1', '?a=1&noredirect=', '?noredirect=false'])(
    'counts when the query carries it (%s), with any value, and is remembered',
    (search) => {
      expect(readNoRedirectFlag(search, storage, mockLogger())).toBe(true);
      expect(sessionStorage.getItem(NO_REDIRECT_STORAGE_KEY)).toBe('1');
      expect(readNoRedirectFlag('?other=1', storage, mockLogger())).toBe(true);
    },
  );

  it('is off without the query flag and nothing remembered', () => {
    expect(readNoRedirectFlag('?noredirects=1&redirect=no', storage, mockLogger())).toBe(false);
    expect(sessionStorage.getItem(NO_REDIRECT_STORAGE_KEY)).toBeNull();
  });

  it('still counts from the query when session storage is blocked, with a warning', () => {
    const logger = mockLogger();
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(readNoRedirectFlag('?noredirect', blocked, logger)).toBe(true);
    expect(readNoRedirectFlag('', blocked, logger)).toBe(false);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
