// What the visitor's local storage remembers about the popup overlay (runtime.md section 3): the
// settings version it applies to, whether they submitted, and when they closed it.
import { PopupOverlayStorageKey } from '../../src/enums/overlay';
import { STORAGE_PREFIX } from './constants';

export interface OverlayRecord {
  /** The settings version the record was written for; null when nothing is stored. */
  version: number | null;
  submitted: boolean;
  /** Epoch milliseconds of the last close; null when never closed (or unreadable). */
  dateClosed: number | null;
}

const EMPTY_RECORD: OverlayRecord = { version: null, submitted: false, dateClosed: null };

export function storageKey(key: PopupOverlayStorageKey): string {
  return `${STORAGE_PREFIX}${key}`;
}

const KEYS = {
  version: storageKey(PopupOverlayStorageKey.byName.VERSION),
  submitted: storageKey(PopupOverlayStorageKey.byName.SUBMITTED),
  dateClosed: storageKey(PopupOverlayStorageKey.byName.DATE_CLOSED),
};

/** Local storage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readNumber(text: string | null): number | null {
  if (text === null || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** The stored record; values that cannot be read count as absent. Never throws. */
export function readOverlayRecord(): OverlayRecord {
  const store = localStore();
  if (!store) return EMPTY_RECORD;
  try {
    const dateClosed = readNumber(store.getItem(KEYS.dateClosed));
    return {
      version: readNumber(store.getItem(KEYS.version)),
      submitted: store.getItem(KEYS.submitted) === 'true',
      dateClosed: dateClosed !== null && dateClosed > 0 ? dateClosed : null,
    };
  } catch {
    return EMPTY_RECORD;
  }
}

/**
 * Writes part of the record for `version`. A record of another version is dropped first, so a
 * sign-up or close of an older overlay does not carry over. Returns false when storage refused.
 */
function write(version: number, entries: Record<string, string>): boolean {
  const store = localStore();
  if (!store) return false;
  try {
    if (readNumber(store.getItem(KEYS.version)) !== version) {
      store.removeItem(KEYS.submitted);
      store.removeItem(KEYS.dateClosed);
    }
    store.setItem(KEYS.version, String(version));
    for (const [key, value] of Object.entries(entries)) store.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** The visitor closed the overlay at `now`. */
export function recordClosed(version: number, now: number): boolean {
  return write(version, { [KEYS.dateClosed]: String(now) });
}

/** The visitor signed up through the overlay. */
export function recordSubmitted(version: number): boolean {
  return write(version, { [KEYS.submitted]: 'true' });
}
