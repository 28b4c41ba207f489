import { pageContextInitialiser } from '../../../../src/context/context-initialiser';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cookieBannerInitialiser,
  openCookiePreferences,
} from '../../../../initialisers/cookie-banner';
import { COOKIE_BANNER_PACK } from '../../../../initialisers/cookie-banner/constants';
import { cookieBannerPack } from '../../../../initialisers/cookie-banner/pack-exports';
import { createRuntime } from '../../../../src/runtime/runtime';
import type { SiteRuntimeApi } from '../../../../src/runtime/types';
import { TRACKING_COOKIES, isTrackingAllowed } from '../../../../src/store/consent';
import { watchReactContainers } from '../../support/react-containers';
import { createSessionDataStore } from '../../../../src/lib/session-data';
import { RETURNING_VISITOR_KEY } from '../../../../src/lib/session-info';
import {
  CONSENT_COPY,
  readConsentCookie,
  writeConsentCookie,
} from '../../../../initialisers/cookie-banner/consent-cookie';

const NOW = new Date('2025-03-01T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

let runtime: SiteRuntimeApi | null = null;

afterEach(() => {
  act(() => runtime?.destroy());
  runtime = null;
  delete (window as { gtag?: unknown }).gtag;
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(
    'http://localhost:3000/',
  );
  vi.useRealTimers();
});

/** A choice made on an earlier page: the spec's cookie and this site's own copy. */
const storeChoice = (accepted: boolean): void => writeConsentCookie(accepted);

/** No choice stored any more. */
function forgetChoice(): void {
  document.cookie = 'ss_cookieAllowed=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  localStorage.removeItem(CONSENT_COPY);
}

function setUrl(url: string): void {
  (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);
}

function setCookieSettings(
  cookieSettings: Record<string, unknown>,
  context: Record<string, unknown> = {},
): void {
  document.getElementById('site-context')?.remove();
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'site-context';
  script.textContent = JSON.stringify({ ...context, cookieSettings });
  document.head.append(script);
}

/**
 * Lets the banner's pack load and the banner render: what a browser does once
 * dist/packs/cookie-banner.js arrived (a macrotask runs after every promise callback in between).
 */
async function packLoaded(): Promise<void> {
  await act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Boots the runtime with the pack's code defined, as dist/packs/cookie-banner.js would. */
async function boot(
  cookieSettings: Record<string, unknown>,
  context: Record<string, unknown> = {},
): Promise<SiteRuntimeApi> {
  setCookieSettings(cookieSettings, context);
  const api = createRuntime({
    version: 'test',
    initialisers: [pageContextInitialiser, cookieBannerInitialiser],
  });
  api.definePack(COOKIE_BANNER_PACK, cookieBannerPack);
  runtime = api;
  act(() => api.init());
  await packLoaded();
  return api;
}

const BAR = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>We use <a href="/privacy">cookies</a> on this site.</p>',
  cookieBannerVariant: 'BAR',
  cookieBannerPosition: 'BOTTOM',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerCtaText: 'Accept all',
  cookieBannerOptOutCtaText: 'Reject all',
};

/** A logged-in account with no readable role: an owner or editor. */
const EDITOR = { authenticatedAccount: { id: 'editor-1' } };

const POPUP = { ...BAR, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_RIGHT' };

function banner(): HTMLElement | null {
  return screen.queryByRole('region', { name: 'Cookie consent' });
}

function host(): HTMLElement | null {
  return document.querySelector('.sr-cookie-banner-host');
}

function consentOf(api: SiteRuntimeApi) {
  return api.store.getState().consent;
}

function setTrackingCookies(): void {
  for (const name of TRACKING_COOKIES) document.cookie = `${name}=x; path=/`;
}

function presentTrackingCookies(): string[] {
  return TRACKING_COOKIES.filter((name) =>
    document.cookie.split('; ').some((pair) => pair.startsWith(`${name}=`)),
  );
}

/** What the runtime wrote to document.cookie for `name`, with its attributes. */
function cookieWrites(spy: { mock: { calls: unknown[][] } }, name: string): string[] {
  return spy.mock.calls.map((call) => String(call[0])).filter((w) => w.startsWith(`${name}=`));
}

describe('cookie banner: when it shows', () => {
  it('shows the bar when the banner is enabled and no consent cookie exists', async () => {
    const api = await boot(BAR);
    const region = banner();
    expect(region).not.toBeNull();
    // Platform HTML goes in as HTML.
    expect(within(region as HTMLElement).getByRole('link', { name: 'cookies' })).toBeTruthy();
    expect(region?.textContent).toContain('We use cookies on this site.');
    expect(host()?.parentElement).toBe(document.body);
    expect(host()?.dataset.srBannerVersion).toBe('2');
    expect(consentOf(api)).toEqual({ accepted: null, bannerOpen: true });
    // Not modal: nothing is inert, and the page keeps focus at load.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the banner text through the allow-list: no script, handler or javascript link', async () => {
    await boot({
      ...BAR,
      cookieBannerText:
        '<p>We use <a href="javascript:alert(1)">cookies</a><img src="x" onerror="alert(1)">' +
        '<iframe src="https://evil.test/"></iframe></p>',
    });
    const region = banner();
    expect(region?.textContent).toContain('We use cookies');
    expect(region?.querySelector('img, iframe, [onerror]')).toBeNull();
    expect(region?.querySelector('.sr-cookie-banner__text a')?.hasAttribute('href')).toBe(false);
  });

  it('does not show when the banner is disabled', async () => {
    const api = await boot({ ...BAR, isCookieBannerEnabled: false });
    expect(banner()).toBeNull();
    expect(host()).toBeNull();
    expect(consentOf(api).bannerOpen).toBe(false);
  });

  it.each([
    ['true', true],
    ['false', false],
  ])(
    'does not show when the stored choice is %s, and the store has the choice',
    async (_value, choice) => {
      storeChoice(choice);
      const api = await boot(BAR);
      expect(banner()).toBeNull();
      expect(consentOf(api)).toEqual({ accepted: choice, bannerOpen: false });
    },
  );

  it.each(['true', 'false', '1', '0'])(
    'asks when only the spec cookie says %s: a sibling site under the parent domain can write it',
    async (value) => {
      document.cookie = `ss_cookieAllowed=${value}; path=/`;
      const api = await boot(BAR);
      expect(banner()).not.toBeNull();
      expect(consentOf(api).accepted).toBeNull();
    },
  );

  it('on https, the choice is the host-only __Host- cookie, never the spec cookie alone', async () => {
    setUrl('https://www.example.com/');
    document.cookie = 'ss_cookieAllowed=true; path=/; secure';
    const asked = await boot(BAR);
    expect(consentOf(asked).accepted).toBeNull();
    act(() => asked.destroy());
    runtime = null;

    document.cookie = '__Host-ss_cookieAllowed=false; path=/; secure';
    const chosen = await boot(BAR);
    expect(banner()).toBeNull();
    expect(consentOf(chosen).accepted).toBe(false);
  });

  it('asks again when the consent cookie holds a value it did not write', async () => {
    document.cookie = 'ss_cookieAllowed=maybe; path=/';
    const api = await boot(BAR);
    expect(banner()).not.toBeNull();
    expect(consentOf(api).accepted).toBeNull();
  });

  it('is hidden by sqsscreenshot=true, even in forced preview', async () => {
    setUrl('http://localhost:3000/?sqsscreenshot=true&cookieBannerPreview=true');
    const api = await boot(BAR);
    expect(banner()).toBeNull();
    act(() => openCookiePreferences());
    expect(banner()).toBeNull();
    expect(consentOf(api).bannerOpen).toBe(false);
  });

  it('shows to automated browsers (navigator.webdriver) like to anyone else', async () => {
    vi.spyOn(navigator, 'webdriver', 'get').mockReturnValue(true);
    await boot(BAR);
    expect(banner()).not.toBeNull();
  });

  it('falls back to the default settings: a dark bottom bar with one accept icon', async () => {
    await boot({
      isCookieBannerEnabled: true,
      cookieBannerVariant: 'FLOATING',
      cookieBannerText: '',
    });
    const region = banner() as HTMLElement;
    expect(region.className).toContain('sr-cookie-banner--bottom');
    expect(region.className).toContain('sr-cookie-banner--dark');
    expect(region.textContent).toContain('This site uses cookies to improve your experience.');
    const buttons = within(region).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]?.getAttribute('aria-label')).toBe('Accept');
    expect(buttons[0]?.className).toContain('sr-cookie-banner__action--icon');
    expect(buttons[0]?.querySelector('svg')).not.toBeNull();
  });
});

