// Cookie banner (popup) demo. Runs before the runtime: defines a stand-in for Google's gtag that
// records each call in window.dataLayer, as the real tag does, and lists it on the page. The
// "Cookie preferences" button uses SiteRuntime.consent.open(). Plain script (CSP-safe); text goes
// in with textContent only.
(() => {
  'use strict';

  const log = document.getElementById('gtag-log');
  window.dataLayer = window.dataLayer || [];

  function describe(args) {
    return args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(', ');
  }

  window.gtag = function gtag(...args) {
    window.dataLayer.push(args);
    if (!log) return;
    const item = document.createElement('li');
    item.textContent = `gtag(${describe(args)})`;
    log.appendChild(item);
  };

  document.getElementById('open-preferences')?.addEventListener('click', () => {
    window.SiteRuntime?.consent.open();
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
