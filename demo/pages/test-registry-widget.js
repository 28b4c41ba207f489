// Offline stand-in for the registry provider's widget script (blocks/registry/assumed.ts): it
// replaces each `a.zola-registry-embed` on the page with a small labelled list, the way the real
// script replaces it with its registry frame. Plain script (CSP-safe).
(() => {
  'use strict';

  document.querySelectorAll('a.zola-registry-embed').forEach((link) => {
    const key = link.getAttribute('data-registry-key') || '';
    const list = document.createElement('ul');
    list.className = 'sr-test-widget';
    list.setAttribute('aria-label', `Test Zola registry of ${key}`);
    list.dataset.registryKey = key;
    ['Linen sheets', 'Tea set', 'Honeymoon fund'].forEach((gift) => {
      const item = document.createElement('li');
      item.textContent = gift;
      list.appendChild(item);
    });
    link.replaceWith(list);
  });
})();
