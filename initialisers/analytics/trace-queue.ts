import type { TraceEntry } from '../../src/api/events';
import { abortableTimeout } from '../../src/lib/timers';
import type { Logger } from '../../src/runtime/types';
import * as dom from '../../src/lib/dom';

// The Trace queue (spec runtime.md sections 7 and 9): entries are sent together as form field
// `data` holding a JSON list of {pageUrl, type, data}, every 30 seconds and when the page is
// hidden (visibilitychange to hidden, and pagehide; never unload, which breaks the back-forward
// cache). Each flush takes the queued entries out before sending, so a hide followed by pagehide
// sends them once.

/** Trace flush interval (section 9). */
export const TRACE_FLUSH_INTERVAL_MS = 30_000;
/** Entries beyond this wait for no flush: they are dropped, with one warning per flush period. */
export const MAX_QUEUED_TRACES = 200;
/**
 * Browsers refuse keepalive bodies over 64 KiB in flight; batches sent on page hide stay under
 * this many bytes of form-encoded body.
 */
export const KEEPALIVE_BODY_LIMIT = 60 * 1024;

export type SendTraces = (entries: TraceEntry[], options: { keepalive: boolean }) => unknown;

interface QueuedTrace {
  entry: TraceEntry;
  /** The entry's size in the form-encoded body, in bytes (JSON, percent-encoded). */
  bytes: number;
}

function encodedSize(json: string): number {
  return encodeURIComponent(json).length;
}

export class TraceQueue {
  private queued: QueuedTrace[] = [];
  private warnedFull = false;

  constructor(
    private readonly send: SendTraces,
    private readonly log: Logger,
  ) {}

  get size(): number {
    return this.queued.length;
  }

  /** Queues one entry; one whose data cannot be sent as JSON is dropped with a logged error. */
  add(entry: TraceEntry): void {
    let json: string;
    try {
      json = JSON.stringify(entry);
    } catch (error) {
      this.log.error(`trace("${entry.type}") dropped: its data is not JSON`, error);
      return;
    }
    if (this.queued.length >= MAX_QUEUED_TRACES) {
      if (!this.warnedFull) this.log.warn(`Trace queue full (${MAX_QUEUED_TRACES}): dropping`);
      this.warnedFull = true;
      return;
    }
    // Three bytes of separators per entry: `[`, `,` and `]` encode to one byte or three.
    this.queued.push({ entry, bytes: encodedSize(json) + 3 });
  }

  /**
   * Sends everything queued. `leaving` (page hide) sends with keepalive, in batches under the
   * keepalive limit; an entry too big for it alone goes without keepalive.
   */
  flush(leaving: boolean): void {
    if (this.queued.length === 0) return;
    const taken = this.queued;
    this.queued = [];
    this.warnedFull = false;
    const batches: QueuedTrace[][] = [];
    let batch: QueuedTrace[] = [];
    let bytes = 'data='.length;
    for (const queued of taken) {
      if (batch.length > 0 && bytes + queued.bytes > KEEPALIVE_BODY_LIMIT) {
        batches.push(batch);
        batch = [];
        bytes = 'data='.length;
      }
      batch.push(queued);
      bytes += queued.bytes;
    }
    batches.push(batch);
    for (const part of batches) {
      const fits = part.reduce((sum, queued) => sum + queued.bytes, 0) < KEEPALIVE_BODY_LIMIT;
      this.sendQuietly(
        part.map((queued) => queued.entry),
        leaving && fits,
      );
    }
  }

  /** Forgets what is queued (tracking was withdrawn). */
  clear(): void {
    this.queued = [];
  }

  /** Flushes every 30 s and on page hide until `signal` aborts. */
  start(doc: Document, win: Window, signal: AbortSignal): void {
    if (signal.aborted) return;
    const tick = (): void => {
      this.flush(false);
      abortableTimeout(tick, TRACE_FLUSH_INTERVAL_MS, signal);
    };
    abortableTimeout(tick, TRACE_FLUSH_INTERVAL_MS, signal);
    dom.on(
      doc,
      'visibilitychange',
      () => {
        if (dom.visibilityState(doc) === 'hidden') this.flush(true);
      },
      { signal },
    );
    win.addEventListener('pagehide', () => this.flush(true), { signal });
  }

  private sendQuietly(entries: TraceEntry[], keepalive: boolean): void {
    try {
      void Promise.resolve(this.send(entries, { keepalive })).catch((error: unknown) =>
        this.log.debug('Trace send failed', error),
      );
    } catch (error) {
      this.log.debug('Trace send failed', error);
    }
  }
}
