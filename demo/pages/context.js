// Context demo: shows the JSON the page carries and the context the runtime read from it
// (SiteRuntime.store.getState().context), as text only. Plain script (CSP-safe).
(() => {
  'use strict';

  const sent = document.getElementById('context-sent');
  const read = document.getElementById('context-read');
  if (!sent || !read) return;

  function showSent() {
    const text = document.getElementById('site-context')?.textContent ?? '';
    try {
      sent.textContent = JSON.stringify(JSON.parse(text), null, 2);
    } catch (error) {
      sent.textContent = `This is not valid JSON (${String(error)}):\n\n${text}`;
    }
  }

  function showRead() {
    showSent();
    const runtime = window.SiteRuntime;
    if (!runtime) {
      read.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
      return;
    }
    read.textContent = JSON.stringify(runtime.store.getState().context, null, 2);
  }

  showRead();
  document.addEventListener('site-runtime:ready', showRead);
  // destroy() and init() replace the context: follow the store.
  window.SiteRuntime?.store.subscribe(showRead);
})();
