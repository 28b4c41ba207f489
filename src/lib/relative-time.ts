// Relative time ("5 minutes ago"), kept current on the page. The spec's words under a minute:
// widgets.md section 9, "Relative time refreshes every 5 s and shows 'just now' or 'about N
// seconds ago' under 60 s (another helper gives 'less than a minute ago' forms)"; runtime.md
// section 9, "Relative time under 60 s reads in the form less than a minute ago". Both forms are
// here: `seconds` (the default) and `minute`. The spec says nothing of longer spans: from a minute
// on, the browser's own Intl.RelativeTimeFormat words them in the page's language ("3 minutes
// ago", "yesterday").
import { createLogger } from '../runtime/logger';

/** widgets.md section 9: "Relative time refreshes every 5 s". */
export const RELATIVE_TIME_REFRESH_MS = 5000;

/** The spec's words for times under a minute. */
export const RELATIVE_TIME_WORDS = {
  justNow: 'just now',
  aboutSeconds: 'about {count} seconds ago',
  lessThanAMinute: 'less than a minute ago',
} as const;

/**
 * Under this many seconds the `seconds` form says 'just now'. The spec names both words but not
 * where one gives way to the other: ours is one refresh, the most a shown time may lag behind.
 */
export const JUST_NOW_SECONDS = RELATIVE_TIME_REFRESH_MS / 1000;

export type RelativeTimeForm = 'seconds' | 'minute';

export interface RelativeTimeOptions {
  /** `seconds`: 'just now' / 'about N seconds ago'; `minute`: 'less than a minute ago'. */
  form?: RelativeTimeForm;
  /** The language of spans of a minute and more (a BCP 47 tag); English by default. */
  locale?: string;
}

const MINUTE_S = 60;
const HOUR_S = 60 * MINUTE_S;
const DAY_S = 24 * HOUR_S;
const MONTH_S = 30 * DAY_S;
const YEAR_S = 365 * DAY_S;

/** The largest whole unit of a span of a minute or more, and how many of it. */
function largestUnit(seconds: number): [Intl.RelativeTimeFormatUnit, number] {
  if (seconds < HOUR_S) return ['minute', Math.floor(seconds / MINUTE_S)];
  if (seconds < DAY_S) return ['hour', Math.floor(seconds / HOUR_S)];
  if (seconds < MONTH_S) return ['day', Math.floor(seconds / DAY_S)];
  if (seconds < YEAR_S) return ['month', Math.floor(seconds / MONTH_S)];
  return ['year', Math.floor(seconds / YEAR_S)];
}

function relativeFormat(locale: string | undefined): Intl.RelativeTimeFormat {
  try {
    return new Intl.RelativeTimeFormat(locale ?? 'en', { numeric: 'auto' });
  } catch {
    // A tag the browser refuses (a malformed site language): English.
    return new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
  }
}

/**
 * How long ago `time` was at `now` (both in ms since the epoch), in words. A time in the future (a
 * clock a little ahead) counts as now. Null when either is not a finite number.
 */
export function formatRelativeTime(
  time: number,
  now: number,
  options: RelativeTimeOptions = {},
): string | null {
  if (!Number.isFinite(time) || !Number.isFinite(now)) return null;
  const seconds = Math.max(0, (now - time) / 1000);
  if (seconds < MINUTE_S) {
    if (options.form === 'minute') return RELATIVE_TIME_WORDS.lessThanAMinute;
    if (seconds < JUST_NOW_SECONDS) return RELATIVE_TIME_WORDS.justNow;
    return RELATIVE_TIME_WORDS.aboutSeconds.replace('{count}', String(Math.floor(seconds)));
  }
  const [unit, count] = largestUnit(seconds);
  return relativeFormat(options.locale).format(-count, unit);
}

export interface RelativeTimeClock {
  /**
   * Shows how long ago `time` was in `element` (its `datetime` set to the time), and keeps it
   * current while the element is in the document.
   */
  show(element: HTMLTimeElement, time: number): void;
}

const log = createLogger('relative-time');

/**
 * One timer for the relative times of a part of the page: every 5 s it rewords those still in the
 * document (only where the words changed, so nothing else on the page hears of it). It runs only
 * while it has times to show, and stops for good when `signal` aborts.
 */
export function relativeTimeClock(
  signal: AbortSignal,
  options: RelativeTimeOptions = {},
): RelativeTimeClock {
  const shown = new Map<HTMLTimeElement, number>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  signal.addEventListener(
    'abort',
    () => {
      stop();
      shown.clear();
    },
    { once: true },
  );

  const write = (element: HTMLTimeElement, time: number, now: number) => {
    const words = formatRelativeTime(time, now, options);
    if (words !== null && element.textContent !== words) element.textContent = words;
  };

  const refresh = () => {
    const now = Date.now();
    for (const [element, time] of shown) {
      if (element.isConnected) write(element, time, now);
      else shown.delete(element);
    }
    if (shown.size === 0) stop();
  };

  return {
    show(element, time) {
      if (signal.aborted) return;
      const date = new Date(time);
      if (Number.isNaN(date.getTime())) {
        log.error(`Relative time: not a time: ${String(time)}; the element is left as it is`);
        return;
      }
      element.dateTime = date.toISOString();
      write(element, time, Date.now());
      shown.set(element, time);
      timer ??= setInterval(refresh, RELATIVE_TIME_REFRESH_MS);
    },
  };
}
