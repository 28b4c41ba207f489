// Site-user accounts demo: a sign-in form and a sign-out button that call SiteRuntime.accounts,
// and the store's session state. Plain script (CSP-safe); text goes in with textContent only.
(() => {
  'use strict';

  const form = document.getElementById('sign-in-form');
  const email = document.getElementById('sign-in-email');
  const password = document.getElementById('sign-in-password');
  const remember = document.getElementById('sign-in-remember');
  const signInButton = document.getElementById('sign-in-submit');
  const signInError = document.getElementById('sign-in-error');
  const signInDone = document.getElementById('sign-in-done');
  const signOutButton = document.getElementById('sign-out');
  const cloneCart = document.getElementById('sign-out-clone-cart');
  const signOutError = document.getElementById('sign-out-error');
  const signOutDone = document.getElementById('sign-out-done');
  const state = document.getElementById('session-state');
  if (!form || !email || !password || !remember || !signInButton || !signOutButton || !state) {
    return;
  }

  const messageOf = (error) => (error instanceof Error ? error.message : String(error));

  function renderState() {
    const runtime = window.SiteRuntime;
    if (!runtime) {
      state.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
      return;
    }
    const { xsrfToken } = runtime.store.getState().session;
    state.textContent = xsrfToken
      ? `Signed in: store.session.xsrfToken holds a ${xsrfToken.length}-character token.`
      : 'Signed out: store.session.xsrfToken is null.';
  }

  function markInvalid(field) {
    for (const input of [email, password]) {
      if (input === field) input.setAttribute('aria-invalid', 'true');
      else input.removeAttribute('aria-invalid');
    }
  }

  // A flag, not only the disabled attribute: a second submit while one runs is ignored.
  let signingIn = false;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (signingIn) return;
    signingIn = true;
    signInError.textContent = '';
    signInDone.textContent = '';
    form.setAttribute('aria-busy', 'true');
    signInButton.textContent = 'Signing in…';
    window.SiteRuntime.accounts
      .signIn({ email: email.value, password: password.value, rememberMe: remember.checked })
      .then(
        () => {
          markInvalid(null);
          password.value = '';
          signInDone.textContent = 'Signed in.';
        },
        (error) => {
          // The visitor's input stays as typed; the field at fault is marked and focused.
          const field =
            error && error.field === 'email'
              ? email
              : error && error.field === 'password'
                ? password
                : null;
          markInvalid(field);
          signInError.textContent = messageOf(error);
          field?.focus();
        },
      )
      .finally(() => {
        signingIn = false;
        form.removeAttribute('aria-busy');
        signInButton.textContent = 'Sign in';
        renderState();
      });
  });

  let signingOut = false;
  signOutButton.addEventListener('click', () => {
    if (signingOut) return;
    signingOut = true;
    signOutError.textContent = '';
    signOutDone.textContent = '';
    window.SiteRuntime.accounts
      .signOut({ cloneCart: cloneCart.checked })
      .then(
        () => {
          signOutDone.textContent = 'Signed out.';
        },
        (error) => {
          signOutError.textContent = messageOf(error);
        },
      )
      .finally(() => {
        signingOut = false;
        renderState();
      });
  });

  document.addEventListener('site-runtime:ready', () => {
    renderState();
    window.SiteRuntime?.store.subscribe(renderState);
  });
  renderState();
})();
