// Analytics demo: shows the consent and tracking state, the visitor cookies and the tracking ids,
// and drives SiteRuntime.analytics (Trace entries, events, the client tracker, widget events), the
// button census (a button added after boot), an audio hit and, for a signed-in owner, the mouse
// position. Plain script (CSP-safe); text goes in with textContent only.
//
// SiteRuntime.analytics comes with the `features` pack, which the core fetches as it boots: the
// demo starts once it is there (at once, or at `site-runtime:ready`, which follows it).
(() => {
  'use strict';

  const state = document.getElementById('tracking-state');
  const cookies = document.getElementById('visitor-cookies');
  const output = document.getElementById('events-output');
  const buttonArea = document.getElementById('button-area');
  const trackingIds = document.getElementById('tracking-ids');
  const ownerOutput = document.getElementById('owner-output');
  const mouse = document.getElementById('mouse-position');
  const audio = document.getElementById('sample-audio');
  if (!state || !cookies || !output || !buttonArea || !trackingIds || !ownerOutput || !mouse) {
    return;
  }
  const runtime = window.SiteRuntime;
  if (!runtime) {
    state.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    return;
  }

  function readCookie(name) {
    const pair = document.cookie
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name}=`));
    return pair === undefined ? null : decodeURIComponent(pair.slice(name.length + 1));
  }

  function readStored(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
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

  function cookieLine(name) {
    const value = readCookie(name);
    return `${name} ${value === null ? 'absent' : `= ${value}`}`;
  }

  function start(analytics) {
    function renderMouse() {
      const position = analytics.mousePosition();
      show(
        mouse,
        position
          ? `Mouse position: ${position.x}, ${position.y} in the window (${position.pageX}, ${position.pageY} in the page).`
          : 'Mouse position: not followed (only for a signed-in owner), or the mouse has not moved.',
      );
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
      // One line per cookie from the start, so a value arriving does not move the page.
      show(cookies, `Visitor cookies:\n${cookieLine('ss_cvr')}\n${cookieLine('ss_cvt')}`);
      const expiration = readStored('SS_ANALYTICS_EXPIRATION');
      show(
        trackingIds,
        `Tracking ids:\n${cookieLine('SS_ANALYTICS_ID')}` +
          (expiration ? ` (stored until ${expiration})` : '') +
          `\n${cookieLine('SS_SESSION_ID')}\n${cookieLine('SS_MID')}`,
      );
      renderMouse();
    }

    // The tracker reacts to the same store change: render after it had its turn.
    runtime.store.subscribe(() => setTimeout(render, 0));
    // Analytics starts in an idle period after boot and writes the visitor cookies then.
    document.addEventListener('site-runtime:initialised', render);
    // The tracker arrives in its own pack after boot and changes no state when it starts: look
    // again now and then, so the panel never shows a stale "not running".
    setInterval(render, 500);
    render();

    // The position is sampled by the runtime; show it once a frame at most.
    let frame = 0;
    document.addEventListener(
      'pointermove',
      () => {
        if (frame === 0) {
          frame = requestAnimationFrame(() => {
            frame = 0;
            renderMouse();
          });
        }
      },
      { passive: true },
    );

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

    document.getElementById('client-event')?.addEventListener('click', async () => {
      const sent = await analytics.trackClientEvent(
        {
          actor: 'visitor',
          action: 'click',
          event_owner_team: 'demo',
          event_source: 'web',
          object_type: 'button',
          product_area: 'analytics-demo',
          demo_clicks: 1,
        },
        { customSchemaName: 'demo_client_event' },
      );
      ownerOutput.textContent = sent
        ? 'Client event sent to /api/v1/events.'
        : 'Client event not sent (tracking not running, or the call failed: see the inbox).';
    });

    document.getElementById('widget-event')?.addEventListener('click', async () => {
      const sent = await analytics.trackWidgetEvent('demo_widget_event', { widget: 'demo' });
      ownerOutput.textContent = sent
        ? 'Widget event recorded: the platform accepted it.'
        : 'Widget event not recorded (tracking not running, or the call failed: see the inbox).';
    });

    if (audio instanceof HTMLAudioElement) {
      document.getElementById('play-sample')?.addEventListener('click', () => {
        audio.currentTime = 0;
        audio.play().catch((error) => {
          ownerOutput.textContent = `The audio sample could not play: ${String(error)}`;
        });
      });
      audio.addEventListener('ended', () => {
        ownerOutput.textContent = analytics.isTracking()
          ? 'Audio sample played to the end: its audio hit (event 20) is sent.'
          : 'Audio sample played to the end: nothing sent, tracking is not running.';
      });
    }
  }

  if (runtime.analytics) {
    start(runtime.analytics);
    return;
  }
  show(state, 'Waiting for the runtime’s features…');
  document.addEventListener(
    'site-runtime:ready',
    () => {
      if (runtime.analytics) start(runtime.analytics);
      else show(state, 'The runtime’s features did not load (/dist/packs). Run npm run build.');
    },
    { once: true },
  );
})();
