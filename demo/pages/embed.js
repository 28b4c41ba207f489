// Embed demo: adds the real drawn embed as markup, the way an editor or a page transition adds
// content (its script does not run by itself).
(() => {
  'use strict';
  const template = document.getElementById('late-embed');
  const target = document.getElementById('late-embed-target');
  const add = document.getElementById('add-embed');
  if (!template || !target || !add) return;
  add.addEventListener('click', () => {
    target.insertAdjacentHTML('beforeend', template.innerHTML);
    add.disabled = true;
  });
})();
