// Dialogs demo: opens the runtime's shared UI through SiteRuntime.ui. Plain script (CSP-safe).
(() => {
  'use strict';

  const result = document.getElementById('dialog-result');
  const buttons = Array.from(document.querySelectorAll('[data-dialog]'));
  if (!result) return;

  const actions = {
    alert: (ui) =>
      ui
        .showAlert({ title: 'Changes saved', message: 'Your changes to the menu were saved.' })
        .then(() => 'The alert was closed.'),
    confirm: (ui) =>
      ui
        .showConfirm({
          title: 'Remove this item?',
          message: 'Remove “Blue mug” from your cart?',
          confirmLabel: 'Remove',
          cancelLabel: 'Keep it',
        })
        .then((confirmed) => `The confirmation was answered: ${confirmed ? 'Remove' : 'Keep it'}.`),
    info: (ui) =>
      ui
        .showInfo({ title: 'Good to know', message: 'Orders placed before noon ship today.' })
        .then(() => 'The information notice hid itself.'),
    'network-error': (ui) =>
      ui.showSystemError({ variant: 'network' }).then(() => 'The network error was closed.'),
    'generic-error': (ui) =>
      ui
        .showSystemError({
          variant: 'generic',
          message: 'Unexpected token < in JSON at position 0',
          url: '/api/widget/GetWidgetRendering',
          format: 'JSON',
        })
        .then(() => 'The system error was closed.'),
  };

  function currentUi() {
    const ui = window.SiteRuntime && window.SiteRuntime.ui;
    return ui && typeof ui.showAlert === 'function' ? ui : null;
  }

  if (!currentUi()) {
    result.textContent = window.SiteRuntime
      ? 'This build of the runtime does not expose SiteRuntime.ui.'
      : 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    for (const button of buttons) button.disabled = true;
    return;
  }

  for (const button of buttons) {
    const label = button.textContent.replace(/\s+/g, ' ').trim();
    button.addEventListener('click', () => {
      const action = actions[button.dataset.dialog];
      const ui = currentUi();
      if (!action || !ui) return;
      result.textContent = `${label}: open.`;
      action(ui).then(
        (text) => {
          result.textContent = text;
        },
        (error) => {
          result.textContent = `The dialog could not open: ${error instanceof Error ? error.message : String(error)}`;
        },
      );
    });
  }
})();
