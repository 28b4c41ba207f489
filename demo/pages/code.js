// Code block demo: adds the blocks of the page's template as markup, the way an editor or a page
// transition adds content (their scripts do not run by themselves), and restarts the runtime.
(() => {
  'use strict';
  const template = document.getElementById('late-code-blocks');
  const target = document.getElementById('late-code-target');
  const add = document.getElementById('add-code-blocks');
  const restart = document.getElementById('restart-runtime');
  if (!template || !target || !add || !restart) return;

  add.addEventListener('click', () => {
    target.insertAdjacentHTML('beforeend', template.innerHTML);
    add.disabled = true;
  });
  restart.addEventListener('click', () => {
    window.SiteRuntime?.destroy();
    window.SiteRuntime?.init();
  });
})();
