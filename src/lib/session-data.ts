import { isRecord } from './coerce';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { describeError } from '../runtime/errors';
import { createLogger } from '../runtime/logger';
import type { Logger } from '../runtime/types';

// Session data (runtime.md and widgets.md section 9): a value stored under a key with an expiry
// timestamp, in local storage or else a cookie. The stored record is `{"value": …, "expires": ms}`
// (widgets.md section 3, "Storage record: value and optional expires timestamp"). An expired or
// unreadable record is removed when read.

export interface SessionDataRecord {
  value: unknown;
  /** Epoch milliseconds after which the record is gone; absent: it never expires. */
  expires?: number;
}

export interface SessionDataWriteOptions {
  /** Lifetime from now, in milliseconds. Without it the record never expires. */
  ttlMs?: number;
}

export interface SessionDataStore {
  /** Where records go: local storage when it works, else cookies. */
  readonly backend: 'localStorage' | 'cookie';
  /** The stored value, or null when absent, expired (then removed) or unreadable (removed). */
  get(key: string): unknown;
  set(key: string, value: unknown, options?: SessionDataWriteOptions): void;
  remove(key: string): void;
}

export interface SessionDataDependencies {
  /** Returns local storage; may throw (storage blocked) or give null. Default: window's. */
  localStorage?: () => Storage | null;
  now?: () => number;
  log?: Logger;
}

const PROBE_KEY = 'sr-storage-probe';

/** Local storage when it can be written to (private modes and blocked storage throw). */
function usableStorage(getStorage: () => Storage | null): Storage | null {
  try {
    const storage = getStorage();
    if (!storage) return null;
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return null;
  }
}

function parseRecord(text: string): SessionDataRecord | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (!isRecord(parsed) || !('value' in parsed)) return null;
    const { expires } = parsed;
    if (expires !== undefined && (typeof expires !== 'number' || !Number.isFinite(expires))) {
      return null;
    }
    return expires === undefined ? { value: parsed.value } : { value: parsed.value, expires };
  } catch {
    return null;
  }
}

function isValidKey(key: unknown): key is string {
  return typeof key === 'string' && key.trim() !== '';
}

export function createSessionDataStore(deps: SessionDataDependencies = {}): SessionDataStore {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? createLogger('session-data');
  const storage = usableStorage(deps.localStorage ?? (() => window.localStorage));

  const readRaw = (key: string): string | null =>
    storage ? storage.getItem(key) : (readCookie(key) ?? null);

  const removeRaw = (key: string): void => {
    if (storage) storage.removeItem(key);
    else removeCookie(key);
  };

  const writeRaw = (key: string, record: SessionDataRecord): void => {
    const text = JSON.stringify(record);
    if (storage) {
      storage.setItem(key, text);
      return;
    }
    const maxAgeMs = record.expires === undefined ? undefined : record.expires - now();
    writeCookie(key, text, maxAgeMs === undefined ? {} : { maxAgeMs });
  };

  return {
    backend: storage ? 'localStorage' : 'cookie',

    get(key) {
      if (!isValidKey(key)) {
        log.error(`get: the key must be a non-empty string, got ${describeError(key)}`);
        return null;
      }
      const text = readRaw(key);
      if (text === null) return null;
      const record = parseRecord(text);
      if (!record) {
        log.warn(`"${key}" held no valid record; it was removed`);
        removeRaw(key);
        return null;
      }
      if (record.expires !== undefined && record.expires <= now()) {
        removeRaw(key);
        return null;
      }
      return record.value;
    },

    set(key, value, options = {}) {
      if (!isValidKey(key)) {
        log.error(`set: the key must be a non-empty string, got ${describeError(key)}`);
        return;
      }
      const { ttlMs } = options;
      if (ttlMs !== undefined && (typeof ttlMs !== 'number' || !(ttlMs > 0))) {
        log.error(
          `set "${key}": ttlMs must be a positive number of milliseconds, got ${describeError(ttlMs)}`,
        );
        return;
      }
      if (value === undefined) {
        log.error(`set "${key}": the value is undefined; use remove() to delete a record`);
        return;
      }
      const record: SessionDataRecord =
        ttlMs === undefined ? { value } : { value, expires: now() + ttlMs };
      try {
        writeRaw(key, record);
      } catch (error) {
        // Quota exceeded, or a value JSON cannot encode (a cycle, a BigInt).
        log.error(`set "${key}": could not store the value`, error);
      }
    },

    remove(key) {
      if (!isValidKey(key)) {
        log.error(`remove: the key must be a non-empty string, got ${describeError(key)}`);
        return;
      }
      removeRaw(key);
    },
  };
}
