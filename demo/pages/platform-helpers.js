// Platform helpers demo: each button calls one helper of SiteRuntime.platform and shows what came
// back; the request inbox lists what was sent. Plain script (CSP-safe); text goes in with
// textContent only.
(() => {
  'use strict';

  const result = document.getElementById('helper-result');
  const buttons = Array.from(document.querySelectorAll('[data-helper]'));
  if (!result) return;

  const TRACKING = { productPage: 'demo', section: 'platform-helpers' };
  const value = (id) => {
    const input = document.getElementById(id);
    return input instanceof HTMLInputElement ? input.value : '';
  };
  const checked = (id) => {
    const input = document.getElementById(id);
    return input instanceof HTMLInputElement && input.checked;
  };
  let lastPlaceId = 'ChIJD7fiBh9u5kcRYJSMaMOCCwQ';

  const helpers = {
    fullstory: (platform) => platform.fullstory.getId(),
    autocomplete: async (platform) => {
      const answer = await platform.places.autocomplete({ input: value('helper-place') }, TRACKING);
      const first = Array.isArray(answer.predictions) ? answer.predictions[0] : null;
      if (first && typeof first.placeId === 'string') lastPlaceId = first.placeId;
      return answer;
    },
    details: (platform) => platform.places.details({ placeId: lastPlaceId }, TRACKING),
    'details-untracked': (platform) => platform.places.details({ placeId: lastPlaceId }),
    'multilingual-settings': (platform) => platform.multilingual.getSettings(),
    'multilingual-status': (platform) => platform.multilingual.getStatus(),
    'multilingual-languages': (platform) =>
      platform.multilingual.setLanguages(
        value('helper-languages')
          .split(',')
          .map((code) => code.trim())
          .filter(Boolean),
      ),
    'multilingual-disconnect': async (platform) => {
      await platform.multilingual.disconnect();
      return 'Disconnected.';
    },
    'header-footer-get': (platform) => platform.siteHeaderFooter.get(),
    'header-footer-put': (platform) =>
      platform.siteHeaderFooter.put({
        header: { layout: 'centered', sticky: true },
        footer: { columns: 3 },
      }),
    'session-data-set': (platform) => {
      platform.sessionData.set('demo-note', value('helper-note'), { ttlMs: 60_000 });
      return 'Stored under demo-note for 60 seconds.';
    },
    'session-data-get': (platform) => platform.sessionData.get('demo-note'),
    'session-data-remove': (platform) => {
      platform.sessionData.remove('demo-note');
      return 'Removed.';
    },
    'session-info': (platform) => platform.sessionInfo(),
    'session-recording': (platform) => ({
      cpuCores: navigator.hardwareConcurrency,
      decision: platform.sessionRecording({
        toggle: checked('helper-recording-toggle'),
        sampleRate: Number(value('helper-sample-rate')),
      }),
    }),
    uuid: (platform) => platform.generateUuid(),
    'format-message': async (platform) =>
      (await platform.utilities()).formatMessage(value('helper-message'), value('helper-locale'), {
        count: Number(value('helper-count')),
      }),
    'file-size': async (platform) =>
      (await platform.utilities()).formatFileSize(Number(value('helper-bytes'))),
    'relative-time': async (platform) => {
      const now = Date.now();
      return (await platform.utilities()).formatRelativeTime(
        now - Number(value('helper-seconds')) * 1000,
        now,
      );
    },
    'blog-url': async (platform) =>
      (await platform.utilities()).filterBlogUrlFormat(value('helper-blog-format')),
    'currency-name': async (platform) =>
      (await platform.utilities()).currencyName(value('helper-currency')) ?? 'not in the list',
    device: async (platform) => {
      const { device } = await platform.utilities();
      return {
        device: device.current(),
        breakpoint: device.breakpoint(),
        layout: device.layout(),
      };
    },
    routes: async (platform) => {
      const { routes } = await platform.utilities();
      return {
        collectionPanel: routes.collectionPanelPath('65c1bfb1d5460176190be7cb'),
        trialUpgrade: routes.upgradePath(3),
        upgrade: routes.upgradePath(1),
        fileLink: routes.isFileLink('/s/menu.pdf'),
      };
    },
    tween: async (platform) => {
      const fill = document.getElementById('helper-bar-fill');
      const ended = await (
        await platform.utilities()
      ).tween((progress) => {
        if (fill) fill.style.width = `${Math.round(progress * 100)}%`;
      });
      return ended ? 'Tweened to 100%.' : 'Stopped.';
    },
    'wait-for-element': async (platform) => {
      const { waitForElement } = await platform.utilities();
      const parent = document.getElementById('helper-late-parent');
      if (parent) parent.replaceChildren();
      const waiting = waitForElement(parent, '.late-element');
      setTimeout(() => {
        const late = document.createElement('p');
        late.className = 'late-element';
        late.textContent = 'I came late.';
        parent?.append(late);
      }, 300);
      return `Found: ${(await waiting).textContent}`;
    },
  };

  if (!window.SiteRuntime) {
    result.textContent = 'The runtime did not load (/dist/site-runtime.js). Run npm run build.';
    return;
  }

  for (const button of buttons) {
    const label = button.textContent.replace(/\s+/g, ' ').trim();
    button.addEventListener('click', () => {
      result.textContent = `${label}: waiting…`;
      Promise.resolve()
        .then(() => {
          // SiteRuntime.platform comes with the features pack, shortly after the core.
          const { platform } = window.SiteRuntime;
          if (!platform) throw new Error('the page’s features have not started yet');
          return helpers[button.dataset.helper](platform);
        })
        .then(
          (answer) => {
            const text = typeof answer === 'string' ? answer : JSON.stringify(answer, null, 2);
            result.textContent = `${label}: ${text ?? 'nothing'}`;
          },
          (error) => {
            result.textContent = `${label} failed: ${error instanceof Error ? error.message : String(error)}`;
          },
        );
    });
  }
})();
