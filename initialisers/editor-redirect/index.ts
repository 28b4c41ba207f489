import { isLoggedInAccount, isViewerOnlyAccount } from '../../src/lib/account-roles';
import { windowNavigation, type PageNavigation } from '../../src/lib/navigation';
import type { InitialiserDefinition } from '../../src/runtime/types';
import { configEditorUrl, loginUrl } from './editor-urls';
import { escapeKeyAction, isDialogOpen, isTypingTarget } from './escape-keys';
import { runLogoutSequence } from './logout-sequence';
import { readNoRedirectFlag } from './no-redirect-flag';
import { ruleOnEditorRedirect, type EditorRedirectRuling } from './redirect-rule';

// The editor redirect (runtime.md sections 2 and 6): at boot, a logged-in account that is not
// viewer-only is sent to the configuration editor unless an exception holds; afterwards the Escape
// shortcuts open the editor or login, and Shift+Escape logs out.

export { LAST_SITE_IDENTIFIER_COOKIE, runLogoutSequence } from './logout-sequence';
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

export function createEditorRedirectInitialiser(
  deps: EditorRedirectDependencies = {},
): InitialiserDefinition {
  return {
    name: 'editor-redirect',
    init({ context, store, signal, log }) {
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
      if (ruling.redirect) {
        const url = configEditorUrl(location);
        lastDecision = { ...ruling, url };
        log.debug(`Logged-in account: redirecting to ${url}`);
        navigation.replace(url);
      } else {
        lastDecision = ruling;
        log.debug(`No editor redirect (${ruling.reason})`);
      }

      // Set once a shortcut navigates, so a second press does not start a second navigation.
      let leaving = false;
      const onKeyDown = (event: KeyboardEvent): void => {
        const action = escapeKeyAction({
          key: event.key,
          shiftKey: event.shiftKey,
          altKey: event.altKey,
          ctrlKey: event.ctrlKey,
          metaKey: event.metaKey,
          repeat: event.repeat,
          isComposing: event.isComposing,
          defaultPrevented: event.defaultPrevented,
          typing: isTypingTarget(event.composedPath()[0] ?? event.target),
          dialogOpen: isDialogOpen(win.document, store),
          loggedIn,
          escapeLoginEnabled: context.websiteSettings.useEscapeKeyToLogin,
        });
        if (!action || leaving) return;
        event.preventDefault();
        leaving = true;
        if (action === 'open-config') navigation.assign(configEditorUrl(location));
        else if (action === 'open-login') navigation.assign(loginUrl(location));
        else {
          void runLogoutSequence({ navigation, store, log, location }).then((done) => {
            if (!done) leaving = false;
          });
        }
      };
      // On window, so listeners on the document (dialogs, menus) see Escape first and can claim it.
      win.addEventListener('keydown', onKeyDown, { signal });
      // Back from the editor restores this page from the back/forward cache: listen again.
      win.addEventListener(
        'pageshow',
        (event) => {
          if (event.persisted) leaving = false;
        },
        { signal },
      );

      return () => {
        lastDecision = null;
      };
    },
  };
}

export const editorRedirectInitialiser = createEditorRedirectInitialiser();
