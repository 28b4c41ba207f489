// Isolation demo: registers a failing initialiser and three demo block types next to the built-in
// accordion, to show that each failure stays inside its own unit. Plain script (CSP-safe).
(() => {
  'use strict';

  const output = document.getElementById('initialiser-errors');
  const runtime = window.SiteRuntime;
  if (!output) return;
  if (!runtime) {
    output.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    return;
  }

  const describe = (error) => (error instanceof Error ? error.message : String(error));

  document.addEventListener('site-runtime:initialiser-error', (event) => {
    const { name, error } = event.detail;
    output.textContent = `Initialiser “${name}” failed: ${describe(error)}. The rest of the page carries on.`;
  });

  runtime.registerInitialiser({
    name: 'demo-failing-initialiser',
    init() {
      throw new Error('Demo: this initialiser fails on purpose');
    },
  });

  // Components may return a string (a valid React node), so these demo blocks need no React import.
  runtime.registerBlock({
    name: 'demo-json',
    priority: 'critical',
    component: ({ data }) => `Mounted. Data read from data-block-json: ${JSON.stringify(data)}`,
  });

  runtime.registerBlock({
    name: 'demo-throws',
    priority: 'critical',
    component: () => {
      throw new Error('Demo: this component throws on purpose');
    },
  });

  runtime.registerBlock({
    name: 'demo-read-throws',
    priority: 'critical',
    readData: () => {
      throw new Error('Demo: this data reader throws on purpose');
    },
    component: () => 'This text never shows: the block is skipped before it renders.',
  });
})();
