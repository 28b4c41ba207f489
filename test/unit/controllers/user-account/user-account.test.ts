import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ACCOUNT_PATH,
  attachUserAccountLink,
} from '../../../../controllers/user-account/attach-user-account-link';
import { userAccountDefinitions } from '../../../../controllers/user-account/definition';
import { readControllerFixture } from '../../../../fixtures/controllers/load-controller-fixture';
import { windowNavigation } from '../../../../src/lib/navigation';
import { updateSlice } from '../../../../src/store/store';
import { attachAll, attachController } from '../../support/attach-controller';
import { forgetRuntime, runtimeWithConsent } from '../../support/runtime-with-consent';

// The header's account link (UserAccountLink) on the doncab fixture (a text link and an icon
// link) and on generated variants: the words for the visitor's state, the account area's address
// and a name for an icon.

afterEach(() => {
  forgetRuntime();
  document.body.innerHTML = '';
});

const signIn = (store: ReturnType<typeof runtimeWithConsent>, token: string | null) =>
  updateSlice(store, 'session', { xsrfToken: token });

/** The words a visitor sees (hidden ones left out) and the link's own name, if it has one. */
function shown(element: Element) {
  const link = element.querySelector('a') as HTMLAnchorElement;
  const words = Array.from(link.querySelectorAll('span'))
    .filter((span) => !span.hidden)
    .map((span) => span.textContent);
  return { href: link.getAttribute('href'), words, label: link.getAttribute('aria-label') };
}

describe('UserAccountLink on the real markup', () => {
  it('says Login, then Account once the site user signs in; opens the account area; restores', () => {
    const store = runtimeWithConsent(false, null);
    document.body.innerHTML = readControllerFixture('banner-index-7.0');
    const before = document.body.innerHTML;
    const { stopAll } = attachAll(userAccountDefinitions);
    const text = document.querySelector('.customerAccountLoginDesktop');
    const icon = document.querySelector('.user-accounts-icon');
    expect(shown(text as Element)).toEqual({ href: ACCOUNT_PATH, words: ['Login'], label: null });
    expect(shown(icon as Element)).toEqual({ href: ACCOUNT_PATH, words: [], label: 'Sign in' });
    expect(text?.classList.contains('loaded')).toBe(true);
    signIn(store, 'xsrf-token');
    expect(shown(text as Element).words).toEqual(['Account']);
    expect(shown(icon as Element).label).toBe('Account');
    signIn(store, null);
    expect(shown(text as Element).words).toEqual(['Login']);
    stopAll();
    expect(document.body.innerHTML).toBe(before);
    // Stopped: a later sign-in changes nothing.
    signIn(store, 'again');
    expect(document.body.innerHTML).toBe(before);
  });

  it('draws the link into an empty container when visitors may log in, and only then', () => {
    const store = runtimeWithConsent(false, null);
    const empty = '<div class="user-accounts-link" data-controller="UserAccountLink"></div>';
    document.body.innerHTML = empty;
    const element = document.querySelector('div') as HTMLElement;
    // The site lets no visitor log in: the place stays empty.
    const closed = attachController(userAccountDefinitions[0]!, element);
    expect(document.body.innerHTML).toBe(empty);
    closed.stop();

    const { context } = store.getState();
    store.setState({
      context: { ...context, websiteSettings: { ...context.websiteSettings, loginAllowed: true } },
    });
    const open = attachController(userAccountDefinitions[0]!, element);
    expect(shown(element)).toEqual({ href: ACCOUNT_PATH, words: ['Login'], label: null });
    signIn(store, 'xsrf-1');
    expect(shown(element).words).toEqual(['Account']);
    open.stop();
    expect(document.body.innerHTML).toBe(empty);
  });

  it('takes a 7.0 Brine button to the account area', () => {
    runtimeWithConsent(false, null);
    document.body.innerHTML =
      '<div class="Header-account" data-controller="UserAccountLink"><button class="user-accounts-text-link"><span class="unauth">Sign In</span><span class="auth">My Account</span></button></div>';
    const element = document.querySelector('div') as HTMLElement;
    const assign = vi.spyOn(windowNavigation, 'assign').mockImplementation(() => undefined);
    const { stop } = attachController(userAccountDefinitions[0]!, element);
    const button = element.querySelector('button') as HTMLButtonElement;
    expect(
      Array.from(button.querySelectorAll('span'))
        .filter((span) => !span.hidden)
        .map((span) => span.textContent),
    ).toEqual(['Sign In']);
    button.click();
    expect(assign).toHaveBeenCalledWith(ACCOUNT_PATH);
    stop();
  });
});

describe('UserAccountLink on generated markup', () => {
  it('keeps a real address, names every link, shows one state, and restores', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          '#',
          '',
          '#login',
          ' javascript:void(0)',
          'java\tscript:void(0)',
          '/members/sign-in',
          null,
        ),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (href, words, signedIn, onLink) => {
          const store = runtimeWithConsent(false, null);
          signIn(store, signedIn ? 'token' : null);
          const content = words
            ? '<span class="unauth">Login</span><span class="auth">My account</span>'
            : '<svg aria-hidden="true"></svg>';
          const attribute = href === null ? '' : ` href="${href}"`;
          document.body.innerHTML = onLink
            ? `<a class="user-accounts-link" data-controller="UserAccountLink"${attribute}>${content}</a>`
            : `<div class="user-accounts-link" data-controller="UserAccountLink"><a${attribute}>${content}</a></div>`;
          const before = document.body.innerHTML;
          const element = document.querySelector<HTMLElement>('[data-controller]') as HTMLElement;
          const { stop } = attachController(
            { ...userAccountDefinitions[0]!, attach: attachUserAccountLink },
            element,
          );
          const link = (element.matches('a') ? element : element.querySelector('a')) as Element;
          const real = href === '/members/sign-in';
          expect(link.getAttribute('href')).toBe(real ? href : ACCOUNT_PATH);
          const view = shown(onLink ? document.body : element);
          if (words) expect(view.words).toEqual([signedIn ? 'My account' : 'Login']);
          else expect(view.label).toBe(signedIn ? 'Account' : 'Sign in');
          stop();
          expect(document.body.innerHTML).toBe(before);
          forgetRuntime();
        },
      ),
      { numRuns: 60 },
    );
  });
});
