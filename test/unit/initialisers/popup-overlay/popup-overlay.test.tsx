import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import { popupOverlayInitialiser } from '../../../../initialisers/popup-overlay';
import { FORM_SUBMITTED_EVENT } from '../../../../initialisers/popup-overlay/constants';
import { updateSlice } from '../../../../src/store/store';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import { failingLoadPack, loadPackDirectly, recordingLoadPack } from '../../support/pack-exports';
import { boot, fakeViewport, packsLoaded } from './harness';

serveFakeApi();

const NOW = Date.UTC(2025, 5, 15, 12);
const DAY = 24 * 60 * 60 * 1000;

/** The platform's one local storage entry for the record, holding the spec's keys. */
const ENTRY = 'squarespace-popup-overlay';

function entry(): Record<string, unknown> {
  return JSON.parse(localStorage.getItem(ENTRY) ?? '{}') as Record<string, unknown>;
}

function storeEntry(record: Record<string, unknown>): void {
  localStorage.setItem(ENTRY, JSON.stringify(record));
}

const OVERLAY_MARKUP = `
  <main><button type="button" id="page-button">Shop</button></main>
  <div class="sqs-popup-overlay" hidden>
    <h2 class="sqs-popup-overlay-title">Join our list</h2>
    <p>Ten percent off your first order.</p>
    <form class="overlay-form" action="/subscribe">
      <label>Email address <input type="email" name="email" /></label>
      <button type="submit">Sign up</button>
    </form>
    <a class="sqs-popup-overlay-close" href="#">Close</a>
  </div>`;

// Census calls finish after their test ends; each test has its own site id to tell its own apart.
let siteId = '';
let testCount = 0;

function censusRecords() {
  return requests({ path: '/api/census/overlay' }).filter(
    (request) => (request.body as Record<string, unknown>).websiteId === siteId,
  );
}

function settings(patch: Record<string, unknown> = {}) {
  return {
    website: { id: siteId },
    websiteSettings: {
      popupOverlaySettings: {
        style: 2,
        enableMobile: true,
        version: 3,
        showUntilSignup: false,
        displayFrequency: 7,
        ...patch,
      },
    },
  };
}

const source = () => document.querySelector<HTMLElement>('.sqs-popup-overlay');
const dialog = () => screen.queryByRole('dialog');

/** Lets the removal that follows the (reduced-motion, so instant) fade-out happen. */
async function settle(): Promise<void> {
  await act(async () => {
    await Promise.resolve();
  });
}

beforeEach(() => {
  testCount += 1;
  siteId = `site-${testCount}`;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  fakeViewport(1280);
  document.body.innerHTML = OVERLAY_MARKUP;
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.useRealTimers();
});

