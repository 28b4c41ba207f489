// Analytics demo: shows the consent and tracking state and the visitor cookies, and drives
// SiteRuntime.analytics (Trace entries, events) and the button census (a button added after
// boot). Plain script (CSP-safe); text goes in with textContent only.
(() => {
  'use strict';

  const state = document.getElementById('tracking-state');
  const cookies = document.getElementById('visitor-cookies');
  const output = document.getElementById('events-output');
  const buttonArea = document.getElementById('button-area');
  const runtime = window.SiteRuntime;
  if (!state || !cookies || !output || !buttonArea) return;
  if (!runtime || !runtime.analytics) {
    state.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    return;
  }
  const { analytics } = runtime;

  function readCookie(name) {
    const pair = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name}=`));
    return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
  }

  function describeChoice(accepted) {
    if (accepted === true) return 'accepted';
    if (accepted === false) return 'rejected';
    return 'no choice yet';
  }

  // Writes only a changed text: a status region re-announces whatever is written to it.
  function show(element, text) {
    if (element.textContent !== text) element.textContent = text;
  }

  function render() {
    const { consent, context } = runtime.store.getState();
    const restrictive = context.websiteSettings.cookieSettings.isRestrictiveCookiePolicyEnabled;
    const where = window.location.pathname === '/search' ? ' This is /search: no page view.' : '';
    show(
      state,
      `Restrictive cookie policy ${restrictive ? 'on' : 'off'}. ` +
        `Consent: ${describeChoice(consent.accepted)}. ` +
        `Tracking ${analytics.isTracking() ? 'running' : 'not running'}.${where}`,
    );
    const record = readCookie('ss_cvr');
    const visit = readCookie('ss_cvt');
    // One line per cookie from the start, so a value arriving does not move the page.
    show(
      cookies,
      `Visitor cookies:\nss_cvr ${record === null ? 'absent' : `= ${record}`}\n` +
        `ss_cvt ${visit === null ? 'absent' : `= ${visit}`}`,
    );
  }

  // The tracker reacts to the same store change: render after it had its turn.
  runtime.store.subscribe(() => setTimeout(render, 0));
  // Analytics starts in an idle period after boot and writes the visitor cookies then.
  document.addEventListener('site-runtime:initialised', render);
  // The tracker arrives in its own pack after boot and changes no state when it starts: look again
  // now and then, so the panel never shows a stale "not running".
  setInterval(render, 500);
  render();

  let added = 0;
  document.getElementById('add-button')?.addEventListener('click', () => {
    added += 1;
    const block = document.createElement('div');
    block.className = 'sqs-block button-block sqs-block-button';
    block.id = `block-analytics-added-${added}`;
    const container = document.createElement('div');
    container.className = 'sqs-block-button-container sqs-block-button-container--left';
    container.dataset.alignment = 'left';
    container.dataset.buttonSize = 'small';
    const link = document.createElement('a');
    link.href = '#buttons-title';
    link.className = 'sqs-block-button-element--small sqs-block-button-element demo-button';
    link.textContent = `Added button ${added}`;
    container.append(link);
    block.append(container);
    buttonArea.append(block);
  });

  let traces = 0;
  document.getElementById('queue-trace')?.addEventListener('click', () => {
    traces += 1;
    analytics.trace('demo-trace', { count: traces });
    output.textContent = analytics.isTracking()
      ? `${traces} Trace entr${traces === 1 ? 'y' : 'ies'} queued: they are sent when the tab is hidden, or within 30 seconds.`
      : 'Not queued: tracking is not running (accept cookies first).';
  });

  document.getElementById('record-event')?.addEventListener('click', async () => {
    const accepted = await analytics.recordEvent({
      event: 'demo_event',
      data: { page: window.location.pathname },
      fields: { source: 'analytics-demo' },
    });
    output.textContent = accepted
      ? 'Event recorded: the platform accepted it.'
      : 'Event not recorded (tracking not running, or the call failed: see the inbox).';
  });
})();
