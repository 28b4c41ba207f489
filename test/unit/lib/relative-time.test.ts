// Relative time (widgets.md section 9: refreshed every 5 s, 'just now' or 'about N seconds ago'
// under 60 s; runtime.md section 9 and the other helper: 'less than a minute ago'); longer spans in
// the browser's words.
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatRelativeTime,
  RELATIVE_TIME_REFRESH_MS,
  relativeTimeClock,
} from '../../../src/lib/relative-time';

const NOW = Date.UTC(2024, 4, 10, 12, 0, 0);
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatRelativeTime', () => {
  it("says 'just now' for the first 5 s, then 'about N seconds ago' up to a minute", () => {
    expect(formatRelativeTime(NOW, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW - 4.9 * SECOND, NOW)).toBe('just now');
    expect(formatRelativeTime(NOW - 5 * SECOND, NOW)).toBe('about 5 seconds ago');
    expect(formatRelativeTime(NOW - 42.7 * SECOND, NOW)).toBe('about 42 seconds ago');
    expect(formatRelativeTime(NOW - 59.9 * SECOND, NOW)).toBe('about 59 seconds ago');
  });

  it("in the other form says 'less than a minute ago' for anything under 60 s", () => {
    for (const ago of [0, 3 * SECOND, 30 * SECOND, 59.9 * SECOND]) {
      expect(formatRelativeTime(NOW - ago, NOW, { form: 'minute' })).toBe('less than a minute ago');
    }
    expect(formatRelativeTime(NOW - MINUTE, NOW, { form: 'minute' })).toBe('1 minute ago');
  });

  it('words a minute and more in whole units, in the language asked for', () => {
    expect(formatRelativeTime(NOW - 61 * SECOND, NOW)).toBe('1 minute ago');
    expect(formatRelativeTime(NOW - 59 * MINUTE, NOW)).toBe('59 minutes ago');
    expect(formatRelativeTime(NOW - 3 * HOUR - 5 * MINUTE, NOW)).toBe('3 hours ago');
    expect(formatRelativeTime(NOW - DAY - HOUR, NOW)).toBe('yesterday');
    expect(formatRelativeTime(NOW - 12 * DAY, NOW)).toBe('12 days ago');
    expect(formatRelativeTime(NOW - 65 * DAY, NOW)).toBe('2 months ago');
    expect(formatRelativeTime(NOW - 3 * 366 * DAY, NOW)).toBe('3 years ago');
    expect(formatRelativeTime(NOW - 3 * HOUR, NOW, { locale: 'de-DE' })).toBe('vor 3 Stunden');
    // A tag the browser refuses falls back to English.
    expect(formatRelativeTime(NOW - 3 * HOUR, NOW, { locale: 'not a tag!' })).toBe('3 hours ago');
  });

  it('counts a time a little in the future as now, and gives null for what is not a time', () => {
    expect(formatRelativeTime(NOW + 2 * SECOND, NOW)).toBe('just now');
    expect(formatRelativeTime(Number.NaN, NOW)).toBeNull();
    expect(formatRelativeTime(NOW, Infinity)).toBeNull();
  });

  it('for any past time says something that ends in "ago" or names the day, never a future', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 * 365 * DAY }), (ago) => {
        const words = formatRelativeTime(NOW - ago, NOW);
        expect(words).not.toBeNull();
        expect(words).toMatch(/(ago|just now|yesterday|last (week|month|year))$/);
        if (ago < MINUTE) expect(words).toMatch(/^(just now|about \d+ seconds ago)$/);
        else expect(words).not.toMatch(/seconds/);
      }),
    );
  });
});

describe('relativeTimeClock', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  function timeElement(): HTMLTimeElement {
    const time = document.createElement('time');
    document.body.append(time);
    return time;
  }

  it('shows the time at once, with its datetime, and rewords it every 5 s', () => {
    const clock = relativeTimeClock(new AbortController().signal);
    const time = timeElement();
    clock.show(time, NOW - 2 * SECOND);
    expect(time.textContent).toBe('just now');
    expect(time.dateTime).toBe(new Date(NOW - 2 * SECOND).toISOString());
    expect(RELATIVE_TIME_REFRESH_MS).toBe(5000);
    vi.advanceTimersByTime(4999);
    expect(time.textContent).toBe('just now');
    vi.advanceTimersByTime(1);
    expect(time.textContent).toBe('about 7 seconds ago');
    vi.advanceTimersByTime(5000);
    expect(time.textContent).toBe('about 12 seconds ago');
    vi.advanceTimersByTime(50_000);
    expect(time.textContent).toBe('1 minute ago');
  });

  it("keeps the other form in 'less than a minute ago' until a minute has passed", () => {
    const clock = relativeTimeClock(new AbortController().signal, { form: 'minute' });
    const time = timeElement();
    clock.show(time, NOW);
    vi.advanceTimersByTime(55_000);
    expect(time.textContent).toBe('less than a minute ago');
    vi.advanceTimersByTime(5000);
    expect(time.textContent).toBe('1 minute ago');
  });

  it('writes only when the words change, so nothing else on the page hears of it', async () => {
    const clock = relativeTimeClock(new AbortController().signal);
    const time = timeElement();
    clock.show(time, NOW - 2 * HOUR);
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(time, { childList: true, characterData: true, subtree: true });
    vi.advanceTimersByTime(30_000);
    await Promise.resolve();
    observer.disconnect();
    expect(changes).toEqual([]);
    expect(time.textContent).toBe('2 hours ago');
  });

  it('stops for good when its signal aborts, and forgets elements that left the page', () => {
    const abort = new AbortController();
    const clock = relativeTimeClock(abort.signal);
    const kept = timeElement();
    const removed = timeElement();
    clock.show(kept, NOW);
    clock.show(removed, NOW);
    removed.remove();
    vi.advanceTimersByTime(10_000);
    expect(kept.textContent).toBe('about 10 seconds ago');
    expect(removed.textContent).toBe('just now');
    document.body.append(removed);
    vi.advanceTimersByTime(5000);
    expect(removed.textContent).toBe('just now');
    abort.abort();
    vi.advanceTimersByTime(60_000);
    expect(kept.textContent).toBe('about 15 seconds ago');
    expect(vi.getTimerCount()).toBe(0);
    clock.show(timeElement(), NOW);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('logs a value that is not a time and leaves the element as it is', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const clock = relativeTimeClock(new AbortController().signal);
    const time = timeElement();
    time.textContent = '14 July 2017';
    clock.show(time, Number.NaN);
    clock.show(time, 1e20);
    expect(time.textContent).toBe('14 July 2017');
    expect(time.hasAttribute('datetime')).toBe(false);
    expect(errors).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
