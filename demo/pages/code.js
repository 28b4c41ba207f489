// Code block demo: restarts the runtime (destroy(), then init()), to show that no script runs twice.
// The blocks are added by insert-markup.js.
(() => {
  'use strict';
  document.getElementById('restart-runtime')?.addEventListener('click', () => {
    window.SiteRuntime?.destroy();
    window.SiteRuntime?.init();
  });
})();
