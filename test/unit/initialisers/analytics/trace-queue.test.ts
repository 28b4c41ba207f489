import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TraceEntry } from '../../../../src/api/events';
import {
  KEEPALIVE_BODY_LIMIT,
  MAX_QUEUED_TRACES,
  TRACE_FLUSH_INTERVAL_MS,
  TraceQueue,
} from '../../../../initialisers/analytics/trace-queue';
import { mockLogger } from './harness';

type Sent = { entries: TraceEntry[]; keepalive: boolean };

function queueWithSpy() {
  const sent: Sent[] = [];
  const log = mockLogger();
  const queue = new TraceQueue((entries, { keepalive }) => {
    sent.push({ entries, keepalive });
  }, log);
  return { queue, sent, log };
}

const entry = (type: string, data: unknown = null): TraceEntry => ({
  pageUrl: 'http://localhost:3000/',
  type,
  data,
});

/** The form-encoded body size of one batch, as the request wrapper would send it. */
const bodyBytes = (entries: TraceEntry[]) =>
  `data=${encodeURIComponent(JSON.stringify(entries))}`.length;

afterEach(() => {
  vi.useRealTimers();
});

describe('TraceQueue', () => {
  it('sends nothing when empty, everything queued in one batch otherwise', () => {
    const { queue, sent } = queueWithSpy();
    queue.flush(false);
    expect(sent).toEqual([]);
    queue.add(entry('a'));
    queue.add(entry('b'));
    queue.flush(false);
    queue.flush(true);
    expect(sent).toEqual([{ entries: [entry('a'), entry('b')], keepalive: false }]);
  });

  it('on page hide sends with keepalive, in batches under the keepalive limit', () => {
    const { queue, sent } = queueWithSpy();
    const big = 'x'.repeat(10_000);
    for (let i = 0; i < 20; i += 1) queue.add(entry(`t${i}`, big));
    queue.flush(true);
    expect(sent.length).toBeGreaterThan(1);
    expect(sent.flatMap((batch) => batch.entries)).toHaveLength(20);
    for (const batch of sent) {
      expect(batch.keepalive).toBe(true);
      expect(bodyBytes(batch.entries)).toBeLessThanOrEqual(KEEPALIVE_BODY_LIMIT);
    }
  });

  it('an entry too big for keepalive alone goes without it, first or last', () => {
    const { queue, sent } = queueWithSpy();
    queue.add(entry('small'));
    queue.add(entry('huge', 'y'.repeat(KEEPALIVE_BODY_LIMIT)));
    queue.flush(true);
    expect(sent.map((batch) => [batch.entries[0]?.type, batch.keepalive])).toEqual([
      ['small', true],
      ['huge', false],
    ]);
    // First in the queue, it is sent alone: no empty batch before it.
    sent.length = 0;
    queue.add(entry('huge', 'y'.repeat(KEEPALIVE_BODY_LIMIT)));
    queue.add(entry('small'));
    queue.flush(true);
    expect(sent.map((batch) => batch.entries.map(({ type }) => type))).toEqual([
      ['huge'],
      ['small'],
    ]);
  });

  it('drops entries beyond the cap with one warning per flush period, and accepts again after a flush', () => {
    const { queue, sent, log } = queueWithSpy();
    for (let i = 0; i < MAX_QUEUED_TRACES + 5; i += 1) queue.add(entry(`t${i}`));
    expect(queue.size).toBe(MAX_QUEUED_TRACES);
    expect(log.warn.mock.calls).toEqual([[`Trace queue full (${MAX_QUEUED_TRACES}): dropping`]]);
    queue.flush(false);
    queue.add(entry('next'));
    expect(queue.size).toBe(1);
    expect(sent[0]?.entries).toHaveLength(MAX_QUEUED_TRACES);
    for (let i = 0; i < MAX_QUEUED_TRACES; i += 1) queue.add(entry(`u${i}`));
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('a sender that throws or rejects is contained', async () => {
    const log = mockLogger();
    const throwing = new TraceQueue(() => {
      throw new Error('boom');
    }, log);
    throwing.add(entry('a'));
    expect(() => throwing.flush(false)).not.toThrow();
    const rejecting = new TraceQueue(() => Promise.reject(new Error('nope')), log);
    rejecting.add(entry('b'));
    rejecting.flush(false);
    await Promise.resolve();
    await Promise.resolve();
    expect(log.debug).toHaveBeenCalledTimes(2);
  });

  it('start(): flushes every 30 s and on hide, until the signal aborts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { queue, sent } = queueWithSpy();
    const controller = new AbortController();
    queue.start(document, window, controller.signal);
    queue.add(entry('a'));
    vi.advanceTimersByTime(TRACE_FLUSH_INTERVAL_MS);
    queue.add(entry('b'));
    vi.advanceTimersByTime(TRACE_FLUSH_INTERVAL_MS);
    queue.add(entry('c'));
    window.dispatchEvent(new Event('pagehide'));
    expect(sent.map((batch) => [batch.entries[0]?.type, batch.keepalive])).toEqual([
      ['a', false],
      ['b', false],
      ['c', true],
    ]);
    controller.abort();
    expect(vi.getTimerCount()).toBe(0);
    queue.add(entry('d'));
    window.dispatchEvent(new Event('pagehide'));
    vi.advanceTimersByTime(TRACE_FLUSH_INTERVAL_MS);
    expect(sent).toHaveLength(3);
  });

  it('a visibilitychange to hidden flushes at once, with keepalive', () => {
    const { queue, sent } = queueWithSpy();
    const controller = new AbortController();
    queue.start(document, window, controller.signal);
    queue.add(entry('a'));
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sent).toEqual([{ entries: [entry('a')], keepalive: true }]);
    controller.abort();
    vi.restoreAllMocks();
  });

  it('a visibilitychange to visible does not flush', () => {
    const { queue, sent } = queueWithSpy();
    const controller = new AbortController();
    queue.start(document, window, controller.signal);
    queue.add(entry('a'));
    document.dispatchEvent(new Event('visibilitychange'));
    expect(document.visibilityState).toBe('visible');
    expect(sent).toEqual([]);
    controller.abort();
  });
});
