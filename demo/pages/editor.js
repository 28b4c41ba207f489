// Editor redirect demo. Runs before the runtime (its <script defer> comes first): it rewrites the
// page context for the scenario named in ?scenario=, the way the server would render it for that
// account, then shows what the runtime decided (SiteRuntime.editor.redirectDecision()) and what the
// Escape keys will do. Plain script (CSP-safe); text goes in with textContent only.
(() => {
  'use strict';

  const EDITOR_ACCOUNT = { id: '5f1e2d3c4b5a69788796a5b4' };
  const LAST_SITE_COOKIE = 'ss_lastid';
  const NO_REDIRECT_KEY = 'sr-noredirect';

  /** Per scenario: the account, its roles and the site flags the server would render. */
  const scenarios = {
    visitor: {
      label: 'Anonymous visitor, escape-key login off',
      account: null,
    },
    'visitor-escape-login': {
      label: 'Anonymous visitor, escape-key login on',
      account: null,
      escapeLogin: true,
    },
    editor: { label: 'Logged-in editor (role 4)', account: EDITOR_ACCOUNT, roles: [4] },
    viewer: {
      label: 'Logged-in viewer-only account (role 10)',
      account: EDITOR_ACCOUNT,
      roles: [10],
    },
    'developer-mode': {
      label: 'Logged-in editor, developer mode on',
      account: EDITOR_ACCOUNT,
      roles: [4],
      website: { developerMode: true },
    },
    cloneable: {
      label: 'Logged-in editor, cloneable site',
      account: EDITOR_ACCOUNT,
      roles: [4],
      website: { cloneable: true },
    },
    framed: {
      label: 'Anonymous visitor page framing the logged-in editor scenario',
      account: null,
      frame: '/editor.html?scenario=editor',
    },
  };

  const params = new URLSearchParams(window.location.search);
  const name = Object.hasOwn(scenarios, params.get('scenario') ?? '')
    ? params.get('scenario')
    : 'visitor';
  const scenario = scenarios[name];

  // Rewrite the context before the runtime reads it.
  const element = document.getElementById('site-context');
  if (element) {
    const context = JSON.parse(element.textContent ?? '{}');
    context.authenticatedAccount = scenario.account;
    context.websiteRoles = scenario.roles ? { [context.website.id]: scenario.roles } : {};
    Object.assign(context.website, scenario.website ?? {});
    context.websiteSettings.useEscapeKeyToLogin = scenario.escapeLogin === true;
    element.textContent = JSON.stringify(context);
  }
  // A logged-in account carries the shared last-site-identifier cookie that logout removes.
  if (scenario.account) document.cookie = `${LAST_SITE_COOKIE}=runtime-demo; path=/`;

  function describeDecision(decision) {
    if (!decision) return 'No decision: the runtime has not booted.';
    if (decision.redirect) return `Redirect to ${decision.url}`;
    return `Stay on this page (exception: ${decision.reason})`;
  }

  function describeEscape() {
    if (scenario.account) {
      return 'Escape opens the configuration editor; Shift+Escape logs out (POST /api/auth/Logout, then /?logout=true).';
    }
    return scenario.escapeLogin
      ? 'Escape opens login (/config/?frameUrl=…&sqs_login=1&noSignup=1); Shift+Escape does nothing.'
      : 'Escape and Shift+Escape do nothing: escape-key login is off for this site.';
  }

  function hasCookie(cookieName) {
    return document.cookie.split(';').some((pair) => pair.trim().startsWith(`${cookieName}=`));
  }

  function remembered() {
    try {
      return window.sessionStorage.getItem(NO_REDIRECT_KEY) === '1';
    } catch {
      return false;
    }
  }

  function render() {
    const set = (id, text) => {
      const target = document.getElementById(id);
      if (target) target.textContent = text;
    };
    const runtime = window.SiteRuntime;
    set('editor-scenario', `${scenario.label} (scenario “${name}”)`);
    set(
      'editor-decision',
      !runtime
        ? 'The runtime did not load (/dist/site-runtime.js). Run npm run build.'
        : runtime.editor
          ? describeDecision(runtime.editor.redirectDecision())
          : 'Waiting for the page’s features (the features pack)…',
    );
    set('editor-escape', describeEscape());
    set('editor-noredirect', remembered() ? 'Remembered for this session' : 'Not remembered');
    set('editor-cookie', hasCookie(LAST_SITE_COOKIE) ? `${LAST_SITE_COOKIE} is set` : 'Not set');
  }

  function wireControls() {
    const forget = document.getElementById('editor-forget-noredirect');
    forget?.addEventListener('click', () => {
      try {
        window.sessionStorage.removeItem(NO_REDIRECT_KEY);
      } catch {
        // Storage blocked: nothing was remembered.
      }
      render();
    });
    const logout = document.getElementById('editor-logout');
    logout?.addEventListener('click', () => {
      const result = document.getElementById('editor-logout-result');
      window.SiteRuntime?.accounts.logout().then((done) => {
        if (result && !done) result.textContent = 'Logout failed: you are still logged in.';
      });
    });
    const dialog = document.getElementById('editor-open-dialog');
    dialog?.addEventListener('click', () => {
      window.SiteRuntime?.ui.showAlert({
        title: 'A dialog is open',
        message: 'Escape closes this dialog and does nothing else.',
      });
    });
    if (scenario.frame) {
      const holder = document.getElementById('editor-frame-holder');
      const frame = document.createElement('iframe');
      frame.src = scenario.frame;
      frame.title = 'This demo page, framed, as the logged-in editor';
      frame.className = 'editor-frame';
      frame.id = 'editor-frame';
      holder?.append(frame);
    }
  }

  document.addEventListener('site-runtime:features', render);
  document.addEventListener('site-runtime:ready', render);
  document.addEventListener('DOMContentLoaded', () => {
    wireControls();
    render();
  });
})();
