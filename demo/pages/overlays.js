// Popup overlay demo: shows what local storage remembers, forgets it, and pretends to be logged
// in by editing the page context and restarting the runtime. Plain script (CSP-safe); text goes
// in with textContent only.
(() => {
  'use strict';

  // The platform's one local storage entry: a JSON object with the spec's keys date-closed,
  // version and submitted. The runtime moves a record of its earlier keys into it once.
  const ENTRY = 'squarespace-popup-overlay';
  const EARLIER_KEYS = [
    'sr-popup-overlay:version',
    'sr-popup-overlay:submitted',
    'sr-popup-overlay:date-closed',
  ];
  const output = document.getElementById('overlay-record');
  const reset = document.getElementById('overlay-reset');
  const earlierClose = document.getElementById('overlay-earlier-close');
  const loggedIn = document.getElementById('overlay-logged-in');
  const contextElement = document.getElementById('site-context');
  if (!output || !reset || !earlierClose || !loggedIn || !contextElement) return;

  function recordText() {
    const text = localStorage.getItem(ENTRY);
    if (text === null) return `${ENTRY}: (not set)`;
    let record;
    try {
      record = JSON.parse(text);
    } catch {
      record = null;
    }
    if (record === null || typeof record !== 'object') {
      return `${ENTRY}: ${text} (no record: the overlay shows)`;
    }
    const lines = [`${ENTRY}:`];
    for (const key of ['version', 'submitted', 'date-closed']) {
      const value = record[key];
      if (value === undefined) lines.push(`  ${key}: (not set)`);
      else if (key === 'date-closed' && typeof value === 'number') {
        lines.push(`  ${key}: ${value} (${new Date(value).toISOString()})`);
      } else lines.push(`  ${key}: ${JSON.stringify(value)}`);
    }
    return lines.join('\n');
  }

  // Set only when it changed: the live region announces each change once.
  function describeRecord() {
    const text = recordText();
    if (output.textContent !== text) output.textContent = text;
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
    localStorage.removeItem(ENTRY);
    for (const key of EARLIER_KEYS) localStorage.removeItem(key);
    describeRecord();
    restartRuntime();
  });

  earlierClose.addEventListener('click', () => {
    const context = JSON.parse(contextElement.textContent || '{}');
    const version = context.websiteSettings?.popupOverlaySettings?.version ?? 1;
    localStorage.removeItem(ENTRY);
    localStorage.setItem('sr-popup-overlay:version', String(version));
    localStorage.setItem('sr-popup-overlay:date-closed', String(Date.now()));
    restartRuntime();
    describeRecord();
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
  // The rules run in an idle slice after a restart, and move a record of the earlier keys then.
  setInterval(describeRecord, 500);
})();
