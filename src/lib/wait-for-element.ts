// Waiting for markup that another script is still writing (a template's or the platform's own):
// look now, then again every 10 ms, up to 100 more times (widgets.md section 9, "Wait for node:
// 100 tries of 10 ms"). widgets.md section 8: the wait-for-element helper "rejects if no parent or
// selector is given, if the parent is gone, or if nothing is found within the retry limit". The
// spec gives no wording for those three; the messages below are ours.

export const WAIT_TRIES = 100;
export const WAIT_INTERVAL_MS = 10;

export const WAIT_FOR_ELEMENT_ERRORS = {
  noParentOrSelector: 'Wait for element: a parent and a selector are required',
  parentGone: 'Wait for element: the parent is no longer in the document',
  notFound: 'Wait for element: nothing matches {selector} after {tries} tries of {interval} ms',
  cancelled: 'Wait for element: cancelled',
} as const;

export interface WaitOptions {
  /** Looks after the first one; 100 by default. */
  tries?: number;
  /** Between two looks; 10 ms by default. */
  intervalMs?: number;
  /** Stops waiting: the promise rejects with the cancelled error. */
  signal?: AbortSignal;
}

/** Why a wait ended without its value: the checks ran out, it was cancelled, or `check` refused. */
export class WaitError extends Error {
  constructor(
    message: string,
    readonly reason: 'timeout' | 'cancelled' | 'refused',
  ) {
    super(message);
    this.name = 'WaitError';
  }
}

/** What `check` returns to end the wait with an error at once (the thing it waits in is gone). */
export class WaitRefused {
  constructor(readonly message: string) {}
}

/**
 * Resolves with the first value `check` gives that is neither null nor undefined: it looks at once,
 * then `tries` more times, `intervalMs` apart. Rejects with a WaitError: `timeout` (with
 * `timeoutMessage`) after the last look, `cancelled` when `signal` aborts, `refused` when `check`
 * returns a WaitRefused.
 */
export function pollFor<T>(
  check: () => T | WaitRefused | null | undefined,
  timeoutMessage: string,
  options: WaitOptions = {},
): Promise<T> {
  const { tries = WAIT_TRIES, intervalMs = WAIT_INTERVAL_MS, signal } = options;
  return new Promise<T>((resolve, reject) => {
    let looked = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cancelled = () => {
      clearTimeout(timer);
      reject(new WaitError(WAIT_FOR_ELEMENT_ERRORS.cancelled, 'cancelled'));
    };
    const end = () => signal?.removeEventListener('abort', cancelled);
    if (signal?.aborted) return cancelled();
    signal?.addEventListener('abort', cancelled, { once: true });
    const look = () => {
      let found: T | WaitRefused | null | undefined;
      try {
        found = check();
      } catch (error) {
        end();
        return reject(error instanceof Error ? error : new Error(String(error)));
      }
      if (found instanceof WaitRefused) {
        end();
        return reject(new WaitError(found.message, 'refused'));
      }
      if (found !== null && found !== undefined) {
        end();
        return resolve(found);
      }
      looked += 1;
      if (looked > tries) {
        end();
        return reject(new WaitError(timeoutMessage, 'timeout'));
      }
      timer = setTimeout(look, intervalMs);
    };
    look();
  });
}

/** A parent to look in: an element, a document or a fragment (a shadow root). */
export type WaitParent = Element | Document | DocumentFragment;

/**
 * Resolves with the first element under `parent` that matches `selector`, looking as pollFor does.
 * Rejects when no parent or selector is given (or the selector is not valid CSS), when the parent
 * leaves the document (it was in it when the wait began), or when nothing matches in time.
 */
export function waitForElement(
  parent: WaitParent | null | undefined,
  selector: string,
  options: WaitOptions = {},
): Promise<Element> {
  if (!parent || typeof parent.querySelector !== 'function' || typeof selector !== 'string') {
    return Promise.reject(new WaitError(WAIT_FOR_ELEMENT_ERRORS.noParentOrSelector, 'refused'));
  }
  if (selector.trim() === '') {
    return Promise.reject(new WaitError(WAIT_FOR_ELEMENT_ERRORS.noParentOrSelector, 'refused'));
  }
  try {
    parent.querySelector(selector);
  } catch {
    return Promise.reject(
      new WaitError(
        `Wait for element: ${JSON.stringify(selector)} is not a valid selector`,
        'refused',
      ),
    );
  }
  const wasInDocument = parent.isConnected;
  const timeout = WAIT_FOR_ELEMENT_ERRORS.notFound
    .replace('{selector}', JSON.stringify(selector))
    .replace('{tries}', String(options.tries ?? WAIT_TRIES))
    .replace('{interval}', String(options.intervalMs ?? WAIT_INTERVAL_MS));
  return pollFor(
    () => {
      if (wasInDocument && !parent.isConnected) {
        return new WaitRefused(WAIT_FOR_ELEMENT_ERRORS.parentGone);
      }
      return parent.querySelector(selector);
    },
    timeout,
    options,
  );
}
