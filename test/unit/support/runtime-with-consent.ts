import { createRuntimeStore, updateSlice, type RuntimeStore } from '../../../src/store/store';

/**
 * Puts a runtime store on window.SiteRuntime, as packs read it, with the given cookie policy and
 * the visitor's choice (null: none yet). `forgetRuntime()` takes it off again.
 */
export function runtimeWithConsent(restrictive: boolean, accepted: boolean | null): RuntimeStore {
  const store = createRuntimeStore();
  const { context } = store.getState();
  const cookieSettings = {
    ...context.websiteSettings.cookieSettings,
    isRestrictiveCookiePolicyEnabled: restrictive,
  };
  store.setState({
    context: { ...context, websiteSettings: { ...context.websiteSettings, cookieSettings } },
  });
  updateSlice(store, 'consent', { accepted });
  (window as unknown as { SiteRuntime: unknown }).SiteRuntime = { store };
  return store;
}

export function forgetRuntime(): void {
  delete (window as unknown as { SiteRuntime?: unknown }).SiteRuntime;
}
