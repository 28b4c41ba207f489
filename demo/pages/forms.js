// Forms demo: QA picks how the fake platform answers the next form submissions. The choice is a
// fault on the fake API for this browser's session (POST /__control/faults). Plain script
// (CSP-safe); text goes in with textContent.
(() => {
  'use strict';

  const form = document.getElementById('fake-answer');
  const status = document.getElementById('fake-answer-status');
  if (!form || !status) return;

  /** The fake API groups requests by the sr-session cookie; without one the session is ''. */
  const session =
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith('sr-session='))
      ?.slice('sr-session='.length) ?? '';

  const SAVE = '/api/form/SaveFormSubmission';
  const answers = {
    401: { path: SAVE, fault: 401 },
    404: { path: SAVE, fault: 404 },
    429: { path: SAVE, fault: 429 },
    500: { path: SAVE, fault: 500 },
    503: { path: SAVE, fault: 503, body: { error: 'The form service is down for upkeep.' } },
    captcha: {
      path: SAVE,
      fault: 400,
      body: { error: 'Captcha validation failed. Please try again.' },
    },
    network: { path: SAVE, fault: 'network' },
    slow: { path: SAVE, fault: 'slow' },
    'key-500': { path: '/api/form/FormSubmissionKey', fault: 500 },
    'captcha-script': { path: '/api/test-captcha/enterprise.js', fault: 500, times: 1 },
  };

  async function control(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  }

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const choice = new FormData(form).get('answer');
    try {
      await control('DELETE', `/__control/faults?session=${encodeURIComponent(session)}`);
      const answer = answers[String(choice)];
      if (answer) await control('POST', '/__control/faults', { session, ...answer });
      status.textContent = answer
        ? 'The fake platform now answers with the chosen failure.'
        : 'The fake platform now answers normally.';
    } catch (error) {
      status.textContent = `Could not set the answer: ${error.message}`;
    }
  });
})();
