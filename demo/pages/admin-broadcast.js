// Admin broadcast demo: says whether this tab's account holds ADMIN and whether the
// admin-broadcast pack was fetched, raises admin events from a form, and lists those other tabs
// sent. The event names are the runtime's (initialisers/admin-broadcast/constants.ts); a plain
// script cannot import them. Plain script (CSP-safe); text goes in with textContent only.
(() => {
  'use strict';

  /** Dispatched on the document to send an admin event, detail `{ type, data }`. */
  const BROADCAST_EVENT = 'site-runtime:admin-broadcast';
  /** Dispatched on the document when another tab's admin event arrives. */
  const RECEIVED_EVENT = 'site-runtime:admin-event';
  /** The ADMIN access permission. */
  const ADMIN = 1;
  /** The pack's file, whatever its content hash (dist/packs/admin-broadcast.<hash>.js). */
  const PACK_FILE = /\/packs\/admin-broadcast\.[^/]+\.js(?:\?|$)/;

  const account = document.getElementById('admin-account');
  const pack = document.getElementById('admin-pack');
  const form = document.getElementById('admin-send-form');
  const typeField = document.getElementById('admin-event-type');
  const dataField = document.getElementById('admin-event-data');
  const typeError = document.getElementById('admin-event-type-error');
  const sent = document.getElementById('admin-send-done');
  const summary = document.getElementById('admin-received-summary');
  const list = document.getElementById('admin-received-list');
  if (!account || !pack || !form || !typeField || !dataField || !typeError || !sent) return;
  if (!summary || !list) return;

  function renderAccount() {
    const runtime = window.SiteRuntime;
    if (!runtime) {
      account.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
      return;
    }
    const { authenticatedAccount, accessPermissions } = runtime.store.getState().context;
    if (!authenticatedAccount) {
      account.textContent = 'No account is signed in: this tab relays no admin events.';
      return;
    }
    const permissions = accessPermissions.length > 0 ? accessPermissions.join(', ') : 'none';
    account.textContent = accessPermissions.includes(ADMIN)
      ? `Signed in as ${authenticatedAccount.id}, access permissions ${permissions}: ADMIN (${ADMIN}) is held, this tab relays admin events.`
      : `Signed in as ${authenticatedAccount.id}, access permissions ${permissions}: no ADMIN (${ADMIN}), this tab relays no admin events.`;
  }

  // The pack's request, as the browser saw it (resource timing), earlier ones included.
  pack.textContent = 'The admin-broadcast pack: not fetched.';
  if (typeof PerformanceObserver === 'function') {
    new PerformanceObserver((entries) => {
      const file = entries.getEntries().find((entry) => PACK_FILE.test(entry.name));
      if (file)
        pack.textContent = `The admin-broadcast pack: fetched (${new URL(file.name).pathname}).`;
    }).observe({ type: 'resource', buffered: true });
  }

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.textContent = '';
    const type = typeField.value.trim();
    if (type === '') {
      typeError.textContent = 'Give the event a type.';
      typeField.setAttribute('aria-invalid', 'true');
      typeField.focus();
      return;
    }
    typeError.textContent = '';
    typeField.removeAttribute('aria-invalid');
    const data = dataField.value;
    document.dispatchEvent(
      new CustomEvent(BROADCAST_EVENT, { detail: data === '' ? { type } : { type, data } }),
    );
    sent.textContent = `Dispatched ${BROADCAST_EVENT} with the type "${type}".`;
  });

  let received = 0;
  document.addEventListener(RECEIVED_EVENT, (event) => {
    const { type, data } = event.detail;
    received += 1;
    const item = document.createElement('li');
    item.textContent =
      data === undefined
        ? `${type} (no data)`
        : `${type}: ${typeof data === 'string' ? data : JSON.stringify(data)}`;
    list.appendChild(item);
    summary.textContent = `${received} admin event${received === 1 ? '' : 's'} received; the last: "${type}".`;
  });

  renderAccount();
  // The context is read again once the runtime has started (init() may replace it).
  document.addEventListener('site-runtime:ready', renderAccount);
})();
