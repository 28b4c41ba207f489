import { afterEach, describe, expect, it, vi } from 'vitest';
import { requests, setFault } from '../../../../fixtures/api';
import {
  createEditorRedirectInitialiser,
  EDITOR_REDIRECT_PACK,
  editorRedirectDecision,
  LAST_SITE_IDENTIFIER_COOKIE,
  logOutThroughPack,
} from '../../../../initialisers/editor-redirect';
import { normaliseContext } from '../../../../src/context/read-context';
import type { PageNavigation } from '../../../../src/lib/navigation';
import { SYSTEM_ERROR_EVENT } from '../../../../src/request';
import type { InitialiserContext, Logger } from '../../../../src/runtime/types';
import { createRuntimeStore, updateSlice, type RuntimeStore } from '../../../../src/store/store';
import { collectEvents, serveFakeApi } from '../../fixtures/serve-fake-api';
import { mockLogger } from '../../support/mock-logger';
import { failingLoadPack, loadPackDirectly } from '../../support/pack-exports';
import { startInitialiser } from '../../support/start-initialiser';
import { TEST_PAGE_URL, setPageUrl } from '../../support/page-url';

serveFakeApi();
const systemErrors = collectEvents(SYSTEM_ERROR_EVENT);

const EDITOR_ACCOUNT = { authenticatedAccount: { id: 'acc-1' }, websiteRoles: { site: [4] } };

interface Running {
  navigation: { [K in keyof PageNavigation]: ReturnType<typeof vi.fn> };
  store: RuntimeStore;
  stop: () => void;
  log: Logger;
  /** The packs init asked for, in order. */
  requested: string[];
}

let running: Running[] = [];

afterEach(() => {
  running.forEach((run) => run.stop());
  running = [];
  setPageUrl(TEST_PAGE_URL);
});

/** Runs the initialiser as the runtime would, on a page at `url` with this raw context. */
function boot(
  url: string,
  rawContext: Record<string, unknown>,
  win: Window = window,
  loadPack: InitialiserContext['loadPack'] = loadPackDirectly,
): Running {
  setPageUrl(url);
  const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
  const requested: string[] = [];
  const { store, log, stop } = startInitialiser(
    createEditorRedirectInitialiser({ navigation, window: win }),
    {
      context: normaliseContext(rawContext, 'json'),
      loadPack: (name) => {
        requested.push(name);
        return loadPack(name);
      },
    },
  );
  const run = { navigation, store, log, stop, requested };
  running.push(run);
  return run;
}

/** Lets a pack that has been handed over reach the initialiser (its promise callbacks run). */
async function packsSettled(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Boots a page whose shortcuts' pack is held on its way until `arrive()`. */
function bootWithPackHeld(
  url: string,
  rawContext: Record<string, unknown>,
): Running & { arrive: () => Promise<void> } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const run = boot(url, rawContext, window, (name) => held.then(() => loadPackDirectly(name)));
  const arrive = async (): Promise<void> => {
    release();
    await packsSettled();
  };
  return { ...run, arrive };
}

/** Boots a page and brings in the Escape shortcuts' pack, where they apply. */
async function bootWithShortcuts(
  url: string,
  rawContext: Record<string, unknown>,
): Promise<Running> {
  const run = boot(url, rawContext);
  // The first Escape fetches the pack; with Alt held it is no shortcut, so nothing else happens.
  press('Escape', { altKey: true });
  await packsSettled();
  return run;
}

function press(key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
}

