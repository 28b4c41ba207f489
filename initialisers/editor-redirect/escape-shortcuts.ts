import type { PageNavigation } from '../../src/lib/navigation';
import type { Logger } from '../../src/runtime/types';
import type { RuntimeStore } from '../../src/store/store';
import { configEditorUrl, loginUrl } from './editor-urls';
import { escapeKeyAction, isDialogOpen, isTypingTarget } from './escape-keys';
import { runLogoutSequence } from './logout-sequence';

// The Escape shortcuts at work (runtime.md section 2): Escape opens the editor or login, and
// Shift+Escape logs out. The core listens for the key and hands each Escape here.

export interface EscapeShortcutOptions {
  win: Window;
  navigation: PageNavigation;
  store: RuntimeStore;
  log: Logger;
  signal: AbortSignal;
  /** The page context has an authenticatedAccount (viewer-only accounts included). */
  loggedIn: boolean;
  /** The site setting useEscapeKeyToLogin. */
  escapeLoginEnabled: boolean;
}

/**
 * Handles one Escape keydown. `origin` is where the key was pressed, read while the event was
 * dispatched (composedPath() is empty afterwards): a press made before this pack arrived is
 * handed over once it has.
 */
export type EscapePressHandler = (event: KeyboardEvent, origin: EventTarget | null) => void;

export function startEscapeShortcuts(options: EscapeShortcutOptions): EscapePressHandler {
  const { win, navigation, store, log, signal, loggedIn, escapeLoginEnabled } = options;
  const { location } = win;
  // Set once a shortcut navigates, so a second press does not start a second navigation.
  let leaving = false;
  // Back from the editor restores this page from the back/forward cache: listen again.
  win.addEventListener(
    'pageshow',
    (event) => {
      if (event.persisted) leaving = false;
    },
    { signal },
  );

  return (event, origin) => {
    const action = escapeKeyAction({
      key: event.key,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      repeat: event.repeat,
      isComposing: event.isComposing,
      defaultPrevented: event.defaultPrevented,
      typing: isTypingTarget(origin),
      dialogOpen: isDialogOpen(win.document, store),
      loggedIn,
      escapeLoginEnabled,
    });
    if (!action || leaving || signal.aborted) return;
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
}
