// Failed platform calls demo: calls SiteRuntime.platform.multilingual.getSettings() as a template
// script would, once leaving a failure unhandled (the runtime shows the system error) and once
// handling it (the script's own message, no dialog). Plain script (CSP-safe).
(() => {
  'use strict';

  const result = document.getElementById('call-result');
  const unhandled = document.getElementById('call-unhandled');
  const handled = document.getElementById('call-handled');
  if (!result || !unhandled || !handled) return;

  const platform = () => window.SiteRuntime?.platform;
  const show = (text) => {
    result.textContent = text;
  };
  const settingsText = (settings) => `The settings: ${JSON.stringify(settings)}`;

  unhandled.addEventListener('click', () => {
    show('Calling without handling a failure…');
    // No catch: a failure is left to the runtime, which shows the system error.
    void platform()
      ?.multilingual.getSettings()
      .then((settings) => show(settingsText(settings)));
  });

  handled.addEventListener('click', () => {
    show('Calling and handling a failure…');
    platform()
      ?.multilingual.getSettings()
      .then(
        (settings) => show(settingsText(settings)),
        (error) => show(`The script handled the failure itself: ${error.message}`),
      );
  });
})();
