// Cookie banner (bar) demo: shows the consent state the runtime keeps in SiteRuntime.store and
// the tracking cookies present, and offers buttons to write sample tracking cookies or forget the
// choice. Plain script (CSP-safe); text goes in with textContent only.
(() => {
  'use strict';

  const TRACKING_COOKIES = [
    'SS_MATTR',
    'SS_MID',
    'SS_lastvisit',
    'user_segment',
    'ss_cid',
    'ss_cpvisit',
    'ss_cvisit',
    'ss_cvr',
    'ss_cvt',
  ];
  const state = document.getElementById('consent-state');
  const tracking = document.getElementById('tracking-cookies');
  const runtime = window.SiteRuntime;
  if (!state || !tracking) return;
  if (!runtime) {
    state.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    return;
  }

  function cookieNames() {
    return document.cookie
      .split(';')
      .map((pair) => pair.split('=')[0].trim())
      .filter(Boolean);
  }

  function describeChoice(accepted) {
    if (accepted === true) return 'accepted';
    if (accepted === false) return 'rejected';
    return 'no choice yet';
  }

  function render() {
    const { consent } = runtime.store.getState();
    state.textContent =
      `Consent: ${describeChoice(consent.accepted)}. ` +
      `Banner ${consent.bannerOpen ? 'open' : 'closed'}.`;
    const present = cookieNames().filter((name) => TRACKING_COOKIES.includes(name));
    tracking.textContent = `Tracking cookies: ${present.length ? present.join(', ') : 'none'}.`;
  }

  runtime.store.subscribe(render);
  render();

  document.getElementById('write-tracking')?.addEventListener('click', () => {
    for (const name of TRACKING_COOKIES) document.cookie = `${name}=demo; path=/; SameSite=Lax`;
    render();
  });

  document.getElementById('forget-choice')?.addEventListener('click', () => {
    // The spec's cookie, and the copy the runtime reads (a __Host- cookie, or storage on http).
    const expired = 'path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    document.cookie = `ss_cookieAllowed=; ${expired}`;
    document.cookie = `__Host-ss_cookieAllowed=; ${expired}; secure`;
    localStorage.removeItem('__Host-ss_cookieAllowed');
    window.location.reload();
  });
})();
