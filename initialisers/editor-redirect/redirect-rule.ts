// The editor redirect rule (runtime.md sections 2 and 6), as a pure function: a logged-in account
// that is not viewer-only goes to the configuration editor, unless one of the exceptions holds.

export interface EditorRedirectInput {
  /** The page context has an authenticatedAccount. */
  loggedIn: boolean;
  /** The account's only role on the site is viewer (see src/lib/account-roles.ts). */
  viewerOnly: boolean;
  /** The query flag noredirect is present, or was earlier in this session. */
  noRedirect: boolean;
  /** location.hostname. Only exactly `localhost` is the exception (127.0.0.1 is not). */
  hostname: string;
  developerMode: boolean;
  cloneable: boolean;
  /** window.top !== window.self. */
  framed: boolean;
}

export type EditorRedirectException =
  | 'visitor'
  | 'viewer-only'
  | 'noredirect'
  | 'localhost'
  | 'developer-mode'
  | 'cloneable'
  | 'framed';

export type EditorRedirectRuling =
  { redirect: true } | { redirect: false; reason: EditorRedirectException };

/** The exceptions in the order they are checked; the first that holds is the reason. */
const EXCEPTIONS: ReadonlyArray<
  [EditorRedirectException, (input: EditorRedirectInput) => boolean]
> = [
  ['visitor', (input) => !input.loggedIn],
  ['viewer-only', (input) => input.viewerOnly],
  ['noredirect', (input) => input.noRedirect],
  ['localhost', (input) => input.hostname === 'localhost'],
  ['developer-mode', (input) => input.developerMode],
  ['cloneable', (input) => input.cloneable],
  ['framed', (input) => input.framed],
];

export function ruleOnEditorRedirect(input: EditorRedirectInput): EditorRedirectRuling {
  for (const [reason, holds] of EXCEPTIONS) {
    if (holds(input)) return { redirect: false, reason };
  }
  return { redirect: true };
}
