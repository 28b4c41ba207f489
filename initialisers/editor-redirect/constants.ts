/**
 * The lazy pack (dist/packs/editor-redirect.js) holding the Escape shortcuts and the logout
 * sequence; loaded by the first Escape where a shortcut can apply (a logged-in account, or
 * escape-key login on), and by SiteRuntime.accounts.logout().
 */
export const EDITOR_REDIRECT_PACK = 'editor-redirect';
