import type { Page } from '@playwright/test';
import { ERROR_REPORTER_STATUS_EVENT } from '../../initialisers/error-reporter/constants';
import { BRIDGE_CLOSED } from '../../initialisers/native-bridge/constants';
import { PERFORMANCE_STATUS_EVENT } from '../../initialisers/performance/constants';
import { expect, forgetConsent, storeConsent } from './support/fixtures';
import { describeLifecycleCycles, type LifecycleCase } from './support/lifecycle-cycles';

// destroy() and init(), 50 times, on the demo page of every page-level feature: nothing may be
// left behind (see support/lifecycle-cycles.ts). The blocks' pages are in lifecycle.spec.ts, the
// overlays and bars in overlays.spec.ts.

declare global {
  interface Window {
    /** How the test's requests of one cycle settled (dialogs, native bridge). */
    __srCycleOutcomes?: string[];
    /** Collectors that got their pageLoadId: one per init() that ran long enough. */
    __srPerformanceStarts?: number;
  }
}

const cookieBar = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** A first-time visitor: without the consent cookie the browser tests start with, the banner asks. */
async function noChoiceYet(page: Page): Promise<void> {
  await forgetConsent(page.context());
}

async function giveConsent(page: Page, baseURL: string): Promise<void> {
  await storeConsent(page.context(), baseURL, true);
}

/** How the calls the test made in this cycle settled (window.__srCycleOutcomes). */
function outcomes(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__srCycleOutcomes ?? []);
}

const cases: LifecycleCase[] = [
  {
    path: '/cookie-banner.html',
    before: noChoiceYet,
    variant: 'banner drawn',
    drawn: cookieBar,
    pageOutputs: ['#consent-state', '#tracking-cookies'],
  },
  {
    path: '/cookie-banner.html',
    before: noChoiceYet,
    variant: 'after the visitor accepted: no banner until they open their preferences',
    afterFirstBoot: async (page) => {
      await cookieBar(page).getByRole('button', { name: 'Accept all' }).click();
      await expect(cookieBar(page)).toHaveCount(0);
    },
    drawn: cookieBar,
    drawnAtInit: false,
    whileRunning: async (page, cycle) => {
      await page.getByRole('button', { name: 'Cookie preferences' }).click();
      await expect(cookieBar(page)).toBeVisible();
      // Every other cycle the visitor chooses again; the others end with the bar open.
      if (cycle % 2 === 1) {
        await cookieBar(page).getByRole('button', { name: 'Accept all' }).click();
        await expect(cookieBar(page)).toHaveCount(0);
      }
    },
    pageOutputs: ['#consent-state', '#tracking-cookies'],
  },
  {
    path: '/cookie-banner-popup.html',
    before: noChoiceYet,
    variant: 'modal popup drawn',
    drawn: (page) => page.getByRole('dialog', { name: 'Cookie consent' }),
    // The page's gtag stand-in lists every Consent Mode call.
    pageOutputs: ['#gtag-log'],
  },
  {
    path: '/analytics.html',
    variant: 'consent given: tracking runs',
    before: giveConsent,
    running: () => window.SiteRuntime?.analytics?.isTracking() === true,
    // A Trace entry waits in the queue (30 s timer) when destroy() comes.
    whileRunning: async (page, cycle) => {
      await page.evaluate((n) => window.SiteRuntime?.analytics?.trace('lifecycle', { n }), cycle);
    },
    pageOutputs: [
      '#tracking-state',
      '#visitor-cookies',
      '#events-output',
      '#tracking-ids',
      '#owner-output',
      '#mouse-position',
    ],
  },
  {
    path: '/error-reporter.html',
    // A reported error waits for the 1 s debounce when destroy() comes; afterwards nobody listens.
    whileRunning: async (page, cycle) => {
      expect(await reportAndWatch(page, `Lifecycle error ${cycle}`)).toEqual(['queued']);
    },
    afterDestroy: async (page, cycle) => {
      expect(await reportAndWatch(page, `Lifecycle error ${cycle}, after destroy()`)).toEqual([]);
    },
    pageOutputs: ['#reporter-counts', '#reporter-log'],
  },
  {
    path: '/editor.html',
    running: () => window.SiteRuntime?.editor?.redirectDecision() != null,
    pageOutputs: ['.editor-facts', '#editor-logout-result'],
  },
  {
    path: '/dialogs.html',
    variant: 'every kind of dialog open at destroy()',
    // The UI host's one container, with React's listeners on it, is made at the first dialog and
    // kept for the page's life (src/lib/root-container.ts): part of the baseline.
    afterFirstBoot: openEveryDialog,
    whileRunning: openEveryDialog,
    afterDestroy: async (page) => {
      expect(await page.getByRole('dialog').count()).toBe(0);
      // Each promise settled as if the visitor cancelled.
      expect((await outcomes(page)).sort()).toEqual([
        'alert: undefined',
        'confirm: false',
        'info: undefined',
        'system error: undefined',
      ]);
    },
    pageOutputs: ['#dialog-result'],
  },
  {
    path: '/native-bridge.html',
    variant: 'a request waiting for the app at destroy()',
    running: () => window.SiteRuntime?.nativeBridge?.platform() === 'bridge',
    whileRunning: async (page, cycle) => {
      await page.evaluate(() => {
        const settled: string[] = [];
        window.__srCycleOutcomes = settled;
        window.SiteRuntime?.nativeBridge?.info().then(
          () => settled.push('resolved'),
          (error: unknown) => settled.push(error instanceof Error ? error.message : 'rejected'),
        );
      });
      // The app (demo/pages/native-bridge.js) got it; its answer comes 300 ms later.
      await expect(page.locator('#bridge-app-log li')).toHaveCount(cycle + 1);
    },
    afterDestroy: async (page) => {
      await expect.poll(() => outcomes(page)).toEqual([BRIDGE_CLOSED]);
    },
    pageOutputs: ['#bridge-platform', '#bridge-result', '#bridge-app-log'],
  },
  {
    path: '/accounts.html',
    variant: 'a signed-in site user',
    afterFirstBoot: async (page) => {
      await page.evaluate(() =>
        window.SiteRuntime?.accounts?.signIn({ email: 'ada@example.com', password: 'secret' }),
      );
    },
    // init() gives the stored xsrfToken back to the store; destroy() empties the store.
    running: () => Boolean(window.SiteRuntime?.store.getState().session.xsrfToken),
    pageOutputs: [
      '#session-state',
      '#sign-in-error',
      '#sign-in-done',
      '#sign-out-error',
      '#sign-out-done',
    ],
  },
  {
    path: '/platform-helpers.html',
    pageOutputs: ['#helper-result'],
  },
  {
    path: '/performance.html',
    variant: 'the collector started in every cycle',
    before: async (page) => {
      await page.addInitScript((eventName) => {
        window.__srPerformanceStarts = 0;
        document.addEventListener(eventName, (event) => {
          const { detail } = event as CustomEvent<{ kind?: string } | null>;
          if (detail?.kind === 'settings') window.__srPerformanceStarts! += 1;
        });
      }, PERFORMANCE_STATUS_EVENT);
    },
    // Each collector, the first boot's included, gets its pageLoadId before destroy().
    afterFirstBoot: (page) => collectorsStarted(page, 1),
    whileRunning: (page, cycle) => collectorsStarted(page, cycle + 2),
    pageOutputs: ['#perf-state', '#perf-metric-rows', '#perf-flushes'],
  },
  {
    path: '/csp-strict.html',
    variant: 'every feature at once, under a strict CSP',
    before: async (page) => {
      await noChoiceYet(page);
      // Narrow enough for the mobile info bar as well.
      await page.setViewportSize({ width: 800, height: 800 });
    },
    drawn: cookieBar,
    pageOutputs: ['#csp-output'],
  },
];

