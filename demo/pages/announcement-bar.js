// Announcement bar demo: says whether the bar was closed this session, and forgets it (then
// restarts the runtime so the bar comes back). Plain script (CSP-safe); text via textContent.
(() => {
  'use strict';

  const KEY = 'sr-announcement-bar:dismissed';
  const state = document.getElementById('bar-state');
  const reset = document.getElementById('bar-reset');
  if (!state || !reset) return;

  function describe() {
    const stored = sessionStorage.getItem(KEY);
    state.textContent = stored
      ? `Closed this session (session storage ${KEY} = ${stored}).`
      : 'Not closed this session.';
  }

  reset.addEventListener('click', () => {
    sessionStorage.removeItem(KEY);
    const runtime = window.SiteRuntime;
    if (runtime) {
      runtime.destroy();
      runtime.init();
    }
    describe();
  });

  describe();
  document.addEventListener('click', () => setTimeout(describe, 0));
})();
