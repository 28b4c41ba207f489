// What the `editor-redirect` pack hands the core through definePack: the Escape shortcuts, with
// the logout sequence they and SiteRuntime.accounts.logout() run.
import { startEscapeShortcuts } from './escape-shortcuts';
import { runLogoutSequence } from './logout-sequence';

export const editorRedirectPack = { startEscapeShortcuts, runLogoutSequence };

export type EditorRedirectPack = typeof editorRedirectPack;
