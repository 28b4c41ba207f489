// Third-party content (a provider's player, a code block's scripts, an embed) can set cookies of
// its own: it follows the rule of tracking (src/store/consent.ts), read from the core's store,
// which every pack reaches through window.SiteRuntime.
import { isTrackingAllowed } from '../store/consent';
import type { RuntimeStore } from '../store/store';

function runtimeStore(): RuntimeStore | null {
  return window.SiteRuntime?.store ?? null;
}

/** True under the restrictive cookie policy while the visitor has not accepted. */
export function thirdPartyNeedsConsent(): boolean {
  const store = runtimeStore();
  return store ? !isTrackingAllowed(store.getState()) : false;
}

/**
 * Calls `onAllowed` once, as soon as third-party content is allowed (the visitor accepts in the
 * cookie banner); never once `signal` aborts. Returns the unsubscribe.
 */
export function whenThirdPartyAllowed(onAllowed: () => void, signal: AbortSignal): () => void {
  const store = runtimeStore();
  if (!store || signal.aborted) return () => undefined;
  const unsubscribe = store.subscribe((state) => {
    if (!isTrackingAllowed(state)) return;
    stop();
    onAllowed();
  });
  const stop = () => {
    unsubscribe();
    signal.removeEventListener('abort', stop);
  };
  signal.addEventListener('abort', stop, { once: true });
  return stop;
}
