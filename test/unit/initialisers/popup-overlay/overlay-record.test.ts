import { afterEach, describe, expect, it } from 'vitest';
import {
  readOverlayRecord,
  recordClosed,
  recordSubmitted,
  storageKey,
} from '../../../../initialisers/popup-overlay/overlay-record';

const KEYS = {
  version: 'sr-popup-overlay:version',
  submitted: 'sr-popup-overlay:submitted',
  dateClosed: 'sr-popup-overlay:date-closed',
};

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

/** window.localStorage answers with what `get` gives (or throws), until the test ends. */
function replaceLocalStorage(get: () => unknown): void {
  Object.defineProperty(window, 'localStorage', { configurable: true, get });
}

afterEach(() => {
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
});

describe('the popup overlay record in local storage', () => {
  it('keeps the spec names date-closed, version and submitted behind a prefix', () => {
    expect(storageKey('date-closed')).toBe(KEYS.dateClosed);
    expect(storageKey('version')).toBe(KEYS.version);
    expect(storageKey('submitted')).toBe(KEYS.submitted);
  });

  it('is empty on a first visit', () => {
    expect(readOverlayRecord()).toEqual({ version: null, submitted: false, dateClosed: null });
  });

  it('writes the close time and version, and reads them back', () => {
    expect(recordClosed(4, 1_750_000_000_000)).toBe(true);
    expect(localStorage.getItem(KEYS.dateClosed)).toBe('1750000000000');
    expect(localStorage.getItem(KEYS.version)).toBe('4');
    expect(localStorage.getItem(KEYS.submitted)).toBeNull();
    expect(readOverlayRecord()).toEqual({
      version: 4,
      submitted: false,
      dateClosed: 1_750_000_000_000,
    });
  });

  it('writes a sign-up next to an earlier close of the same version', () => {
    recordClosed(4, 1000);
    recordSubmitted(4);
    expect(readOverlayRecord()).toEqual({ version: 4, submitted: true, dateClosed: 1000 });
  });

  it('drops the record of an older version when writing for a new one', () => {
    recordSubmitted(3);
    recordClosed(3, 1000);
    recordClosed(4, 2000);
    expect(readOverlayRecord()).toEqual({ version: 4, submitted: false, dateClosed: 2000 });
    recordSubmitted(5);
    expect(localStorage.getItem(KEYS.dateClosed)).toBeNull();
    expect(readOverlayRecord()).toEqual({ version: 5, submitted: true, dateClosed: null });
  });

  it('reads values it cannot understand as absent', () => {
    localStorage.setItem(KEYS.version, 'three');
    localStorage.setItem(KEYS.dateClosed, '-5');
    localStorage.setItem(KEYS.submitted, 'yes');
    expect(readOverlayRecord()).toEqual({ version: null, submitted: false, dateClosed: null });
    localStorage.setItem(KEYS.dateClosed, 'soon');
    expect(readOverlayRecord().dateClosed).toBeNull();
  });

  it('reports a refused write and reads nothing when storage is unavailable', () => {
    const refusing = {
      getItem: () => null,
      removeItem: () => undefined,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    };
    replaceLocalStorage(() => refusing);
    expect(recordClosed(1, 1000)).toBe(false);
    expect(recordSubmitted(1)).toBe(false);

    replaceLocalStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readOverlayRecord()).toEqual({ version: null, submitted: false, dateClosed: null });
    expect(recordClosed(1, 1000)).toBe(false);
  });
});
