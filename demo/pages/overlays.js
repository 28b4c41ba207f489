// Popup overlay demo: shows what local storage remembers, forgets it, and pretends to be logged
// in by editing the page context and restarting the runtime. Plain script (CSP-safe); text goes
// in with textContent only.
(() => {
  'use strict';

  const KEYS = [
    'sr-popup-overlay:version',
    'sr-popup-overlay:submitted',
    'sr-popup-overlay:date-closed',
  ];
  const output = document.getElementById('overlay-record');
  const reset = document.getElementById('overlay-reset');
  const loggedIn = document.getElementById('overlay-logged-in');
  const contextElement = document.getElementById('site-context');
  if (!output || !reset || !loggedIn || !contextElement) return;

  function describeRecord() {
    const lines = KEYS.map((key) => {
      const value = localStorage.getItem(key);
      if (value === null) return `${key}: (not set)`;
      if (key.endsWith('date-closed') && /^\d+$/.test(value)) {
        return `${key}: ${value} (${new Date(Number(value)).toISOString()})`;
      }
      return `${key}: ${value}`;
    });
    output.textContent = lines.join('\n');
  }

  function restartRuntime() {
    const runtime = window.SiteRuntime;
    if (!runtime) return;
    runtime.destroy();
    runtime.init();
  }

  function setLoggedIn(on) {
    const context = JSON.parse(contextElement.textContent || '{}');
    context.authenticatedAccount = on ? { id: 'demo-owner' } : null;
    // Developer mode keeps a logged-in owner on this page instead of sending them to the
    // configuration editor (runtime.md section 2), which the demo server does not have.
    context.website = { ...context.website, developerMode: on };
    contextElement.textContent = JSON.stringify(context, null, 2);
  }

  reset.addEventListener('click', () => {
    for (const key of KEYS) localStorage.removeItem(key);
    describeRecord();
    restartRuntime();
  });

  loggedIn.addEventListener('change', () => {
    setLoggedIn(loggedIn.checked);
    restartRuntime();
  });

  describeRecord();
  // The runtime writes the record when the overlay closes or a form in it is submitted.
  window.addEventListener('storage', describeRecord);
  document.addEventListener('keyup', describeRecord);
  document.addEventListener('click', () => setTimeout(describeRecord, 0));
})();
