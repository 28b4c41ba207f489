// What the visitor's local storage remembers about the popup overlay (runtime.md section 3): the
// settings version it applies to, whether they submitted, and when they closed it. One entry,
// `squarespace-popup-overlay` (constants.ts says where that name was seen), holds the spec's keys
// `version`, `submitted` and `date-closed` (widgets.md section 3) as a JSON object; the spec does
// not show how the values are written, so each is read in any plain form (a number or its text,
// true or "true", a date) and written as a number, a boolean and epoch milliseconds.
import { isRecord } from '../../src/lib/coerce';
import { PopupOverlayStorageKey } from '../../src/enums/overlay';
import { OVERLAY_STORAGE_KEY, PREVIOUS_STORAGE_PREFIX } from './constants';

export interface OverlayRecord {
  /** The settings version the record was written for; null when nothing is stored. */
  version: number | null;
  submitted: boolean;
  /** Epoch milliseconds of the last close; null when never closed (or unreadable). */
  dateClosed: number | null;
}

const EMPTY_RECORD: OverlayRecord = { version: null, submitted: false, dateClosed: null };

const { VERSION, SUBMITTED, DATE_CLOSED } = PopupOverlayStorageKey.byName;

/** The keys earlier versions of this runtime wrote, one local storage entry each. */
export function previousStorageKey(key: PopupOverlayStorageKey): string {
  return `${PREVIOUS_STORAGE_PREFIX}${key}`;
}

const PREVIOUS_KEYS = [VERSION, SUBMITTED, DATE_CLOSED].map(previousStorageKey);

/** Local storage, or null where the browser refuses it (privacy modes, sandboxed frames). */
function localStore(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

/** Epoch milliseconds from a number, its text or a date text; null when none of those. */
function readTime(value: unknown): number | null {
  const number = readNumber(value);
  const time = number ?? (typeof value === 'string' ? Date.parse(value) : NaN);
  return Number.isFinite(time) && time > 0 ? time : null;
}

/** The record a stored object describes; anything unreadable counts as absent. */
function toRecord(stored: Record<string, unknown>): OverlayRecord {
  const submitted = stored[SUBMITTED];
  return {
    version: readNumber(stored[VERSION]),
    submitted: submitted === true || submitted === 'true',
    dateClosed: readTime(stored[DATE_CLOSED]),
  };
}

function parseEntry(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function serialise(record: OverlayRecord): string {
  const stored: Record<string, unknown> = { [VERSION]: record.version };
  if (record.submitted) stored[SUBMITTED] = true;
  if (record.dateClosed !== null) stored[DATE_CLOSED] = record.dateClosed;
  return JSON.stringify(stored);
}

/**
 * Moves a record of the runtime's earlier keys into the platform's entry, once: a visitor who
 * closed the overlay before this change does not see it again. The platform's entry, when there
 * is one, wins; the earlier keys are removed either way.
 */
function moveEarlierRecord(store: Storage): void {
  const earlier = PREVIOUS_KEYS.map((key) => store.getItem(key));
  if (earlier.every((text) => text === null)) return;
  if (store.getItem(OVERLAY_STORAGE_KEY) === null) {
    const [version, submitted, dateClosed] = earlier;
    const record = toRecord({
      [VERSION]: version,
      [SUBMITTED]: submitted,
      [DATE_CLOSED]: dateClosed,
    });
    if (record.version !== null) store.setItem(OVERLAY_STORAGE_KEY, serialise(record));
  }
  for (const key of PREVIOUS_KEYS) store.removeItem(key);
}

/** The stored record; values that cannot be read count as absent. Never throws. */
export function readOverlayRecord(): OverlayRecord {
  const store = localStore();
  if (!store) return EMPTY_RECORD;
  try {
    moveEarlierRecord(store);
  } catch {
    // Storage refused the move: the earlier keys are read as they are, below.
  }
  try {
    const stored = parseEntry(store.getItem(OVERLAY_STORAGE_KEY));
    if (stored) return toRecord(stored);
    // No readable entry: the earlier keys count while they are still there (storage refused
    // the move).
    const [version, submitted, dateClosed] = PREVIOUS_KEYS.map((key) => store.getItem(key));
    return toRecord({ [VERSION]: version, [SUBMITTED]: submitted, [DATE_CLOSED]: dateClosed });
  } catch {
    return EMPTY_RECORD;
  }
}

/**
 * Writes part of the record for `version`. A record of another version is dropped first, so a
 * sign-up or close of an older overlay does not carry over. Returns false when storage refused.
 */
function write(version: number, change: Partial<OverlayRecord>): boolean {
  const store = localStore();
  if (!store) return false;
  try {
    const current = readOverlayRecord();
    const base = current.version === version ? current : { ...EMPTY_RECORD };
    store.setItem(OVERLAY_STORAGE_KEY, serialise({ ...base, ...change, version }));
    return true;
  } catch {
    return false;
  }
}

/** The visitor closed the overlay at `now`. */
export function recordClosed(version: number, now: number): boolean {
  return write(version, { dateClosed: now });
}

/** The visitor signed up through the overlay. */
export function recordSubmitted(version: number): boolean {
  return write(version, { submitted: true });
}
