// Offline stand-in for the social provider's follow script (blocks/follow-button/assumed.ts):
// `twttr.widgets.load(element)` marks each `a.twitter-follow-button` in it as drawn, the way the
// real script swaps in its own button. Plain script (CSP-safe); styles through element.style.
(() => {
  'use strict';

  function load(root) {
    (root || document).querySelectorAll('a.twitter-follow-button').forEach((link) => {
      if (link.dataset.testFollowDrawn) return;
      link.dataset.testFollowDrawn = 'true';
      link.style.display = 'inline-block';
      link.style.padding = '4px 12px';
      link.style.borderRadius = '999px';
      link.style.background = '#0b3d91';
      link.style.color = '#fff';
    });
  }
  window.twttr = { widgets: { load } };
})();
