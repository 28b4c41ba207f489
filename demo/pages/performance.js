// Performance collector demo: shows the pageLoadId, the metrics collected and each flush (the
// site-runtime:performance events), and pretends the page is hidden to flush at once. Plain
// script (CSP-safe); all text goes in with textContent.
(() => {
  'use strict';

  const state = document.getElementById('perf-state');
  const rows = document.getElementById('perf-metric-rows');
  const flushes = document.getElementById('perf-flushes');
  const flushButton = document.getElementById('perf-flush');
  const interactButton = document.getElementById('perf-interact');
  if (!state || !rows || !flushes || !flushButton || !interactButton) return;
  if (!window.SiteRuntime) {
    state.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    return;
  }

  /** Metric name → its row cells. */
  const metricRows = new Map();
  let interactions = 0;
  let pageLoadId = null;

  function format(metric) {
    return metric.name === 'CLS' ? metric.value.toFixed(3) : `${Math.round(metric.value)} ms`;
  }

  function rowFor(name) {
    let cells = metricRows.get(name);
    if (!cells) {
      const row = rows.insertRow();
      row.dataset.metric = name;
      cells = { name: row.insertCell(), value: row.insertCell(), rating: row.insertCell() };
      cells.sent = row.insertCell();
      cells.name.textContent = name;
      cells.sent.textContent = 'not yet';
      metricRows.set(name, cells);
    }
    return cells;
  }

  const handlers = {
    settings(change) {
      pageLoadId = change.pageLoadId;
      state.textContent = `Collecting. pageLoadId: ${pageLoadId}`;
    },
    metric({ metric }) {
      const cells = rowFor(metric.name);
      cells.value.textContent = format(metric);
      cells.rating.textContent = metric.rating;
    },
    'wait-ended'(change) {
      const why = change.reason === 'hidden' ? 'the page was hidden' : '60 s after load';
      state.textContent = `pageLoadId: ${pageLoadId ?? 'not yet known'}. No more metrics: ${why}.`;
    },
    flush({ reason, records }) {
      const item = document.createElement('li');
      const names = records.map((record) => record.data.name).join(', ');
      const when = reason === 'load' ? '30 s after load' : 'page hidden';
      item.textContent = `${when}: ${records.length} record(s) (${names}) for ${records[0].pageLoadId}`;
      flushes.append(item);
      for (const record of records) rowFor(record.data.name).sent.textContent = `yes (${when})`;
    },
    stopped({ message }) {
      state.textContent = `Collection stopped: ${message}. Nothing will be sent.`;
    },
  };

  document.addEventListener('site-runtime:performance', (event) => {
    handlers[event.detail.kind]?.(event.detail);
  });

  interactButton.addEventListener('click', () => {
    interactions += 1;
    interactButton.textContent = `Make an interaction (${interactions} made)`;
  });

  // What the browser does when the visitor switches tabs: visibilityState becomes hidden and
  // visibilitychange fires. The page then shows itself again.
  flushButton.addEventListener('click', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    delete document.visibilityState;
    document.dispatchEvent(new Event('visibilitychange'));
  });
})();
