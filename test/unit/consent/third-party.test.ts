import { afterEach, describe, expect, it, vi } from 'vitest';
import { consentCard } from '../../../src/consent/consent-card';
import { needsThirdPartyConsent, whenThirdPartyAllowed } from '../../../src/consent/third-party';
import { createRuntimeStore, updateSlice, type RuntimeStore } from '../../../src/store/store';

function runtimeWith(restrictive: boolean): RuntimeStore {
  const store = createRuntimeStore();
  const { context } = store.getState();
  store.setState({
    context: {
      ...context,
      websiteSettings: {
        ...context.websiteSettings,
        cookieSettings: {
          ...context.websiteSettings.cookieSettings,
          isRestrictiveCookiePolicyEnabled: restrictive,
        },
      },
    },
  });
  (window as unknown as { SiteRuntime: unknown }).SiteRuntime = { store };
  return store;
}

afterEach(() => {
  delete (window as unknown as { SiteRuntime?: unknown }).SiteRuntime;
});

describe('third-party content and consent', () => {
  it('waits only under the restrictive policy, until the visitor accepts', () => {
    runtimeWith(false);
    expect(needsThirdPartyConsent()).toBe(false);
    const store = runtimeWith(true);
    expect(needsThirdPartyConsent()).toBe(true);
    updateSlice(store, 'consent', { accepted: false });
    expect(needsThirdPartyConsent()).toBe(true);
    updateSlice(store, 'consent', { accepted: true });
    expect(needsThirdPartyConsent()).toBe(false);
  });

  it('calls back once, when the visitor accepts; not after an abort', () => {
    const store = runtimeWith(true);
    const allowed = vi.fn();
    whenThirdPartyAllowed(allowed);
    updateSlice(store, 'consent', { accepted: false });
    expect(allowed).not.toHaveBeenCalled();
    updateSlice(store, 'consent', { accepted: true });
    updateSlice(store, 'consent', { bannerOpen: true });
    expect(allowed).toHaveBeenCalledTimes(1);

    const late = vi.fn();
    const controller = new AbortController();
    const other = runtimeWith(true);
    whenThirdPartyAllowed(late, controller.signal);
    controller.abort();
    updateSlice(other, 'consent', { accepted: true });
    expect(late).not.toHaveBeenCalled();
  });

  it('waits for nothing on a page with no runtime store', () => {
    expect(needsThirdPartyConsent()).toBe(false);
    const allowed = vi.fn();
    whenThirdPartyAllowed(allowed)();
    expect(allowed).toHaveBeenCalledTimes(1);
  });

  it('never calls back once unsubscribed', () => {
    const store = runtimeWith(true);
    const allowed = vi.fn();
    const unsubscribe = whenThirdPartyAllowed(allowed, new AbortController().signal);
    unsubscribe();
    updateSlice(store, 'consent', { accepted: true });
    expect(allowed).not.toHaveBeenCalled();
  });

  it('calls back at once when nothing needs waiting for', () => {
    runtimeWith(false);
    const allowed = vi.fn();
    whenThirdPartyAllowed(allowed);
    expect(allowed).toHaveBeenCalledTimes(1);
  });
});

describe('the consent card', () => {
  it('says what loads, with a described load button and the cookie preferences', () => {
    const onLoad = vi.fn();
    const card = consentCard({
      text: 'The map is provided by Google Maps.',
      loadLabel: 'Show the map',
      onLoad,
      textId: 'map-consent',
    });
    document.body.append(card);
    const [load, preferences] = card.querySelectorAll('button');
    expect(load?.textContent).toBe('Show the map');
    expect(load?.getAttribute('aria-describedby')).toBe('map-consent');
    expect(document.getElementById('map-consent')?.textContent).toBe(
      'The map is provided by Google Maps.',
    );
    expect(preferences?.hasAttribute('data-cookie-preferences')).toBe(true);
    load?.click();
    expect(onLoad).toHaveBeenCalledTimes(1);
  });
});
