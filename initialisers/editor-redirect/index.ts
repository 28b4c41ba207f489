import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { windowNavigation, type PageNavigation } from '../../src/lib/navigation';
import { pageLoader } from '../../src/runtime/packs';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { EDITOR_REDIRECT_PACK } from './constants';
import { configEditorUrl } from './editor-urls';
import type { EscapePressHandler } from './escape-shortcuts';
import type { LogoutSequenceOptions } from './logout-sequence';
import { readNoRedirectFlag } from './no-redirect-flag';
import type { EditorRedirectPack } from './pack-exports';
import { ruleOnEditorRedirect, type EditorRedirectRuling } from './redirect-rule';

// The editor redirect (runtime.md sections 2 and 6): at boot, a logged-in account that is not
// viewer-only is sent to the configuration editor unless an exception holds; afterwards the Escape
// shortcuts open the editor or login, and Shift+Escape logs out.
//
// The redirect is decided in the core, at boot. The shortcuts and the logout sequence are the
// `editor-redirect` pack, fetched by the first Escape on a page where a shortcut can apply, and
// that Escape is handled once it has arrived: hardly any visitor presses it, and every byte of the
// core delays the first paint of a page whose stylesheets are still loading.

export { LAST_SITE_IDENTIFIER_COOKIE } from './logout-sequence';
export { EDITOR_REDIRECT_PACK } from './constants';
export { configEditorUrl, loginUrl, logoutLandingUrl } from './editor-urls';

/** What the redirect rule decided at the last boot, with the URL when it redirected. */
export type EditorRedirectDecision = EditorRedirectRuling & { url?: string };

export interface EditorRedirectDependencies {
  navigation?: PageNavigation;
  /** The window whose location, frame, storage and keys are used. Default: the page's. */
  window?: Window;
}

let lastDecision: EditorRedirectDecision | null = null;

/** The decision of the running boot; null before boot and after destroy(). */
export function editorRedirectDecision(): EditorRedirectDecision | null {
  return lastDecision;
}

function isFramed(win: Window): boolean {
  try {
    return win.top !== win.self;
  } catch {
    // Reading top can throw in sandboxed frames: such a page is framed.
    return true;
  }
}

/**
 * Logs the account out (SiteRuntime.accounts.logout()) with the pack's logout sequence. Resolves
 * as the sequence does: false when it failed, and when its pack could not be fetched.
 */
export function logOutThroughPack(
  options: LogoutSequenceOptions,
  loadPack = () => pageLoader().loadExports<EditorRedirectPack>(EDITOR_REDIRECT_PACK),
): Promise<boolean> {
  return loadPack().then(
    ({ runLogoutSequence }) => runLogoutSequence(options),
    (error: unknown) => {
      options.log.error('Logout failed: its pack could not be loaded', error);
      return false;
    },
  );
}

export function createEditorRedirectInitialiser(
  deps: EditorRedirectDependencies = {},
): InitialiserDefinition {
  return {
    name: 'editor-redirect',
    init({ context, store, signal, log, loadPack }) {
      const win = deps.window ?? window;
      const navigation = deps.navigation ?? windowNavigation;
      const { location } = win;
      const loggedIn = isLoggedInAccount(context);

      const ruling = ruleOnEditorRedirect({
        loggedIn,
        viewerOnly: isViewerOnlyAccount(context),
        noRedirect: readNoRedirectFlag(location.search, () => win.sessionStorage, log),
        hostname: location.hostname,
        developerMode: context.website.developerMode,
        cloneable: context.website.cloneable,
        framed: isFramed(win),
      });
      const forget = (): void => {
        lastDecision = null;
      };
      if (ruling.redirect) {
        const url = configEditorUrl(location);
        lastDecision = { ...ruling, url };
        log.debug(`Logged-in account: redirecting to ${url}`);
        navigation.replace(url);
      } else {
        lastDecision = ruling;
        log.debug(`No editor redirect (${ruling.reason})`);
      }

      const escapeLoginEnabled = context.websiteSettings.useEscapeKeyToLogin;
      // A page on its way to the editor needs no shortcut, nor does a visitor without Escape login.
      if (ruling.redirect || (!loggedIn && !escapeLoginEnabled)) return forget;
      let handle: EscapePressHandler | null = null;
      // Presses made while the pack is on its way; null until an Escape asks for it.
      let early: [KeyboardEvent, EventTarget | null][] | null = null;
      const fetchShortcuts = (): void => {
        loadPack<EditorRedirectPack>(EDITOR_REDIRECT_PACK).then(
          ({ startEscapeShortcuts }) => {
            if (signal.aborted) return;
            const options = { win, navigation, store, log, signal, loggedIn, escapeLoginEnabled };
            const started = startEscapeShortcuts(options);
            handle = started;
            for (const [event, origin] of early?.splice(0) ?? []) started(event, origin);
          },
          (error: unknown) => {
            if (signal.aborted) return;
            log.warn('No Escape shortcuts: their pack could not be loaded', error);
            // The next Escape asks again.
            early = null;
          },
        );
      };
      // On window, so listeners on the document (dialogs, menus) see Escape first and can claim it.
      win.addEventListener(
        'keydown',
        (event) => {
          if (event.key !== 'Escape') return;
          const origin = event.composedPath()[0] ?? event.target;
          if (handle) {
            handle(event, origin);
            return;
          }
          if (!early) {
            early = [];
            fetchShortcuts();
          }
          early.push([event, origin]);
        },
        { signal },
      );
      return forget;
    },
  };
}

export const editorRedirectInitialiser = createEditorRedirectInitialiser();
