// Content from another host (a video player, a map, a booking widget, comments, web fonts) can set
// its own cookies and learns who visits: under the restrictive cookie policy it waits for the
// visitor's consent, the same rule as tracking (src/store/consent.ts). Packs read the core's
// store through window.SiteRuntime, as they have no store of their own.
import { isTrackingAllowed } from '../store/consent';
import type { RuntimeStore } from '../store/store';

function runtimeStore(): RuntimeStore | null {
  return window.SiteRuntime?.store ?? null;
}

/** True under the restrictive cookie policy while the visitor has not accepted. */
export function needsThirdPartyConsent(): boolean {
  const store = runtimeStore();
  return store ? !isTrackingAllowed(store.getState()) : false;
}

/**
 * Calls `allowed` once, as soon as third-party content may load (at once when it already may):
 * the visitor accepting in the cookie banner loads what waited for it. Returns the unsubscribe
 * (also done when `signal` aborts).
 */
export function whenThirdPartyAllowed(allowed: () => void, signal?: AbortSignal): () => void {
  const store = runtimeStore();
  if (!store || isTrackingAllowed(store.getState())) {
    allowed();
    return () => undefined;
  }
  const unsubscribe = store.subscribe((state) => {
    if (!isTrackingAllowed(state)) return;
    stop();
    allowed();
  });
  const stop = () => {
    unsubscribe();
    signal?.removeEventListener('abort', stop);
  };
  signal?.addEventListener('abort', stop, { once: true });
  return stop;
}
