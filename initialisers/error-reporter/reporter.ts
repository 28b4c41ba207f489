import { BEACON_QUOTA_BYTES, type JavascriptErrorEvent } from '../../src/api';
import { abortableTimeout } from '../../src/lib/timers';
import { isRequestError } from '../../src/request';
import type { Logger } from '../../src/runtime/types';
import { MAX_QUEUED, MAX_SENDS, RATE_LIMIT_PAUSE_MS, SEND_DEBOUNCE_MS } from './constants';

// The queue behind the error reporter: de-duplication by signature, the spec's limits (20 sends,
// 10 queued), the 1 s debounce and the pause after a 429. It never reports its own failures:
// a failed send is logged at debug level and its errors are dropped.

export type SendErrors = (
  events: JavascriptErrorEvent[],
  options: { signal: AbortSignal; keepalive: boolean },
) => Promise<void>;

export type ReporterChangeKind =
  /** The reporter has started (its pack has come): what was caught before it follows. */
  | 'ready'
  /** Accepted: it goes in the next send. */
  | 'queued'
  /** Dropped: the same error (by signature, or the same object) was accepted before. */
  | 'duplicate'
  /** Dropped: "Script error." (an error of a cross-origin script) says nothing. */
  | 'script-error'
  /** Dropped: 10 errors are waiting already. */
  | 'queue-full'
  /** Dropped: 20 sends were made; reporting is suppressed for this page view. */
  | 'suppressed'
  | 'sent'
  /** A send failed: its errors are dropped and the failure is not reported. */
  | 'send-failed'
  /** The endpoint answered 429: sending pauses. */
  | 'paused'
  /** Due to be sent, but the visitor's consent does not allow it: dropped. */
  | 'no-consent';

export interface ReporterStatus {
  queued: number;
  sends: number;
  paused: boolean;
}

export interface ReporterChange extends ReporterStatus {
  kind: ReporterChangeKind;
  /** The error's message, for changes about one error. */
  message?: string;
  /** The number of errors, for changes about a send. */
  count?: number;
}

export interface ErrorReporterOptions {
  send: SendErrors;
  /** Aborted on destroy: clears the timers and cancels a send in flight. */
  signal: AbortSignal;
  log: Logger;
  onChange?: (change: ReporterChange) => void;
  /**
   * Asked at each send, not at boot: the reporter starts before the cookie banner has read the
   * visitor's choice. Default: always allowed.
   */
  allowed?: () => boolean;
}

export interface ErrorReporter {
  /** Queues one report unless a limit or its signature says otherwise; returns what happened. */
  enqueue(event: JavascriptErrorEvent, signature: string): ReporterChangeKind;
  /** Tells the status listener about an error dropped before it reached the queue. */
  dropped(kind: 'duplicate' | 'script-error', message: string): void;
  /** Sends the queue at once, with keepalive when it fits (the page is going away). */
  flushNow(): void;
  status(): ReporterStatus;
}

function byteLength(text: string): number {
  return new TextEncoder().encode(text).length;
}

export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter {
  const { send, signal, log, onChange } = options;
  const signatures = new Set<string>();
  let queue: JavascriptErrorEvent[] = [];
  let sends = 0;
  let paused = false;
  let cancelTimer: (() => void) | null = null;

  const status = (): ReporterStatus => ({ queued: queue.length, sends, paused });

  const notify = (kind: ReporterChangeKind, extra: Partial<ReporterChange> = {}): void => {
    if (!onChange) return;
    try {
      onChange({ kind, ...status(), ...extra });
    } catch (error) {
      log.warn('An error-reporter status listener threw', error);
    }
  };

  const setTimer = (callback: () => void, ms: number): void => {
    cancelTimer?.();
    cancelTimer = abortableTimeout(
      () => {
        cancelTimer = null;
        callback();
      },
      ms,
      signal,
    );
  };

  function sendQueue(keepalive: boolean): void {
    if (paused || queue.length === 0 || signal.aborted) return;
    cancelTimer?.();
    cancelTimer = null;
    const batch = queue;
    queue = [];
    if (options.allowed && !options.allowed()) {
      log.debug(`No consent: ${batch.length} error report(s) dropped unsent`);
      notify('no-consent', { count: batch.length });
      return;
    }
    sends += 1;
    const fits = byteLength(JSON.stringify(batch)) <= BEACON_QUOTA_BYTES;
    send(batch, { signal, keepalive: keepalive && fits }).then(
      () => notify('sent', { count: batch.length }),
      (error: unknown) => sendFailed(batch, error),
    );
  }

  function sendFailed(batch: JavascriptErrorEvent[], error: unknown): void {
    if (signal.aborted) return;
    if (isRequestError(error) && error.status === 429) {
      pause(batch);
      return;
    }
    log.debug(`Could not send ${batch.length} error report(s); they are dropped`, error);
    notify('send-failed', { count: batch.length });
  }

  function pause(batch: JavascriptErrorEvent[]): void {
    paused = true;
    // The refused errors go back in front, within the queue limit, to go when the pause ends.
    queue = [...batch, ...queue].slice(0, MAX_QUEUED);
    setTimer(() => {
      paused = false;
      if (sends >= MAX_SENDS) queue = [];
      else sendQueue(false);
    }, RATE_LIMIT_PAUSE_MS);
    log.debug(`Error reports rate-limited: sending pauses for ${RATE_LIMIT_PAUSE_MS} ms`);
    notify('paused', { count: batch.length });
  }

  function enqueue(event: JavascriptErrorEvent, signature: string): ReporterChangeKind {
    const { message } = event.data;
    let kind: ReporterChangeKind;
    if (sends >= MAX_SENDS) kind = 'suppressed';
    else if (signatures.has(signature)) kind = 'duplicate';
    else if (queue.length >= MAX_QUEUED) kind = 'queue-full';
    else {
      kind = 'queued';
      signatures.add(signature);
      queue.push(event);
      // While paused, the end of the pause sends the queue.
      if (!paused) setTimer(() => sendQueue(false), SEND_DEBOUNCE_MS);
    }
    notify(kind, { message });
    return kind;
  }

  return {
    enqueue,
    dropped: (kind, message) => notify(kind, { message }),
    flushNow: () => sendQueue(true),
    status,
  };
}