/** Opens an information notice, an alert, a confirmation and a system error, all at once. */
async function openEveryDialog(page: Page): Promise<void> {
  await page.evaluate(() => {
    const ui = window.SiteRuntime?.ui;
    if (!ui) throw new Error('SiteRuntime.ui is missing');
    const settled: string[] = [];
    window.__srCycleOutcomes = settled;
    const keep = (name: string, promise: Promise<unknown>) =>
      void promise.then((value) => settled.push(`${name}: ${String(value)}`));
    keep('info', ui.showInfo({ message: 'An information notice' }));
    keep('alert', ui.showAlert({ title: 'An alert', message: 'Alert text' }));
    keep('confirm', ui.showConfirm({ title: 'A confirmation', message: 'Sure?' }));
    keep('system error', ui.showSystemError({ variant: 'network' }));
  });
  await expect(page.getByRole('status').filter({ hasText: 'An information notice' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(3);
  // The page behind the modal ones is inert; destroy() must give it back (HTML compared).
  expect(await page.locator('main').evaluate((main) => main.closest('[inert]') !== null)).toBe(
    true,
  );
}

/** Reports an error through SiteRuntime.reportError; returns what the error reporter said. */
function reportAndWatch(page: Page, message: string): Promise<string[]> {
  return page.evaluate(
    ({ text, eventName }) => {
      const kinds: string[] = [];
      const watch = (event: Event) => {
        const { detail } = event as CustomEvent<{ kind?: string } | null>;
        kinds.push(String(detail?.kind));
      };
      document.addEventListener(eventName, watch);
      window.SiteRuntime?.reportError(new Error(text));
      document.removeEventListener(eventName, watch);
      return kinds;
    },
    { text: message, eventName: ERROR_REPORTER_STATUS_EVENT },
  );
}

/** Waits until `count` performance collectors in all got their pageLoadId. */
async function collectorsStarted(page: Page, count: number): Promise<void> {
  await page.waitForFunction((n) => window.__srPerformanceStarts === n, count);
}

describeLifecycleCycles('page-level features: destroy() and init()', cases);
