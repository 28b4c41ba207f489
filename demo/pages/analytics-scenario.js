// Analytics demo, before the runtime (its <script defer> comes first): sets up the page the way the
// server and the site would for the scenario in the address. Plain script (CSP-safe).
// - The client tracker's events go to this demo's fake API (`window._sqspEventsUrl`, the
//   platform's own way of setting that endpoint), so they show in the request inbox; with
//   ?events=platform they go to the platform's staging endpoint instead, as on a real site off
//   the platform's domain.
// - ?account=owner renders the context for the signed-in site owner (an administrator, developer
//   mode on so the editor redirect leaves the page alone): analytics are skipped for them and
//   their mouse position is followed.
(() => {
  'use strict';

  const params = new URLSearchParams(window.location.search);
  if (params.get('events') !== 'platform') window._sqspEventsUrl = '/api/v1/events';

  if (params.get('account') !== 'owner') return;
  const element = document.getElementById('site-context');
  if (!element) return;
  const context = JSON.parse(element.textContent ?? '{}');
  context.authenticatedAccount = { id: '5f1e2d3c4b5a69788796a5b4' };
  context.websiteRoles = { [context.website.id]: [1] };
  context.website.developerMode = true;
  element.textContent = JSON.stringify(context);
})();
