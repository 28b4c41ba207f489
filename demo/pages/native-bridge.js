// Native bridge demo. Runs before the runtime (its <script defer> comes first) and plays the native
// app: unless ?bridge=none, it installs window.NativeBridge, the object an Android app injects,
// whose postMessage receives the page's requests; it answers each one 300 ms later through
// SiteRuntime.nativeBridge.receive({ id, result }) or ({ id, error }). The buttons call
// SiteRuntime.nativeBridge. Plain script (CSP-safe); text goes in with textContent only.
(() => {
  'use strict';

  const REPLY_DELAY_MS = 300;
  const params = new URLSearchParams(window.location.search);
  const withBridge = params.get('bridge') !== 'none';

  function appLog(text) {
    const list = document.getElementById('bridge-app-log');
    if (!list) return;
    const item = document.createElement('li');
    item.textContent = text;
    list.append(item);
  }

  function failReplies() {
    const box = document.getElementById('bridge-app-fails');
    return box instanceof HTMLInputElement && box.checked;
  }

  if (withBridge) {
    window.NativeBridge = {
      postMessage(text) {
        const request = JSON.parse(text);
        appLog(`The app received “${request.message}” with id ${request.id}`);
        window.setTimeout(() => {
          const reply = failReplies()
            ? { id: request.id, error: 'The demo app refused the request.' }
            : {
                id: request.id,
                result:
                  request.message === 'info'
                    ? { app: 'Site demo app', version: '1.0.0', os: 'android' }
                    : { dismissed: true },
              };
          window.SiteRuntime?.nativeBridge.receive(reply);
        }, REPLY_DELAY_MS);
      },
    };
  }

  function show(id, text) {
    const target = document.getElementById(id);
    if (target) target.textContent = text;
  }

  function describePlatform() {
    const bridge = window.SiteRuntime?.nativeBridge;
    if (!bridge) return 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    const platform = bridge.platform();
    if (platform === 'bridge') return 'bridge: the app injected window.NativeBridge';
    if (platform === 'mobile-app') {
      return 'mobile-app: inside the app’s web view (platform=mobile-app), with no bridge object';
    }
    return 'none: a plain browser';
  }

  function run(action) {
    const bridge = window.SiteRuntime?.nativeBridge;
    show('bridge-result', `${action}: waiting for the app…`);
    let pending;
    try {
      pending = action === 'info' ? bridge.info() : bridge.dismiss();
    } catch (error) {
      show('bridge-result', `${action} threw: ${error instanceof Error ? error.message : error}`);
      return;
    }
    pending.then(
      (result) =>
        show('bridge-result', `${action} resolved: ${JSON.stringify(result) ?? 'no value'}`),
      (error) =>
        show(
          'bridge-result',
          `${action} rejected: ${error instanceof Error ? error.message : error}`,
        ),
    );
  }

  document.addEventListener('DOMContentLoaded', () => {
    document.getElementById('bridge-info')?.addEventListener('click', () => run('info'));
    document.getElementById('bridge-dismiss')?.addEventListener('click', () => run('dismiss'));
  });
  // The bridge is set up in an idle period after boot: show it once every initialiser has run.
  document.addEventListener('site-runtime:initialised', () =>
    show('bridge-platform', describePlatform()),
  );
})();