describe('popup overlay: showing', () => {
  it('shows the server content in a modal dialog named by its heading, focus inside', async () => {
    boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    const shown = screen.getByRole('dialog', { name: 'Join our list' });
    expect(shown.getAttribute('aria-modal')).toBe('true');
    expect(shown.classList.contains('sr-popup-overlay--style-2')).toBe(true);
    expect(shown.textContent).toContain('Ten percent off your first order.');
    // The content moved: the hidden server element is empty while the dialog is open.
    expect(source()?.children).toHaveLength(0);
    // The platform's close link is hidden: the dialog has its own close button.
    expect(shown.querySelector<HTMLElement>('.sqs-popup-overlay-close')?.hidden).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(true);
  });

  it('is named "Popup" when the content has no heading', async () => {
    source()?.querySelector('h2')?.remove();
    boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    expect(screen.getByRole('dialog', { name: 'Popup' })).toBeTruthy();
  });

  it('records the view with the census call: overlay fields and the visitor cookie', async () => {
    document.cookie = 'ss_cvr=visitor-1|1|2|3|4|1; path=/';
    boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    await vi.waitFor(() => expect(censusRecords()).toHaveLength(1));
    expect(censusRecords()[0]).toMatchObject({
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=UTF-8' },
      body: {
        websiteId: siteId,
        version: '3',
        style: '2',
        pagePath: '/',
        visitorCookie: 'visitor-1|1|2|3|4|1',
      },
    });
  });

  it('keeps the dialog up and logs nothing when the census call fails', async () => {
    setFault({ path: '/api/census/overlay', fault: 500 });
    const { log } = boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    await vi.waitFor(() => expect(censusRecords()).toHaveLength(1));
    expect(dialog()).not.toBeNull();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('sends no census record under the restrictive policy before consent, nor for a logged-in user', async () => {
    boot(popupOverlayInitialiser, {
      ...settings(),
      cookieSettings: { isRestrictiveCookiePolicyEnabled: true },
    });
    await packsLoaded();
    expect(dialog()).not.toBeNull();
    boot(popupOverlayInitialiser, { ...settings(), authenticatedAccount: { id: 'owner' } });
    await packsLoaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(censusRecords()).toEqual([]);
  });

  it('sends the census record under the restrictive policy once the visitor accepted', async () => {
    boot(
      popupOverlayInitialiser,
      { ...settings(), cookieSettings: { isRestrictiveCookiePolicyEnabled: true } },
      (store) => updateSlice(store, 'consent', { accepted: true }),
    );
    await vi.waitFor(() => expect(censusRecords()).toHaveLength(1));
  });

  it('waits while the cookie banner is open, then shows', async () => {
    const { store } = boot(popupOverlayInitialiser, settings(), (s) =>
      updateSlice(s, 'consent', { bannerOpen: true }),
    );
    await packsLoaded();
    expect(dialog()).toBeNull();
    act(() => updateSlice(store, 'consent', { accepted: false, bannerOpen: false }));
    await packsLoaded();
    expect(screen.getByRole('dialog', { name: 'Join our list' })).toBeTruthy();
  });

  it('never shows when destroyed while it waited for the cookie banner', async () => {
    const { store, destroy } = boot(popupOverlayInitialiser, settings(), (s) =>
      updateSlice(s, 'consent', { bannerOpen: true }),
    );
    await packsLoaded();
    destroy();
    act(() => updateSlice(store, 'consent', { bannerOpen: false }));
    await packsLoaded();
    expect(dialog()).toBeNull();
  });
});

describe('popup overlay: closing and the stored record', () => {
  it('Escape closes it, writes date-closed and version, and puts the content back', async () => {
    boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await settle();
    expect(dialog()).toBeNull();
    expect(entry()).toEqual({ version: 3, 'date-closed': NOW });
    expect(source()?.querySelector('h2')?.textContent).toBe('Join our list');
    expect(source()?.querySelector('h2')?.hasAttribute('id')).toBe(false);
    expect(source()?.querySelector<HTMLElement>('.sqs-popup-overlay-close')?.hidden).toBe(false);
    expect(document.querySelector('main')?.hasAttribute('inert')).toBe(false);
    expect(document.querySelector('.sr-popup-overlay-root')).toBeNull();
  });

  it('the close button does the same', async () => {
    boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    expect(dialog()).toBeNull();
    expect(entry()['date-closed']).toBe(NOW);
  });

  it('stays away on the next page, and comes back after displayFrequency days', async () => {
    const first = boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    first.destroy();

    vi.setSystemTime(NOW + 7 * DAY - 1);
    const early = boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    expect(dialog()).toBeNull();
    expect(early.log.debug).toHaveBeenCalledWith(
      'Popup overlay stays hidden: closed less than 7 days ago',
    );
    early.destroy();

    vi.setSystemTime(NOW + 7 * DAY);
    boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    expect(dialog()).not.toBeNull();
  });

  it('with displayFrequency -1 never comes back once closed, until a new version', async () => {
    const first = boot(popupOverlayInitialiser, settings({ displayFrequency: -1 }));
    await packsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await settle();
    first.destroy();

    vi.setSystemTime(NOW + 3650 * DAY);
    const later = boot(popupOverlayInitialiser, settings({ displayFrequency: -1 }));
    await packsLoaded();
    expect(dialog()).toBeNull();
    later.destroy();

    boot(popupOverlayInitialiser, settings({ displayFrequency: -1, version: 4 }));
    await packsLoaded();
    expect(dialog()).not.toBeNull();
  });

  it('records a native form submission as a sign-up; with showUntilSignup it stays away', async () => {
    const first = boot(popupOverlayInitialiser, settings({ showUntilSignup: true }));
    await packsLoaded();
    const form = document.querySelector('.overlay-form') as HTMLFormElement;
    form.addEventListener('submit', (event) => event.preventDefault(), { once: true });
    // A form the runtime handles cancels the native submit: that alone is no sign-up.
    fireEvent.submit(form);
    expect(entry().submitted).toBeUndefined();

    const native = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(native);
    expect(entry()).toEqual({ version: 3, submitted: true });
    first.destroy();

    boot(popupOverlayInitialiser, settings({ showUntilSignup: true }));
    await packsLoaded();
    expect(dialog()).toBeNull();
  });

  it('records a sign-up reported by a runtime form block', async () => {
    boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    const form = document.querySelector('.overlay-form') as HTMLFormElement;
    form.dispatchEvent(new CustomEvent(FORM_SUBMITTED_EVENT, { bubbles: true }));
    expect(entry().submitted).toBe(true);
  });
});

describe('popup overlay: when it stays hidden', () => {
  it('is suppressed by sqsscreenshot=true', async () => {
    window.history.replaceState(null, '', '/?sqsscreenshot=true');
    const { log } = boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    expect(dialog()).toBeNull();
    expect(log.debug).toHaveBeenCalledWith(
      'Popup overlay stays hidden: suppressed by sqsscreenshot=true',
    );
    expect(censusRecords()).toEqual([]);
  });

  it('stays off mobile viewports (432 px or less) when enableMobile is off', async () => {
    const viewport = fakeViewport(432);
    const phone = boot(popupOverlayInitialiser, settings({ enableMobile: false }));
    await packsLoaded();
    expect(dialog()).toBeNull();
    phone.destroy();

    viewport.resize(433);
    boot(popupOverlayInitialiser, settings({ enableMobile: false }));
    await packsLoaded();
    expect(dialog()).not.toBeNull();
  });

  it('shows for a logged-in user whatever the settings and record say', async () => {
    storeEntry({ version: 3, 'date-closed': NOW, submitted: true });
    fakeViewport(375);
    boot(popupOverlayInitialiser, {
      ...settings({ displayFrequency: -1, showUntilSignup: true, enableMobile: false }),
      authenticatedAccount: { id: 'owner' },
    });
    await packsLoaded();
    expect(dialog()).not.toBeNull();
  });

  it('treats a viewer-only account like a visitor', async () => {
    storeEntry({ version: 3, 'date-closed': NOW });
    boot(popupOverlayInitialiser, {
      ...settings({ displayFrequency: -1 }),
      authenticatedAccount: { id: 'viewer' },
      websiteRoles: { viewer: 10 },
    });
    await packsLoaded();
    expect(dialog()).toBeNull();
  });

  it('logs invalid settings and touches nothing', async () => {
    const { log } = boot(popupOverlayInitialiser, settings({ displayFrequency: -3, style: 1.5 }));
    await packsLoaded();
    expect(dialog()).toBeNull();
    expect(log.error).toHaveBeenCalledWith(
      'Popup overlay settings are invalid, so it stays hidden: style must be a whole number, not 1.5; displayFrequency must be -1 or a number of days, not -3',
    );
    expect(source()?.children).toHaveLength(4);
    expect(localStorage.length).toBe(0);
  });

  it('shows nothing and fetches no pack without settings, or without overlay content on the page', async () => {
    const packs = recordingLoadPack();
    boot(popupOverlayInitialiser, {}, undefined, { loadPack: packs.loadPack });
    await packsLoaded();
    expect(dialog()).toBeNull();
    source()?.replaceChildren();
    const { log } = boot(popupOverlayInitialiser, settings(), undefined, {
      loadPack: packs.loadPack,
    });
    await packsLoaded();
    expect(dialog()).toBeNull();
    expect(log.debug).toHaveBeenCalledWith(
      'No .sqs-popup-overlay content on the page: nothing to show',
    );
    expect(packs.requested).toEqual([]);
  });
});

describe('popup overlay: destroy', () => {
  it('takes the dialog away without counting it as closed, and restores the page', async () => {
    const { destroy } = boot(popupOverlayInitialiser, settings());
    await packsLoaded();
    destroy();
    expect(dialog()).toBeNull();
    expect(localStorage.getItem(ENTRY)).toBeNull();
    expect(source()?.children).toHaveLength(4);
    expect(document.querySelector('[inert]')).toBeNull();
  });

  it('destroyed before its pack arrived: nothing shows and nothing is recorded', async () => {
    const before = document.body.innerHTML;
    boot(popupOverlayInitialiser, settings()).destroy();
    await packsLoaded();
    expect(dialog()).toBeNull();
    expect(document.body.innerHTML).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(censusRecords()).toEqual([]);
  });

  it('leaves nothing behind after 50 init and destroy cycles', async () => {
    const before = document.body.innerHTML;
    const viewport = fakeViewport(1280);
    for (let cycle = 0; cycle < 50; cycle += 1) {
      const booted = boot(popupOverlayInitialiser, settings());
      await packsLoaded();
      expect(dialog()).not.toBeNull();
      booted.destroy();
    }
    expect(document.body.innerHTML).toBe(before);
    expect(viewport.listenerCount()).toBe(0);
  });
});

describe('popup overlay: its packs', () => {
  it('the rules are asked for only when the page has settings and content, the dialog only when it shows', async () => {
    const packs = recordingLoadPack();
    boot(popupOverlayInitialiser, {}, undefined, { loadPack: packs.loadPack });
    await packsLoaded();
    expect(packs.requested).toEqual([]);

    storeEntry({ version: 3, 'date-closed': NOW });
    boot(popupOverlayInitialiser, settings(), undefined, { loadPack: packs.loadPack });
    await packsLoaded();
    expect(packs.requested).toEqual(['popup-overlay']);
    expect(dialog()).toBeNull();

    localStorage.clear();
    packs.requested.length = 0;
    boot(popupOverlayInitialiser, settings(), undefined, { loadPack: packs.loadPack });
    await packsLoaded();
    expect(packs.requested).toEqual(['popup-overlay', 'popup-overlay-dialog']);
    expect(dialog()).not.toBeNull();
  });

  it('the dialog is fetched while the cookie banner is still open, and shows once it closes', async () => {
    const packs = recordingLoadPack();
    const { store } = boot(
      popupOverlayInitialiser,
      settings(),
      (s) => updateSlice(s, 'consent', { bannerOpen: true }),
      { loadPack: packs.loadPack },
    );
    await packsLoaded();
    expect(packs.requested).toEqual(['popup-overlay', 'popup-overlay-dialog']);
    expect(dialog()).toBeNull();
    act(() => updateSlice(store, 'consent', { accepted: true, bannerOpen: false }));
    await packsLoaded();
    expect(dialog()).not.toBeNull();
  });

  for (const failing of ['popup-overlay', 'popup-overlay-dialog']) {
    it(`when ${failing} cannot load: an error is logged, the page keeps its markup, nothing is recorded`, async () => {
      const before = document.body.innerHTML;
      const loadPack = <Exports,>(name: string): Promise<Exports> =>
        name === failing ? failingLoadPack<Exports>(name) : loadPackDirectly<Exports>(name);
      const { log } = boot(popupOverlayInitialiser, settings(), undefined, { loadPack });
      await packsLoaded();
      expect(dialog()).toBeNull();
      expect(log.error).toHaveBeenCalledWith(
        'The popup overlay could not be loaded: it stays hidden',
        new Error(`Pack "${failing}" failed to load after a retry`),
      );
      expect(document.body.innerHTML).toBe(before);
      expect(localStorage.length).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(censusRecords()).toEqual([]);
    });
  }
});
