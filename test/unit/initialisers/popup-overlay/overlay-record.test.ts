import { afterEach, describe, expect, it } from 'vitest';
import {
  previousStorageKey,
  readOverlayRecord,
  recordClosed,
  recordSubmitted,
} from '../../../../initialisers/popup-overlay/overlay-record';

// The platform's own local storage entry, and the keys this runtime wrote before.
const ENTRY = 'squarespace-popup-overlay';
const EARLIER = {
  version: 'sr-popup-overlay:version',
  submitted: 'sr-popup-overlay:submitted',
  dateClosed: 'sr-popup-overlay:date-closed',
};

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage');

/** window.localStorage answers with what `get` gives (or throws), until the test ends. */
function replaceLocalStorage(get: () => unknown): void {
  Object.defineProperty(window, 'localStorage', { configurable: true, get });
}

function storedEntry(): unknown {
  return JSON.parse(localStorage.getItem(ENTRY) ?? 'null');
}

afterEach(() => {
  if (realStorage) Object.defineProperty(window, 'localStorage', realStorage);
});

describe('the popup overlay record in local storage', () => {
  it('is empty on a first visit', () => {
    expect(readOverlayRecord()).toEqual({ version: null, submitted: false, dateClosed: null });
  });

  it('keeps the spec keys date-closed, version and submitted in the platform’s one entry', () => {
    expect(recordClosed(4, 1_750_000_000_000)).toBe(true);
    expect(storedEntry()).toEqual({ version: 4, 'date-closed': 1_750_000_000_000 });
    expect(readOverlayRecord()).toEqual({
      version: 4,
      submitted: false,
      dateClosed: 1_750_000_000_000,
    });
    expect(recordSubmitted(4)).toBe(true);
    expect(storedEntry()).toEqual({
      version: 4,
      submitted: true,
      'date-closed': 1_750_000_000_000,
    });
    // Nothing else is written: no generic `version` key beside the site's own.
    expect(Object.keys(localStorage)).toEqual([ENTRY]);
  });

  it('reads a record the platform wrote, its values as numbers, texts or a date', () => {
    localStorage.setItem(
      ENTRY,
      JSON.stringify({ version: '3', submitted: 'true', 'date-closed': '2025-06-15T12:00:00Z' }),
    );
    expect(readOverlayRecord()).toEqual({
      version: 3,
      submitted: true,
      dateClosed: Date.UTC(2025, 5, 15, 12),
    });
  });

  it('counts an entry a script reset (the pop-up shown every time) as nothing stored', () => {
    localStorage.setItem(ENTRY, '0');
    expect(readOverlayRecord()).toEqual({ version: null, submitted: false, dateClosed: null });
    recordClosed(2, 5000);
    expect(storedEntry()).toEqual({ version: 2, 'date-closed': 5000 });
  });

  it('moves a record of the earlier keys once, so a visitor who closed it does not see it again', () => {
    localStorage.setItem(EARLIER.version, '2');
    localStorage.setItem(EARLIER.submitted, 'true');
    localStorage.setItem(EARLIER.dateClosed, '1000');
    expect(readOverlayRecord()).toEqual({ version: 2, submitted: true, dateClosed: 1000 });
    expect(storedEntry()).toEqual({ version: 2, submitted: true, 'date-closed': 1000 });
    for (const key of Object.values(EARLIER)) expect(localStorage.getItem(key)).toBeNull();
    // Read again: the same record, from the platform's entry alone.
    expect(readOverlayRecord()).toEqual({ version: 2, submitted: true, dateClosed: 1000 });
  });

  it('lets the platform’s entry win over the earlier keys, and removes them', () => {
    localStorage.setItem(ENTRY, JSON.stringify({ version: 5, 'date-closed': 9000 }));
    localStorage.setItem(EARLIER.version, '4');
    localStorage.setItem(EARLIER.submitted, 'true');
    expect(readOverlayRecord()).toEqual({ version: 5, submitted: false, dateClosed: 9000 });
    expect(localStorage.getItem(EARLIER.version)).toBeNull();
    expect(localStorage.getItem(EARLIER.submitted)).toBeNull();
  });

  it('still reads the earlier keys when storage refuses the move', () => {
    const held = new Map<string, string>([
      [EARLIER.version, '2'],
      [EARLIER.dateClosed, '1000'],
    ]);
    replaceLocalStorage(() => ({
      getItem: (key: string) => held.get(key) ?? null,
      removeItem: () => {
        throw new DOMException('read only', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
    }));
    expect(readOverlayRecord()).toEqual({ version: 2, submitted: false, dateClosed: 1000 });
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
    expect(storedEntry()).toEqual({ version: 5, submitted: true });
    expect(readOverlayRecord()).toEqual({ version: 5, submitted: true, dateClosed: null });
  });

  it('reads values it cannot understand as absent', () => {
    localStorage.setItem(
      ENTRY,
      JSON.stringify({ version: 'three', 'date-closed': -5, submitted: 'yes' }),
    );
    expect(readOverlayRecord()).toEqual({ version: null, submitted: false, dateClosed: null });
    localStorage.setItem(ENTRY, JSON.stringify({ version: 1, 'date-closed': 'soon' }));
    expect(readOverlayRecord().dateClosed).toBeNull();
    localStorage.setItem(ENTRY, '[1, 2]');
    expect(readOverlayRecord()).toEqual({ version: null, submitted: false, dateClosed: null });
  });

  it('names the earlier keys with their prefix', () => {
    expect(previousStorageKey('date-closed')).toBe(EARLIER.dateClosed);
    expect(previousStorageKey('version')).toBe(EARLIER.version);
    expect(previousStorageKey('submitted')).toBe(EARLIER.submitted);
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
