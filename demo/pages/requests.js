// Request errors demo: each button injects a fault on the fake platform API for this browser's
// session (POST /__control/faults), calls SiteRuntime.request, and shows what came back and how
// many requests the call made. Plain script (CSP-safe); text goes in with textContent.
(() => {
  'use strict';

  const ENDPOINT = '/api/site-header-footer';
  const result = document.getElementById('request-result');
  const buttons = Array.from(document.querySelectorAll('[data-fault]'));
  if (!result) return;

  /** The fake API groups requests by the sr-session cookie; without one the session is ''. */
  const session =
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith('sr-session='))
      ?.slice('sr-session='.length) ?? '';

  /** Per button: the fault to inject (none for "no fault") and the request options. */
  const scenarios = {
    none: { fault: null, options: {} },
    401: { fault: { fault: 401 }, options: {} },
    500: { fault: { fault: 500 }, options: {} },
    503: { fault: { fault: 503 }, options: {} },
    'non-json': { fault: { fault: 'non-json' }, options: {} },
    network: { fault: { fault: 'network', times: 2 }, options: { retry: true } },
    crumbFail: { fault: { fault: 'crumbFail', times: 1 }, options: {} },
    loginRequired: { fault: { fault: 'loginRequired', times: 1 }, options: {} },
  };

  async function control(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
    return response.status === 204 ? null : response.json();
  }

  async function requestsSentTo(path) {
    const recorded = await control(
      'GET',
      `/__control/inbox?session=${encodeURIComponent(session)}`,
    );
    return recorded.filter((request) => request.path === path).length;
  }

  let loginRequiredSeen = false;
  document.addEventListener('site-runtime:login-required', () => {
    loginRequiredSeen = true;
  });

  async function run(name) {
    const scenario = scenarios[name];
    const runtime = window.SiteRuntime;
    await control('DELETE', `/__control/faults?session=${encodeURIComponent(session)}`);
    if (scenario.fault) {
      await control('POST', '/__control/faults', { session, path: ENDPOINT, ...scenario.fault });
    }
    const before = await requestsSentTo(ENDPOINT);
    loginRequiredSeen = false;
    let outcome;
    try {
      const data = await runtime.request(ENDPOINT, scenario.options);
      outcome = `Succeeded. Answer: ${JSON.stringify(data)}`;
    } catch (error) {
      const details = error && error.kind ? ` (${error.kind}, status ${error.status})` : '';
      outcome = `Failed${details}. Message: ${error instanceof Error ? error.message : String(error)}`;
    }
    const sent = (await requestsSentTo(ENDPOINT)) - before;
    const login = loginRequiredSeen ? ' The login-required event was dispatched.' : '';
    return `${outcome}\nRequests sent: ${sent}.${login}`;
  }

  if (!window.SiteRuntime) {
    result.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    for (const button of buttons) button.disabled = true;
    return;
  }
  // SiteRuntime.request comes with the features pack, shortly after the core; a press before it
  // waits for it.
  const features = window.SiteRuntime.request
    ? Promise.resolve()
    : new Promise((resolve) =>
        document.addEventListener('site-runtime:features', resolve, { once: true }),
      );

  let running = false;
  for (const button of buttons) {
    const label = button.textContent.replace(/\s+/g, ' ').trim();
    button.addEventListener('click', () => {
      // A flag, not the disabled attribute: disabling the focused button would drop keyboard focus.
      if (running) return;
      running = true;
      result.textContent = `${label}: sending…`;
      features
        .then(() => run(button.dataset.fault))
        .then(
          (text) => {
            result.textContent = `${label}: ${text}`;
          },
          (error) => {
            result.textContent = `The demo could not run: ${error instanceof Error ? error.message : String(error)}`;
          },
        )
        .finally(() => {
          running = false;
        });
    });
  }
})();
