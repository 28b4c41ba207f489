// Strict Content-Security-Policy demo: buttons that open a runtime dialog and report an error, so
// that QA (and test/e2e/csp.spec.ts) can use those features under the page's CSP. Plain script
// from this origin (the CSP allows nothing else); text goes in with textContent only.
(() => {
  'use strict';

  const output = document.getElementById('csp-output');
  const alertButton = document.getElementById('csp-show-alert');
  const reportButton = document.getElementById('csp-report-error');
  if (!output || !alertButton || !reportButton) return;

  const runtime = window.SiteRuntime;
  if (!runtime || !runtime.ui || typeof runtime.reportError !== 'function') {
    output.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    alertButton.disabled = true;
    reportButton.disabled = true;
    return;
  }

  alertButton.addEventListener('click', () => {
    output.textContent = 'The alert is open.';
    runtime.ui
      .showAlert({
        title: 'Works under a strict CSP',
        message: 'This dialog and its styles came from the runtime alone.',
      })
      .then(() => {
        output.textContent = 'The alert was closed.';
      });
  });

  let reports = 0;
  reportButton.addEventListener('click', () => {
    reports += 1;
    runtime.reportError(new Error(`CSP demo: reported error #${reports}`), { page: 'csp-strict' });
    output.textContent = `Error #${reports} handed to the error reporter: it is sent within a second.`;
  });
})();
