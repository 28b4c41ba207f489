// UserAccountLink: the link says "Login" to a visitor and "Account" to a signed-in site user (the
// template writes both, `.unauth` and `.auth`: the other is hidden), and opens the account area.
// A site user is signed in while the runtime holds their session (store.session.xsrfToken: the
// site-user-session initialiser restores it from the session data store, signing in and out on
// the page changes it). The platform's `href="#"` becomes the account area's own address, so the
// link works as any link does (Enter, a click, a new tab); an icon without words gets a name.
import { LinkCategory } from '../../src/enums/links';
import { categoriseLink, isFollowableLink } from '../../src/lib/links';
import { BlockSkip, type ControllerProps } from '../../src/runtime/types';

/** The account area of the site (the spec names no route: the platform's customer accounts). */
export const ACCOUNT_PATH = '/account';
export const accountStrings = { signIn: 'Sign in', account: 'Account' };

/** Whether the server's href goes somewhere a visitor may be sent (not `#`, nothing or a script). */
function isRealHref(href: string | null): boolean {
  const category = categoriseLink(href ?? '');
  return isFollowableLink(category) && category !== LinkCategory.byName.ANCHOR;
}

export function attachUserAccountLink({ element, server, signal }: ControllerProps): void {
  const link = element.matches('a') ? element : element.querySelector<HTMLAnchorElement>('a');
  if (!link) throw new BlockSkip('No link in the account link');
  const signedOut = element.querySelector<HTMLElement>('.unauth');
  const signedIn = element.querySelector<HTMLElement>('.auth');
  const hasWords = (link.textContent ?? '').trim() !== '';
  if (!isRealHref(link.getAttribute('href'))) server.setAttribute(link, 'href', ACCOUNT_PATH);
  const store = window.SiteRuntime?.store;

  const render = () => {
    const authenticated = Boolean(store?.getState().session.xsrfToken);
    if (signedOut) server.setAttribute(signedOut, 'hidden', authenticated ? '' : null);
    if (signedIn) server.setAttribute(signedIn, 'hidden', authenticated ? null : '');
    if (!hasWords) {
      const name = authenticated ? accountStrings.account : accountStrings.signIn;
      server.setAttribute(link, 'aria-label', name);
    }
  };
  render();
  server.toggleClass(element, 'loaded', true);
  if (store) {
    const unsubscribe = store.subscribe((state, previous) => {
      if (state.session.xsrfToken !== previous.session.xsrfToken) render();
    });
    signal.addEventListener('abort', unsubscribe, { once: true });
  }
}
