// Whether a provider's player may load without asking: the same rule as tracking (a provider's
// frame can set its own cookies). The decision lives in the core's store.
import { isTrackingAllowed } from '../../src/store/consent';

/** True under the restrictive cookie policy while the visitor has not accepted. */
export function playerNeedsConsent(): boolean {
  const store = window.SiteRuntime?.store;
  return store ? !isTrackingAllowed(store.getState()) : false;
}
