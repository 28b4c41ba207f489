// Inbox demo: lists what the runtime sent to the fake platform API (GET /__control/inbox, every
// session), newest first, and clears it (DELETE /__control/inbox). Plain script (CSP-safe); all
// text goes in with textContent.
(() => {
  'use strict';

  const REFRESH_MS = 2000;
  const ALL = '*all*';
  const scope = document.getElementById('inbox-scope');
  const clearButton = document.getElementById('inbox-clear');
  const summary = document.getElementById('inbox-summary');
  const rows = document.getElementById('inbox-rows');
  if (!scope || !clearButton || !summary || !rows) return;

  /** This browser's fake-API session (the sr-session cookie that browser tests set), if any. */
  const ownSession =
    document.cookie
      .split(';')
      .map((pair) => pair.trim())
      .find((pair) => pair.startsWith('sr-session='))
      ?.slice('sr-session='.length) ?? null;

  let requests = [];
  let lastRendered = '';

  const sessionLabel = (session) => (session === '' ? '(no session)' : session);

  function pad(value, length = 2) {
    return String(value).padStart(length, '0');
  }

  function formatTime(epochMs) {
    const date = new Date(epochMs);
    return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
  }

  function formatValue(value) {
    if (value === null || value === undefined || value === '') return '';
    if (typeof value === 'string') return value;
    if (typeof value === 'object' && Object.keys(value).length === 0) return '';
    return JSON.stringify(value, null, 2);
  }

  function formatHeaders(headers) {
    return Object.entries(headers ?? {})
      .map(([name, value]) => `${name}: ${value}`)
      .join('\n');
  }

  /** Keeps the scope options in step with the sessions seen, without losing the choice. */
  function updateScopeOptions() {
    const sessions = new Set(requests.map((request) => request.session));
    if (ownSession !== null) sessions.add(ownSession);
    const wanted = [
      [ALL, 'All sessions'],
      ...Array.from(sessions)
        .sort()
        .map((session) => [
          session,
          session === ownSession ? `This browser (${session})` : sessionLabel(session),
        ]),
    ];
    const current = Array.from(scope.options, (option) => [option.value, option.textContent]);
    if (JSON.stringify(current) === JSON.stringify(wanted)) return;
    const selected = scope.value;
    scope.replaceChildren(
      ...wanted.map(([value, label]) => {
        const option = document.createElement('option');
        option.value = value;
        option.textContent = label;
        return option;
      }),
    );
    scope.value = wanted.some(([value]) => value === selected) ? selected : ALL;
  }

  function cell(row, text, asCode = false) {
    const td = row.insertCell();
    if (asCode && text !== '') {
      const pre = document.createElement('pre');
      pre.textContent = text;
      td.appendChild(pre);
    } else {
      td.textContent = text;
    }
  }

  function render() {
    updateScopeOptions();
    const shown = requests
      .filter((request) => scope.value === ALL || request.session === scope.value)
      .sort((a, b) => b.id - a.id);
    const snapshot = JSON.stringify([scope.value, shown.map((request) => request.id)]);
    if (snapshot === lastRendered) return;
    lastRendered = snapshot;

    summary.textContent =
      shown.length === requests.length
        ? `${shown.length} request${shown.length === 1 ? '' : 's'} received.`
        : `${shown.length} of ${requests.length} requests shown.`;
    rows.replaceChildren();
    if (shown.length === 0) {
      const empty = rows.insertRow().insertCell();
      empty.colSpan = 7;
      empty.textContent = 'No requests yet.';
      return;
    }
    for (const request of shown) {
      const row = rows.insertRow();
      row.dataset.requestId = String(request.id);
      cell(row, formatTime(request.time));
      cell(row, sessionLabel(request.session));
      cell(row, request.method);
      cell(row, request.path);
      cell(row, formatValue(request.query), true);
      cell(row, formatValue(request.body), true);
      cell(row, formatHeaders(request.headers), true);
    }
  }

  async function refresh() {
    try {
      const response = await fetch('/__control/inbox', { cache: 'no-store' });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      requests = await response.json();
      render();
    } catch (error) {
      lastRendered = '';
      summary.textContent = `Could not read the inbox: ${error instanceof Error ? error.message : String(error)}`;
    }
  }

  let clearing = false;

  async function clear() {
    // A flag, not the disabled attribute: disabling the focused button would drop keyboard focus.
    if (clearing) return;
    clearing = true;
    const query = scope.value === ALL ? '' : `?session=${encodeURIComponent(scope.value)}`;
    try {
      const response = await fetch(`/__control/inbox${query}`, { method: 'DELETE' });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      await refresh();
    } catch (error) {
      summary.textContent = `Could not clear the inbox: ${error instanceof Error ? error.message : String(error)}`;
    } finally {
      clearing = false;
    }
  }

  if (ownSession !== null) {
    // Browser tests run in parallel: by default show (and clear) only this browser's requests.
    updateScopeOptions();
    scope.value = ownSession;
  }
  scope.addEventListener('change', render);
  clearButton.addEventListener('click', () => void clear());
  window.setInterval(() => void refresh(), REFRESH_MS);
  void refresh();
})();