/** The page window seen from inside a frame: top is another window. */
function framedWindow(): Window {
  return new Proxy(window, {
    get(target, property) {
      if (property === 'top') return {};
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

describe('editor redirect at boot', () => {
  it('sends a logged-in editor to /config/ with the encoded path and query, in place', () => {
    const { navigation } = boot(
      'https://shop.example.com/blog/post?x=1&y=a%20b#top',
      EDITOR_ACCOUNT,
    );
    expect(navigation.replace).toHaveBeenCalledExactlyOnceWith(
      '/config/?frameUrl=%2Fblog%2Fpost%3Fx%3D1%26y%3Da%2520b',
    );
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(editorRedirectDecision()).toEqual({
      redirect: true,
      url: '/config/?frameUrl=%2Fblog%2Fpost%3Fx%3D1%26y%3Da%2520b',
    });
  });

  it('redirects at 127.0.0.1: only the host name localhost is the exception', () => {
    const { navigation } = boot('http://127.0.0.1:4173/page', EDITOR_ACCOUNT);
    expect(navigation.replace).toHaveBeenCalledWith('/config/?frameUrl=%2Fpage');
  });

  it.each<[string, string, Record<string, unknown>]>([
    ['visitor', 'https://example.com/', { authenticatedAccount: null }],
    ['viewer-only', 'https://example.com/', { ...EDITOR_ACCOUNT, websiteRoles: { site: 10 } }],
    ['noredirect', 'https://example.com/?noredirect', EDITOR_ACCOUNT],
    ['localhost', 'http://localhost:3000/', EDITOR_ACCOUNT],
    [
      'developer-mode',
      'https://example.com/',
      { ...EDITOR_ACCOUNT, website: { developerMode: true } },
    ],
    ['cloneable', 'https://example.com/', { ...EDITOR_ACCOUNT, website: { cloneable: true } }],
  ])('stays on the page for a %s', (reason, url, rawContext) => {
    const { navigation } = boot(url, rawContext);
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(editorRedirectDecision()).toEqual({ redirect: false, reason });
  });

  it('stays on the page when framed (inside the editor)', () => {
    setPageUrl('https://example.com/');
    const { navigation } = boot('https://example.com/', EDITOR_ACCOUNT, framedWindow());
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(editorRedirectDecision()).toEqual({ redirect: false, reason: 'framed' });
  });

  it('remembers noredirect for the rest of the session', () => {
    boot('https://example.com/?noredirect', EDITOR_ACCOUNT).stop();
    const later = boot('https://example.com/other-page', EDITOR_ACCOUNT);
    expect(later.navigation.replace).not.toHaveBeenCalled();
    expect(editorRedirectDecision()).toEqual({ redirect: false, reason: 'noredirect' });
    sessionStorage.clear();
    const newSession = boot('https://example.com/other-page', EDITOR_ACCOUNT);
    expect(newSession.navigation.replace).toHaveBeenCalledOnce();
  });

  it('forgets the decision on destroy', () => {
    boot('https://example.com/', EDITOR_ACCOUNT).stop();
    expect(editorRedirectDecision()).toBeNull();
  });
});

describe('Escape shortcuts', () => {
  const stayingEditor = 'https://example.com/shop?noredirect';

  it('Escape sends a logged-in user to the configuration editor, keeping history', async () => {
    const { navigation } = await bootWithShortcuts(stayingEditor, EDITOR_ACCOUNT);
    const event = press('Escape');
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith(
      '/config/?frameUrl=%2Fshop%3Fnoredirect',
    );
    expect(event.defaultPrevented).toBe(true);
    press('Escape');
    expect(navigation.assign).toHaveBeenCalledOnce();
  });

  it('Escape sends a viewer-only user to the editor too ("always")', async () => {
    const { navigation } = await bootWithShortcuts('https://example.com/', {
      ...EDITOR_ACCOUNT,
      websiteRoles: { site: 10 },
    });
    press('Escape');
    expect(navigation.assign).toHaveBeenCalledWith('/config/?frameUrl=%2F');
  });

  it('Escape sends a visitor to login, without sign-up, only with escape-key login on', async () => {
    const off = await bootWithShortcuts('https://example.com/about', {
      authenticatedAccount: null,
    });
    press('Escape');
    expect(off.navigation.assign).not.toHaveBeenCalled();
    // No shortcut can apply: its pack is not even fetched.
    expect(off.requested).toEqual([]);
    off.stop();

    const on = await bootWithShortcuts('https://example.com/about', {
      authenticatedAccount: null,
      websiteSettings: { useEscapeKeyToLogin: true },
    });
    press('Escape');
    expect(on.navigation.assign).toHaveBeenCalledExactlyOnceWith(
      '/config/?frameUrl=%2Fabout&sqs_login=1&noSignup=1',
    );
    expect(on.requested).toEqual([EDITOR_REDIRECT_PACK]);
  });

  it('ignores Escape while typing, in a dialog, or once something handled it', async () => {
    const { navigation, store } = await bootWithShortcuts(stayingEditor, EDITOR_ACCOUNT);
    document.body.innerHTML =
      '<input id="field"><textarea id="notes"></textarea><div contenteditable="true" id="editable"></div>';
    for (const id of ['field', 'notes', 'editable'])
      press('Escape', {}, document.getElementById(id)!);
    updateSlice(store, 'ui', { openDialogs: ['sr-dialog-1'] });
    press('Escape');
    updateSlice(store, 'ui', { openDialogs: [] });
    const handled = new KeyboardEvent('keydown', {
      key: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    document.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    document.body.dispatchEvent(handled);
    expect(navigation.assign).not.toHaveBeenCalled();
    press('Escape');
    expect(navigation.assign).toHaveBeenCalledOnce();
  });

  it('Shift+Escape runs the logout sequence: auth call, site root with logout=true, cookie removed', async () => {
    const cookieAtNavigation: string[] = [];
    const { navigation, store } = await bootWithShortcuts(
      'https://example.com/shop?noredirect',
      EDITOR_ACCOUNT,
    );
    document.cookie = `${LAST_SITE_IDENTIFIER_COOKIE}=site-42; path=/`;
    navigation.replace.mockImplementation(() => cookieAtNavigation.push(document.cookie));
    press('Escape', { shiftKey: true });
    press('Escape', { shiftKey: true });
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalled());

    expect(requests()).toMatchObject([{ method: 'POST', path: '/api/auth/Logout' }]);
    expect(navigation.replace).toHaveBeenCalledExactlyOnceWith('https://example.com/?logout=true');
    // The cookie goes after the navigation was asked for, as the spec orders it.
    expect(cookieAtNavigation[0]).toContain(`${LAST_SITE_IDENTIFIER_COOKIE}=site-42`);
    expect(document.cookie).not.toContain(LAST_SITE_IDENTIFIER_COOKIE);
    expect(store.getState().session.loggedIn).toBe(false);
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('a failed logout stays on the page, keeps the cookie, shows a system error and may be retried', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setFault({ path: '/api/auth/Logout', fault: 500, times: 1 });
    const { navigation, log, store } = await bootWithShortcuts(stayingEditor, EDITOR_ACCOUNT);
    document.cookie = `${LAST_SITE_IDENTIFIER_COOKIE}=site-42; path=/`;
    press('Escape', { shiftKey: true });
    await vi.waitFor(() => expect(log.error).toHaveBeenCalled());
    expect(navigation.replace).not.toHaveBeenCalled();
    expect(document.cookie).toContain(`${LAST_SITE_IDENTIFIER_COOKIE}=site-42`);
    expect(store.getState().session.loggedIn).toBe(true);
    expect(systemErrors).toMatchObject([
      { message: 'Internal server error. Please try again later.' },
    ]);

    press('Escape', { shiftKey: true });
    await vi.waitFor(() => expect(navigation.replace).toHaveBeenCalledOnce());
    expect(requests({ path: '/api/auth/Logout' })).toHaveLength(2);
  });

  it('listens again after the page comes back from the back/forward cache', async () => {
    const { navigation } = await bootWithShortcuts(stayingEditor, EDITOR_ACCOUNT);
    press('Escape');
    // happy-dom's PageTransitionEvent lacks `persisted`: build the event the browser sends.
    window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    press('Escape');
    expect(navigation.assign).toHaveBeenCalledTimes(2);
  });

  it('leaves no listener behind after 50 init/destroy cycles', async () => {
    for (let cycle = 0; cycle < 50; cycle += 1) boot(stayingEditor, EDITOR_ACCOUNT).stop();
    const last = await bootWithShortcuts(stayingEditor, EDITOR_ACCOUNT);
    const stale = running.slice(0, -1);
    press('Escape');
    expect(last.navigation.assign).toHaveBeenCalledOnce();
    expect(stale).toHaveLength(50);
    for (const run of stale) expect(run.navigation.assign).not.toHaveBeenCalled();
  });

  it('an Escape pressed before the pack arrives is handled once it does, and only once', async () => {
    const { navigation, arrive } = bootWithPackHeld(stayingEditor, EDITOR_ACCOUNT);
    press('Escape');
    press('Escape');
    expect(navigation.assign).not.toHaveBeenCalled();
    await arrive();
    expect(navigation.assign).toHaveBeenCalledExactlyOnceWith(
      '/config/?frameUrl=%2Fshop%3Fnoredirect',
    );
  });

  it('an early Escape that something on the page handled is still left alone', async () => {
    const { navigation, arrive } = bootWithPackHeld(stayingEditor, EDITOR_ACCOUNT);
    document.body.innerHTML = '<input id="early-field">';
    press('Escape', {}, document.getElementById('early-field')!);
    document.addEventListener('keydown', (event) => event.preventDefault(), { once: true });
    press('Escape');
    await arrive();
    expect(navigation.assign).not.toHaveBeenCalled();
  });

  it('a page already on its way to the editor fetches no shortcut pack', async () => {
    const { navigation, requested } = await bootWithShortcuts(
      'https://example.com/',
      EDITOR_ACCOUNT,
    );
    expect(navigation.replace).toHaveBeenCalledOnce();
    expect(requested).toEqual([]);
  });

  it('fetches its pack on the first Escape, not before', async () => {
    const { navigation, requested } = boot(stayingEditor, EDITOR_ACCOUNT);
    press('Enter');
    await packsSettled();
    expect(requested).toEqual([]);
    press('Escape');
    expect(requested).toEqual([EDITOR_REDIRECT_PACK]);
    await packsSettled();
    expect(navigation.assign).toHaveBeenCalledOnce();
  });

  it('without its pack: a warning, no shortcut, and the next Escape asks again', async () => {
    const { navigation, log, requested } = boot(
      stayingEditor,
      EDITOR_ACCOUNT,
      window,
      failingLoadPack,
    );
    press('Escape');
    await packsSettled();
    expect(navigation.assign).not.toHaveBeenCalled();
    expect(log.warn).toHaveBeenCalledWith(
      'No Escape shortcuts: their pack could not be loaded',
      expect.any(Error),
    );
    expect(editorRedirectDecision()).toEqual({ redirect: false, reason: 'noredirect' });
    press('Escape');
    expect(requested).toEqual([EDITOR_REDIRECT_PACK, EDITOR_REDIRECT_PACK]);
  });
});

describe('SiteRuntime.accounts.logout() through the pack', () => {
  it('runs the logout sequence from the pack', async () => {
    const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    const store = createRuntimeStore();
    const done = await logOutThroughPack(
      { navigation, store, log: mockLogger(), location: { origin: 'https://example.com' } },
      () => loadPackDirectly(EDITOR_REDIRECT_PACK),
    );
    expect(done).toBe(true);
    expect(requests()).toMatchObject([{ method: 'POST', path: '/api/auth/Logout' }]);
    expect(navigation.replace).toHaveBeenCalledExactlyOnceWith('https://example.com/?logout=true');
  });

  it('resolves false and logs why when the pack cannot be fetched; nothing is called', async () => {
    const navigation = { assign: vi.fn(), replace: vi.fn(), reload: vi.fn() };
    const log = mockLogger();
    const done = await logOutThroughPack({ navigation, store: createRuntimeStore(), log }, () =>
      failingLoadPack(EDITOR_REDIRECT_PACK),
    );
    expect(done).toBe(false);
    expect(log.error).toHaveBeenCalledWith(
      'Logout failed: its pack could not be loaded',
      expect.any(Error),
    );
    expect(requests()).toEqual([]);
    expect(navigation.replace).not.toHaveBeenCalled();
  });
});
