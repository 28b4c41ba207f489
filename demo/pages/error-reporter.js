// Error reporter demo: buttons that cause each kind of error the reporter sends, and a live view
// of what it did (the site-runtime:error-reporter events). Plain script (CSP-safe); all text goes
// in with textContent.
(() => {
  'use strict';

  // Loaded once more, from the other loopback host, by the cross-origin button: throwing here is
  // an error in a cross-origin script, which the page only sees as "Script error.".
  const self = document.currentScript;
  if (self instanceof HTMLScriptElement && new URL(self.src).searchParams.has('throw')) {
    throw new Error('Demo: an error inside a cross-origin script');
  }

  const LOG_LENGTH = 15;
  const counts = document.getElementById('reporter-counts');
  const log = document.getElementById('reporter-log');
  const runtime = window.SiteRuntime;
  if (!counts || !log) return;
  if (!runtime) {
    counts.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    return;
  }

  const numbers = { throw: 0, reject: 0, report: 0 };
  const dropped = { duplicate: 0, 'script-error': 0, 'queue-full': 0, suppressed: 0 };
  let failedSends = 0;

  function throwSameError() {
    throw new TypeError('Demo: the same error, thrown twice');
  }

  /** The other name of this loopback server, so that the script is cross-origin. */
  function otherOrigin() {
    const host = window.location.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
    return `${window.location.protocol}//${host}:${window.location.port}`;
  }

  const actions = {
    throw() {
      numbers.throw += 1;
      throw new Error(`Demo error #${numbers.throw}`);
    },
    reject() {
      numbers.reject += 1;
      void Promise.reject(new Error(`Demo rejection #${numbers.reject}`));
    },
    'throw-twice'() {
      // Two separate uncaught errors from the same place: the second is a duplicate.
      queueMicrotask(throwSameError);
      queueMicrotask(throwSameError);
    },
    report() {
      numbers.report += 1;
      runtime.reportError(new Error(`Demo reported error #${numbers.report}`), {
        button: 'report',
      });
    },
    'cross-origin'() {
      const script = document.createElement('script');
      script.src = `${otherOrigin()}/error-reporter.js?throw=1`;
      script.addEventListener('load', () => script.remove());
      script.addEventListener('error', () => script.remove());
      document.head.append(script);
    },
  };

  document.querySelector('main')?.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest('[data-action]') : null;
    const action = button && actions[button.getAttribute('data-action')];
    if (action) action();
  });

  const describeChange = (change) => {
    switch (change.kind) {
      case 'queued':
        return `Queued: ${change.message}`;
      case 'duplicate':
        return `Dropped as a duplicate: ${change.message}`;
      case 'script-error':
        return `Dropped: “${change.message}” (a cross-origin script)`;
      case 'queue-full':
        return `Dropped, 10 errors already wait: ${change.message}`;
      case 'suppressed':
        return `Suppressed, 20 sends were made: ${change.message}`;
      case 'sent':
        return `Sent ${change.count} error(s)`;
      case 'send-failed':
        return `The send of ${change.count} error(s) failed; they are dropped, not retried`;
      case 'paused':
        return 'The endpoint answered 429: sending pauses for 60 s';
      case 'ready':
        return 'The reporter is ready (its pack came after load, or with the first error)';
      default:
        return change.kind;
    }
  };

  document.addEventListener('site-runtime:error-reporter', (event) => {
    const change = event.detail;
    if (change.kind in dropped) dropped[change.kind] += 1;
    if (change.kind === 'send-failed') failedSends += 1;
    counts.textContent =
      `Queued: ${change.queued}. Sends: ${change.sends} of 20.` +
      `${change.paused ? ' Paused after a 429.' : ''} ` +
      `Dropped: ${dropped.duplicate} duplicate(s), ${dropped['script-error']} “Script error.”, ` +
      `${dropped['queue-full']} over the queue limit, ${dropped.suppressed} suppressed. ` +
      `Failed sends: ${failedSends}.`;
    const item = document.createElement('li');
    item.textContent = describeChange(change);
    log.prepend(item);
    while (log.children.length > LOG_LENGTH) log.lastElementChild?.remove();
  });
})();
