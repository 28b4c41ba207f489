// Demo helper: a button with data-insert-template="<template id>" and
// data-insert-into="<element id>" adds that template's markup to that element when pressed, the
// way an editor or a page transition adds content: parsed as markup, so its scripts do not run by
// themselves (the runtime's blocks decide). The button is then disabled. A plain script from this
// origin, so it also works under the strict Content-Security-Policy page.
(() => {
  'use strict';
  document.addEventListener('click', (event) => {
    const button =
      event.target instanceof Element && event.target.closest('[data-insert-template]');
    if (!button) return;
    const template = document.getElementById(button.getAttribute('data-insert-template') ?? '');
    const target = document.getElementById(button.getAttribute('data-insert-into') ?? '');
    if (!(template instanceof HTMLTemplateElement) || !target) return;
    target.insertAdjacentHTML('beforeend', template.innerHTML);
    button.disabled = true;
  });
})();
