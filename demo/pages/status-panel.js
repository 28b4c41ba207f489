// Renders the "Runtime status" panel of every demo page: what SiteRuntime.blocks() reports for
// each block (id, type, state, error). A plain script (no inline code), so it also runs on the
// pages served with a strict Content-Security-Policy. Text goes in with textContent only.
(() => {
  'use strict';

  const REFRESH_MS = 2000;
  const panel = document.getElementById('runtime-status');
  if (!panel) return;

  const summary = document.createElement('p');
  summary.className = 'status-summary';
  summary.textContent = 'Waiting for the runtime…';

  const table = document.createElement('table');
  table.className = 'demo-table status-table';
  const caption = table.createCaption();
  caption.className = 'visually-hidden';
  caption.textContent = 'Blocks the runtime found on this page';
  const headRow = table.createTHead().insertRow();
  for (const label of ['Block', 'Type', 'State', 'Error']) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = label;
    headRow.appendChild(th);
  }
  const rows = table.createTBody();
  panel.append(summary, table);

  let lastRendered = '';

  function describeType(block) {
    return block.blockType === null ? block.type : `${block.type} (${block.blockType})`;
  }

  function renderRows(blocks) {
    rows.replaceChildren();
    if (blocks.length === 0) {
      const cell = rows.insertRow().insertCell();
      cell.colSpan = 4;
      cell.textContent = 'No blocks on this page.';
      return;
    }
    for (const block of blocks) {
      const row = rows.insertRow();
      row.dataset.blockId = block.id;
      row.insertCell().textContent = block.id;
      row.insertCell().textContent = describeType(block);
      const state = row.insertCell();
      state.textContent = block.state;
      state.className = `status-state status-state--${block.state}`;
      row.insertCell().textContent = block.error ?? '';
    }
  }

  function render() {
    const runtime = window.SiteRuntime;
    if (!runtime || typeof runtime.blocks !== 'function') {
      summary.textContent =
        'The runtime did not load (/dist/site-runtime.js). Run npm run build, then reload.';
      return;
    }
    let blocks;
    try {
      blocks = runtime.blocks();
    } catch (error) {
      summary.textContent = `SiteRuntime.blocks() threw: ${String(error)}`;
      return;
    }
    // Rebuilding an unchanged table would only disturb text selection and screen readers.
    const snapshot = JSON.stringify(blocks);
    if (snapshot === lastRendered) return;
    lastRendered = snapshot;

    const counts = { mounted: 0, pending: 0, skipped: 0, failed: 0 };
    for (const block of blocks) counts[block.state] = (counts[block.state] ?? 0) + 1;
    summary.textContent =
      `Runtime ${runtime.version}: ${blocks.length} block${blocks.length === 1 ? '' : 's'}, ` +
      `${counts.mounted} mounted, ${counts.pending} pending, ` +
      `${counts.skipped} skipped, ${counts.failed} failed.`;
    renderRows(blocks);
  }

  document.addEventListener('site-runtime:ready', render);
  document.addEventListener('site-runtime:block-error', render);
  window.setInterval(render, REFRESH_MS);
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', render, { once: true });
  } else {
    render();
  }
})();