describe('cookie banner: variants', () => {
  it('OPT_IN offers accept only; OPT_IN_AND_OUT offers decline and accept styled alike', async () => {
    await boot({ ...BAR, cookieBannerAcceptType: 'OPT_IN' });
    expect(
      within(banner() as HTMLElement)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Accept all']);
    act(() => runtime?.destroy());

    await boot(BAR);
    const buttons = within(banner() as HTMLElement).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Reject all', 'Accept all']);
    expect(buttons[0]?.className).toBe(buttons[1]?.className);
  });

  it.each([
    ['TEXT', 'sr-cookie-banner__action--text'],
    ['BUTTON', 'sr-cookie-banner__action--button'],
    ['ICON', 'sr-cookie-banner__action--icon'],
  ])('the %s CTA variant styles both choices', async (variant, className) => {
    await boot({ ...BAR, cookieBannerCtaVariant: variant });
    const decline = screen.getByRole('button', { name: 'Reject all' });
    const accept = screen.getByRole('button', { name: 'Accept all' });
    expect(decline.className).toContain(className);
    expect(accept.className).toBe(decline.className);
    expect([decline.dataset.choice, accept.dataset.choice]).toEqual(['decline', 'accept']);
  });

  it('the ICON variant draws a cross to decline and a tick to accept', async () => {
    await boot({ ...BAR, cookieBannerCtaVariant: 'ICON' });
    const icon = (name: string) =>
      screen.getByRole('button', { name }).querySelector('svg path')?.getAttribute('d');
    const [cross, tick] = [icon('Reject all'), icon('Accept all')];
    expect(cross).toBeTruthy();
    expect(tick).toBeTruthy();
    expect(cross).not.toBe(tick);
  });

  it.each([
    ['TOP', 'LIGHT', 'sr-cookie-banner--top', 'sr-cookie-banner--light'],
    ['BOTTOM', 'DARK', 'sr-cookie-banner--bottom', 'sr-cookie-banner--dark'],
    ['TOP_RIGHT', 'LIGHT', 'sr-cookie-banner--top', 'sr-cookie-banner--light'],
  ])('a bar at %s with the %s theme', async (position, theme, positionClass, themeClass) => {
    await boot({ ...BAR, cookieBannerPosition: position, cookieBannerTheme: theme });
    const region = banner() as HTMLElement;
    expect(region.classList.contains('sr-cookie-banner--bar')).toBe(true);
    expect(region.classList.contains(positionClass)).toBe(true);
    expect(region.classList.contains(themeClass)).toBe(true);
  });

  it('the popup is a modal dialog in its corner, with focus moved inside', async () => {
    await boot({ ...POPUP, cookieBannerTheme: 'LIGHT' });
    const dialog = screen.getByRole('dialog', { name: 'Cookie consent' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.classList.contains('sr-cookie-banner--light')).toBe(true);
    expect(dialog.closest('.sr-cookie-popup-overlay--bottom-right')).not.toBeNull();
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('We use cookies on this site.');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(banner()).toBeNull();
  });
});

describe('cookie banner: choosing', () => {
  it('accept writes "true" for 30 days (path /, SameSite=Lax), updates the store, removes the bar', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    const writes = vi.spyOn(document, 'cookie', 'set');
    const api = await boot(BAR);

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));

    const [written, ...more] = cookieWrites(writes, 'ss_cookieAllowed');
    expect(more).toEqual([]);
    const attributes = (written ?? '').split('; ');
    expect(attributes[0]).toBe('ss_cookieAllowed=true');
    expect(attributes).toContain('path=/');
    expect(attributes.map((a) => a.toLowerCase())).toContain('samesite=lax');
    expect(attributes.map((a) => a.toLowerCase())).not.toContain('secure');
    const expires = attributes.find((a) => a.startsWith('expires='))?.slice('expires='.length);
    expect(Date.parse(expires ?? '')).toBe(NOW.getTime() + 30 * DAY_MS);

    expect(document.cookie).toContain('ss_cookieAllowed=true');
    expect(readConsentCookie()).toBe(true);
    expect(consentOf(api)).toEqual({ accepted: true, bannerOpen: false });
    expect(banner()).toBeNull();
    expect(host()).toBeNull();
  });

  it('decline writes "false" and removes the bar; the choice survives the next boot', async () => {
    const api = await boot(BAR);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(document.cookie).toContain('ss_cookieAllowed=false');
    expect(readConsentCookie()).toBe(false);
    expect(consentOf(api)).toEqual({ accepted: false, bannerOpen: false });
    expect(banner()).toBeNull();

    act(() => api.destroy());
    act(() => api.init());
    expect(banner()).toBeNull();
    expect(consentOf(api).accepted).toBe(false);
  });

  it('marks the consent cookie Secure on https', async () => {
    setUrl('https://localhost:3000/');
    const writes = vi.spyOn(document, 'cookie', 'set');
    await boot(BAR);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    const [written] = cookieWrites(writes, 'ss_cookieAllowed');
    expect(written?.split('; ').map((a) => a.toLowerCase())).toContain('secure');
  });

  it('the popup records the choice and fades out; the page is usable again', async () => {
    const api = await boot(POPUP);
    const dialog = screen.getByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    // Still on screen, the same element, while it fades out.
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(document.cookie).toContain('ss_cookieAllowed=false');
    expect(readConsentCookie()).toBe(false);
    expect(consentOf(api)).toEqual({ accepted: false, bannerOpen: false });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(host()).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('closing the popup (close button or Escape) saves nothing and it asks again next time', async () => {
    const api = await boot(POPUP);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(consentOf(api)).toEqual({ accepted: null, bannerOpen: false });
    expect(document.cookie).not.toContain('ss_cookieAllowed');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => api.destroy());
    act(() => api.init());
    await packLoaded();
    const dialog = screen.getByRole('dialog', { name: 'Cookie consent' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(consentOf(api).bannerOpen).toBe(false);
    expect(document.cookie).not.toContain('ss_cookieAllowed');
  });
});

describe('cookie banner: forced preview', () => {
  it('is only for a logged-in editor: a visitor or viewer who follows the link gets none', async () => {
    for (const context of [
      {},
      { authenticatedAccount: { id: 'v1' }, websiteRoles: { v1: 'VIEWER' } },
    ]) {
      setUrl('http://localhost:3000/?cookieBannerPreview=true');
      storeChoice(true);
      const api = await boot({ ...POPUP }, context);
      expect(banner()).toBeNull();
      expect(screen.queryByRole('dialog')).toBeNull();
      act(() => api.destroy());
      runtime = null;
    }
    // Without a stored choice, a visitor gets the ordinary banner, which can be closed.
    forgetChoice();
    await boot(POPUP);
    const dialog = screen.getByRole('dialog', { name: 'Cookie consent' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeNull();
  });

  it('shows even with a stored choice and a disabled banner; buttons neither save nor dismiss', async () => {
    setUrl('http://localhost:3000/?cookieBannerPreview=true');
    storeChoice(true);
    const api = await boot({ ...BAR, isCookieBannerEnabled: false }, EDITOR);
    const region = banner() as HTMLElement;
    expect(region.textContent).toContain('Preview: your choice is not saved.');

    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).not.toBeNull();
    expect(document.cookie).toContain('ss_cookieAllowed=true');
    expect(readConsentCookie()).toBe(true);
    expect(consentOf(api)).toEqual({ accepted: true, bannerOpen: true });
  });

  it('the popup has no close button and ignores Escape', async () => {
    setUrl('http://localhost:3000/?cookieBannerPreview=true');
    await boot(POPUP, EDITOR);
    const dialog = screen.getByRole('dialog', { name: 'Cookie consent' });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept all' }));
    expect(screen.getByRole('dialog', { name: 'Cookie consent' })).toBeTruthy();
    expect(document.cookie).not.toContain('ss_cookieAllowed');
  });
});

describe('cookie banner: reopening the choice', () => {
  it('an element with data-cookie-preferences opens the bar, focused, and focus returns', async () => {
    document.body.innerHTML =
      '<main><a href="#cookies" data-cookie-preferences>Cookie preferences</a></main>';
    storeChoice(true);
    const api = await boot(BAR);
    expect(banner()).toBeNull();

    const trigger = screen.getByRole('link', { name: 'Cookie preferences' });
    trigger.focus();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      trigger.dispatchEvent(click);
    });
    await packLoaded();
    expect(click.defaultPrevented).toBe(true);
    expect(banner()).not.toBeNull();
    expect(consentOf(api)).toEqual({ accepted: true, bannerOpen: true });
    // Focus goes to the banner's first focusable element: here the link in its text.
    expect(document.activeElement).toBe(
      within(banner() as HTMLElement).getByRole('link', { name: 'cookies' }),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(document.cookie).toContain('ss_cookieAllowed=false');
    expect(readConsentCookie()).toBe(false);
    expect(consentOf(api)).toEqual({ accepted: false, bannerOpen: false });
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('a preferences link pressed while the bar shows moves focus into it, and back after the choice', async () => {
    document.body.innerHTML = '<a href="#cookies" data-cookie-preferences>Cookie preferences</a>';
    await boot(BAR);
    const trigger = screen.getByRole('link', { name: 'Cookie preferences' });
    trigger.focus();
    fireEvent.click(trigger);
    expect(document.activeElement).toBe(
      within(banner() as HTMLElement).getByRole('link', { name: 'cookies' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('pressed while the banner’s pack still loads, the bar takes focus as it appears', async () => {
    document.body.innerHTML = '<a href="#cookies" data-cookie-preferences>Cookie preferences</a>';
    setCookieSettings(BAR);
    const api = createRuntime({
      version: 'test',
      initialisers: [pageContextInitialiser, cookieBannerInitialiser],
    });
    api.definePack(COOKIE_BANNER_PACK, cookieBannerPack);
    runtime = api;
    act(() => api.init());
    fireEvent.click(screen.getByRole('link', { name: 'Cookie preferences' }));
    await packLoaded();
    expect(document.activeElement).toBe(
      within(banner() as HTMLElement).getByRole('link', { name: 'cookies' }),
    );
  });

  it('focus returns to what opened the bar only if it was in the bar or lost', async () => {
    const errors = vi.spyOn(console, 'error');
    document.body.innerHTML =
      '<button type="button" id="opener">Cookies</button><input aria-label="Search">';
    storeChoice(true);
    const api = await boot(BAR);
    const opener = screen.getByRole('button', { name: 'Cookies' });
    const search = screen.getByRole('textbox', { name: 'Search' });

    // SiteRuntime.consent.open() from a focused control: focus moves in, and back on the choice.
    opener.focus();
    act(() => openCookiePreferences());
    await packLoaded();
    expect(banner()?.contains(document.activeElement)).toBe(true);
    // The visitor moved on to the search field: it keeps focus when they choose by mouse.
    search.focus();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(search);

    // A click that left focus nowhere (Safari does not focus buttons): back to the opener.
    opener.focus();
    act(() => openCookiePreferences());
    (document.activeElement as HTMLElement).blur();
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.activeElement).toBe(opener);

    act(() => api.destroy());
    expect(errors).not.toHaveBeenCalled();
  });

  it('a click inside the trigger element counts too', async () => {
    document.body.innerHTML =
      '<button type="button" data-cookie-preferences><span>Cookies</span></button>';
    storeChoice(false);
    await boot(BAR);
    fireEvent.click(document.querySelector('span') as HTMLElement);
    await packLoaded();
    expect(banner()).not.toBeNull();
  });

  it('SiteRuntime.consent.open() opens it; a second call keeps one banner', async () => {
    storeChoice(true);
    await boot(BAR);
    act(() => openCookiePreferences());
    act(() => openCookiePreferences());
    await packLoaded();
    expect(screen.getAllByRole('region', { name: 'Cookie consent' })).toHaveLength(1);
    expect(document.querySelectorAll('.sr-cookie-banner-host')).toHaveLength(1);
  });

  it('consent.open() outside a running runtime warns and does nothing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    openCookiePreferences();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('runtime is not running'));
    expect(host()).toBeNull();
  });

  it('destroyed before its pack loaded, it shows nothing when the pack arrives', async () => {
    const errors = vi.spyOn(console, 'error');
    setCookieSettings(BAR);
    const api = createRuntime({
      version: 'test',
      initialisers: [pageContextInitialiser, cookieBannerInitialiser],
    });
    api.definePack(COOKIE_BANNER_PACK, cookieBannerPack);
    act(() => api.init());
    act(() => api.destroy());
    await packLoaded();
    expect(host()).toBeNull();
    expect(errors).not.toHaveBeenCalled();
  });

  it('after destroy(), neither the trigger nor consent.open() opens anything', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.innerHTML = '<button type="button" data-cookie-preferences>Cookies</button>';
    const api = await boot(BAR);
    expect(host()).not.toBeNull();
    act(() => api.destroy());
    expect(host()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cookies' }));
    act(() => openCookiePreferences());
    await packLoaded();
    expect(host()).toBeNull();
  });
});

describe('cookie banner: restrictive policy', () => {
  const RESTRICTIVE = { ...BAR, isRestrictiveCookiePolicyEnabled: true };

  it('clears the nine tracking cookies at boot while there is no consent', async () => {
    setTrackingCookies();
    document.cookie = 'crumb=keep-me; path=/';
    const api = await boot(RESTRICTIVE);
    expect(presentTrackingCookies()).toEqual([]);
    expect(document.cookie).toContain('crumb=keep-me');
    expect(isTrackingAllowed(api.store.getState())).toBe(false);
  });

  it('clears them at boot after a decline, keeps them after an accept', async () => {
    setTrackingCookies();
    storeChoice(false);
    await boot(RESTRICTIVE);
    expect(presentTrackingCookies()).toEqual([]);
    act(() => runtime?.destroy());

    setTrackingCookies();
    storeChoice(true);
    const api = await boot(RESTRICTIVE);
    expect(presentTrackingCookies()).toEqual([...TRACKING_COOKIES]);
    expect(isTrackingAllowed(api.store.getState())).toBe(true);
  });

  it('clears them on decline (after the visitor had accepted), not on accept', async () => {
    document.body.innerHTML = '<button type="button" data-cookie-preferences>Cookies</button>';
    const api = await boot(RESTRICTIVE);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    setTrackingCookies();
    expect(isTrackingAllowed(api.store.getState())).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cookies' }));
    expect(presentTrackingCookies()).toEqual([...TRACKING_COOKIES]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(presentTrackingCookies()).toEqual([]);
    expect(isTrackingAllowed(api.store.getState())).toBe(false);
  });

  it('fails closed: a policy of 1, "1" or "TRUE" clears the tracking cookies at boot', async () => {
    for (const value of [1, '1', 'TRUE']) {
      setTrackingCookies();
      const api = await boot({ ...BAR, isRestrictiveCookiePolicyEnabled: value });
      expect(presentTrackingCookies(), JSON.stringify(value)).toEqual([]);
      expect(isTrackingAllowed(api.store.getState())).toBe(false);
      act(() => api.destroy());
      runtime = null;
    }
  });

  it('forgets the returning-visitor marker when consent is withdrawn', async () => {
    document.body.innerHTML = '<button type="button" data-cookie-preferences>Cookies</button>';
    const sessionData = createSessionDataStore();
    await boot(RESTRICTIVE);
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    sessionData.set(RETURNING_VISITOR_KEY, true);
    expect(sessionData.get(RETURNING_VISITOR_KEY)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(sessionData.get(RETURNING_VISITOR_KEY)).toBeNull();
  });

  it('without the restrictive policy, tracking cookies stay, even on decline', async () => {
    setTrackingCookies();
    const api = await boot(BAR);
    expect(presentTrackingCookies()).toEqual([...TRACKING_COOKIES]);
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(presentTrackingCookies()).toEqual([...TRACKING_COOKIES]);
    expect(isTrackingAllowed(api.store.getState())).toBe(true);
  });
});

describe('cookie banner: Google Consent Mode', () => {
  const denied = {
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
    analytics_storage: 'denied',
  };
  const granted = {
    ad_storage: 'granted',
    ad_user_data: 'granted',
    ad_personalization: 'granted',
    analytics_storage: 'granted',
  };

  function installGtag() {
    const gtag = vi.fn();
    (window as { gtag?: unknown }).gtag = gtag;
    return gtag;
  }

  it('restrictive policy: default (denied) first, then an update on each choice', async () => {
    const gtag = installGtag();
    document.body.innerHTML = '<button type="button" data-cookie-preferences>Cookies</button>';
    await boot({ ...BAR, isRestrictiveCookiePolicyEnabled: true });
    expect(gtag.mock.calls).toEqual([['consent', 'default', denied]]);

    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cookies' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(gtag.mock.calls).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
      ['consent', 'update', denied],
    ]);
  });

  it('a store listener that throws never stops Decline: cookies cleared, denied update sent', async () => {
    const gtag = installGtag();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setTrackingCookies();
    const api = await boot({ ...BAR, isRestrictiveCookiePolicyEnabled: true });
    // Any page script can subscribe to the public store.
    const hostile = vi.fn(() => {
      throw new Error('listener failed');
    });
    const unsubscribe = api.store.subscribe(hostile);
    const second = vi.fn();
    const unsubscribeSecond = api.store.subscribe(second);

    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(hostile).toHaveBeenCalled();
    expect(presentTrackingCookies()).toEqual([]);
    expect(gtag.mock.calls.at(-1)).toEqual(['consent', 'update', denied]);
    expect(document.cookie).toContain('ss_cookieAllowed=false');
    expect(readConsentCookie()).toBe(false);
    expect(api.store.getState().consent).toEqual({ accepted: false, bannerOpen: false });
    // The other listeners still hear of the change, and the failure is logged.
    expect(second).toHaveBeenCalled();
    expect(logged.mock.calls.flat().join(' ')).toContain('listener failed');
    expect(banner()).toBeNull();
    unsubscribe();
    unsubscribeSecond();
  });

  it('a stored choice is sent as an update at boot, right after the default', async () => {
    const gtag = installGtag();
    storeChoice(true);
    await boot({ ...BAR, isRestrictiveCookiePolicyEnabled: true });
    expect(gtag.mock.calls).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', granted],
    ]);
  });

  it('without the restrictive policy: no default; a choice is still passed on', async () => {
    const gtag = installGtag();
    await boot(BAR);
    expect(gtag).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(gtag.mock.calls).toEqual([['consent', 'update', denied]]);
  });

  it('a page without gtag: nothing is called and nothing is logged', async () => {
    const errors = vi.spyOn(console, 'error');
    await boot({ ...BAR, isRestrictiveCookiePolicyEnabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(document.cookie).toContain('ss_cookieAllowed=true');
    expect(readConsentCookie()).toBe(true);
    expect(errors).not.toHaveBeenCalled();
  });

  it('a gtag that throws is logged; the choice is still saved', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    (window as { gtag?: unknown }).gtag = () => {
      throw new Error('gtag broke');
    };
    const api = await boot({ ...BAR, isRestrictiveCookiePolicyEnabled: true });
    fireEvent.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(consentOf(api).accepted).toBe(true);
    expect(document.cookie).toContain('ss_cookieAllowed=true');
    expect(readConsentCookie()).toBe(true);
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining("gtag('consent', 'default') threw"),
      expect.any(Error),
    );
  });
});

describe('cookie banner: its pack', () => {
  /** The pack scripts the runtime added to the page (happy-dom runs none of them). */
  function packScripts(): string[] {
    return Array.from(document.querySelectorAll<HTMLScriptElement>('script[data-sr-pack]'), (s) =>
      new URL(s.src).pathname.replace(/^.*\/packs\//, ''),
    );
  }

  it('is not fetched for a visitor who already chose, until they ask to change it', async () => {
    // Left undefined so that the runtime adds its script (whose failure to define it is logged).
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = '<button type="button" data-cookie-preferences>Cookies</button>';
    storeChoice(true);
    setCookieSettings(BAR);
    const api = createRuntime({
      version: 'test',
      initialisers: [pageContextInitialiser, cookieBannerInitialiser],
    });
    runtime = api;
    act(() => api.init());
    await packLoaded();
    expect(packScripts()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cookies' }));
    expect(packScripts()).toEqual(['cookie-banner.js']);
    await packLoaded();
  });

  it('when it cannot load: logged, the banner stops holding the page back, consent rules still apply', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    setTrackingCookies();
    // No pack defined: the script "loads" (happy-dom) but defines nothing, as a broken pack would.
    setCookieSettings({ ...BAR, isRestrictiveCookiePolicyEnabled: true });
    const api = createRuntime({
      version: 'test',
      initialisers: [pageContextInitialiser, cookieBannerInitialiser],
    });
    runtime = api;
    act(() => api.init());
    expect(consentOf(api)).toEqual({ accepted: null, bannerOpen: true });

    await packLoaded();
    expect(consentOf(api)).toEqual({ accepted: null, bannerOpen: false });
    expect(host()).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('The cookie banner could not be loaded: no consent was asked'),
      new Error('Pack "cookie-banner" loaded but did not register itself'),
    );
    expect(presentTrackingCookies()).toEqual([]);
    expect(isTrackingAllowed(api.store.getState())).toBe(false);

    // Asked again once the pack can load, the banner shows.
    api.definePack(COOKIE_BANNER_PACK, cookieBannerPack);
    act(() => openCookiePreferences());
    await packLoaded();
    expect(banner()).not.toBeNull();
  });
});

describe('cookie banner: init/destroy cycles', () => {
  // 50 React roots with a modal dialog each: slow on a busy machine, hence the longer time-out.
  it('leaves no element or listener behind after 50 cycles', async () => {
    document.body.innerHTML = '<button type="button" data-cookie-preferences>Cookies</button>';
    const api = await boot(POPUP);
    for (let cycle = 0; cycle < 50; cycle += 1) {
      act(() => api.destroy());
      act(() => api.init());
    }
    await packLoaded();
    expect(document.querySelectorAll('.sr-cookie-banner-host')).toHaveLength(1);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    act(() => api.destroy());
    expect(document.querySelector('.sr-cookie-banner-host, .sr-dialog-overlay')).toBeNull();
    expect(document.querySelector('[inert]')).toBeNull();
    // No click listener of an earlier cycle is left to open it.
    fireEvent.click(screen.getByRole('button', { name: 'Cookies', hidden: true }));
    expect(document.querySelector('.sr-cookie-banner-host')).toBeNull();
  }, 30_000);

  it('draws every cycle into the same host element: no React listeners left on discarded ones', async () => {
    const containers = watchReactContainers();
    const api = await boot(BAR);
    for (let cycle = 0; cycle < 5; cycle += 1) {
      act(() => api.destroy());
      act(() => api.init());
      await packLoaded();
      expect(banner()).not.toBeNull();
    }
    act(() => api.destroy());
    // The one host, out of the page until the banner shows again.
    expect(containers.discarded()).toHaveLength(1);
  });
});
