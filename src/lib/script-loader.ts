// Third-party scripts (a captcha, maps, comments, booking widgets): one `<script>` per page, added
// when a pack first needs it and shared by every block of that pack. Whether it may load at all
// (consent) is the caller's decision, made before it asks.
import * as dom from './dom';

export interface ScriptOptions<Api> {
  src: string;
  /** A script that has not loaded and become ready in this long counts as failed. */
  timeoutMs: number;
  /** An attribute set on the element, naming what added it (`data-sr-maps`, say). */
  marker: string;
  /**
   * What the script offers once it ran (its load event fired): the API, a promise of it (for
   * providers that finish starting later and call back), or null when it is not there.
   */
  ready: () => Api | null | Promise<Api | null>;
  /** The message when `ready` finds nothing. */
  notReady: string;
  doc?: Document;
  /**
   * Where the element goes: the document's head by default; a block's own element for scripts
   * that draw next to themselves (a booking provider's loader).
   */
  parent?: Element;
}

/**
 * Adds the script and resolves with what `ready` finds. On an error, a time-out or no API, the
 * element is removed (so a retry adds it afresh) and the promise rejects with a clear message.
 */
export function injectScript<Api>(options: ScriptOptions<Api>): Promise<Api> {
  const doc = options.doc ?? document;
  return new Promise<Api>((resolve, reject) => {
    const script = dom.create('script', doc);
    script.src = options.src;
    script.async = true;
    script.setAttribute(options.marker, '');
    let settled = false;
    const settle = (error: Error | null, api?: Api) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (!error && api !== undefined) {
        resolve(api);
        return;
      }
      script.remove();
      reject(error ?? new Error(options.notReady));
    };
    const timer = setTimeout(
      () => settle(new Error(`${options.src} did not load within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    script.addEventListener(
      'load',
      () => {
        Promise.resolve()
          .then(options.ready)
          .then(
            (api) => settle(api === null ? new Error(options.notReady) : null, api ?? undefined),
            (error: unknown) => settle(error instanceof Error ? error : new Error(String(error))),
          );
      },
      { once: true },
    );
    script.addEventListener(
      'error',
      () => settle(new Error(`The script could not be loaded from ${options.src}`)),
      { once: true },
    );
    (options.parent ?? dom.head(doc)).append(script);
  });
}

/**
 * One load per page: the first call injects, later calls share its promise; after a failure the
 * next call tries again.
 */
export function scriptOnce<Api>(load: () => Promise<Api>): {
  load: () => Promise<Api>;
  /** Tests only: forget the loaded script. */
  reset: () => void;
} {
  let pending: Promise<Api> | null = null;
  return {
    load: () => {
      pending ??= load().catch((error: unknown) => {
        pending = null;
        throw error;
      });
      return pending;
    },
    reset: () => {
      pending = null;
    },
  };
}
