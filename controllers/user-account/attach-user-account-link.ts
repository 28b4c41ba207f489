// UserAccountLink: the link says "Login" to a visitor and "Account" to a signed-in site user (the
// template writes both, `.unauth` and `.auth`: the other is hidden), and opens the account area.
// A site user is signed in while the runtime holds their session (store.session.xsrfToken: the
// site-user-session initialiser restores it from the session data store, signing in and out on
// the page changes it). The platform's `href="#"` becomes the account area's own address, so the
// link works as any link does (Enter, a click, a new tab); an icon without words gets a name.
// Three forms of the server's markup (./index.ts): a link; a button (7.0 Brine), which goes to
// the account area; an empty container (7.1 pages whose platform script drew the link), where the
// link is drawn as the 7.1 header writes it, when the site lets visitors log in.
import { LinkCategory } from '../../src/enums/links';
import * as dom from '../../src/lib/dom';
import { categoriseLink, isFollowableLink } from '../../src/lib/links';
import { windowNavigation } from '../../src/lib/navigation';
import type { ServerDom } from '../../src/runtime/server-dom';
import type { ControllerProps } from '../../src/runtime/types';

/** The account area of the site (the spec names no route: the platform's customer accounts). */
export const ACCOUNT_PATH = '/account';
export const accountStrings = { signIn: 'Sign in', account: 'Account' };
/** The words of a 7.1 header's account link (fixtures/controllers/header-7.1.html). */
const DRAWN_WORDS = { unauth: 'Login', auth: 'Account' };

/** Whether the server's href goes somewhere a visitor may be sent (not `#`, nothing or a script). */
function isRealHref(href: string | null): boolean {
  const category = categoriseLink(href ?? '');
  return isFollowableLink(category) && category !== LinkCategory.byName.ANCHOR;
}

/** The link a 7.1 header draws into an empty account container. */
function drawLink(element: HTMLElement, server: ServerDom): HTMLAnchorElement {
  const link = dom.create('a', element.ownerDocument);
  link.className = 'user-accounts-text-link header-nav-item';
  link.href = ACCOUNT_PATH;
  for (const [state, words] of Object.entries(DRAWN_WORDS)) {
    const span = dom.create('span', element.ownerDocument);
    span.className = state;
    span.textContent = words;
    link.append(span);
  }
  server.add(link, element);
  return link;
}

/** The element that opens the account area: the server's link or button, else a drawn link. */
function accountControl(element: HTMLElement, server: ServerDom): HTMLElement | null {
  if (element.matches('a, button')) return element;
  const control = element.querySelector<HTMLElement>('a, button');
  if (control) return control;
  const loginAllowed = window.SiteRuntime?.store.getState().context.websiteSettings.loginAllowed;
  return loginAllowed ? drawLink(element, server) : null;
}

export function attachUserAccountLink({ element, server, signal }: ControllerProps): void {
  const link = accountControl(element, server);
  // The site lets no visitor log in: the template leaves the place empty, and so does the runtime.
  if (!link) return;
  const signedOut = element.querySelector<HTMLElement>('.unauth');
  const signedIn = element.querySelector<HTMLElement>('.auth');
  const hasWords = (link.textContent ?? '').trim() !== '';
  if (link instanceof HTMLButtonElement) {
    link.addEventListener('click', () => windowNavigation.assign(ACCOUNT_PATH), { signal });
  } else if (!isRealHref(link.getAttribute('href'))) {
    server.setAttribute(link, 'href', ACCOUNT_PATH);
  }
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
