// Widgets demo: with ?owner=1 the page context becomes that of a logged-in site owner, before the
// runtime reads it (this deferred script runs first), so QA sees the table-booking blocks'
// "Preview Only" alert. The page adds noredirect, so the owner is not sent to the editor.
(() => {
  'use strict';

  const params = new URLSearchParams(window.location.search);
  if (params.get('owner') !== '1') return;
  if (!params.has('noredirect')) {
    params.set('noredirect', '');
    window.location.replace(`${window.location.pathname}?${params}`);
    return;
  }
  const element = document.getElementById('site-context');
  if (!element?.textContent) return;
  const context = JSON.parse(element.textContent);
  context.authenticatedAccount = { id: 'demo-owner' };
  context.websiteRoles = { 'demo-owner': [1] };
  element.textContent = JSON.stringify(context);
})();
