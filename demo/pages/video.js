// Video demo: a button that reopens the cookie banner (SiteRuntime.consent.open), so the choice
// can be changed and the players' behaviour compared. Plain script (CSP-safe).
(() => {
  'use strict';

  const button = document.querySelector('[data-demo-consent]');
  button?.addEventListener('click', () => window.SiteRuntime?.consent.open());
})();
