// The demo's "fake platform answer" pickers: QA picks how the fake API answers next, as a fault on
// it for this browser's session (POST /__control/faults). A page declares the choices in a
// <form data-fault-picker> whose <select name="answer"> options carry the fault:
//   <option value="500" data-path="/api/…" data-fault="500" data-times="1" data-body='{…}'>
// An option without data-path means "answer normally". Plain script (CSP-safe).
(() => {
  'use strict';

  /** The fake API groups requests by the sr-session cookie; without one the session is ''. */
  const session =
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith('sr-session='))
      ?.slice('sr-session='.length) ?? '';

  async function control(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  }

  function faultOf(option) {
    const { path, fault, times, body } = option.dataset;
    if (!path || !fault) return null;
    const spec = { session, path, fault: /^\d+$/.test(fault) ? Number(fault) : fault };
    if (times) spec.times = Number(times);
    if (body) spec.body = JSON.parse(body);
    return spec;
  }

  for (const form of document.querySelectorAll('form[data-fault-picker]')) {
    const select = form.querySelector('select[name="answer"]');
    const status = form.querySelector('[role="status"]');
    if (!select || !status) continue;
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      const fault = faultOf(select.selectedOptions[0] ?? select);
      try {
        await control('DELETE', `/__control/faults?session=${encodeURIComponent(session)}`);
        if (fault) await control('POST', '/__control/faults', fault);
        status.textContent = fault
          ? 'The fake platform now answers with the chosen failure.'
          : 'The fake platform now answers normally.';
      } catch (error) {
        status.textContent = `Could not set the answer: ${error.message}`;
      }
    });
  }
})();
