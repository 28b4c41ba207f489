import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { test as base, expect, type BrowserContext, type Route } from '@playwright/test';
import { FaultClient } from './faults';
import { SESSION_COOKIE } from '../../../fixtures/api/request-info';
import { InboxClient } from './inbox-client';
import { formatProblems, PageErrorCollector } from './page-errors';
import { installPageProbe } from './runtime-ready';

const PLATFORM_VIDEO_CDN = /^https:\/\/video\.squarespace-cdn\.com\//;
const PLATFORM_VIDEO_STAND_IN = path.join(process.cwd(), 'demo/pages/background-loop.webm');

export interface E2EOptions {
  /** Fail the test on uncaught page errors and unexpected console errors. Default true. */
  failOnPageErrors: boolean;
  /**
   * The cookie choice the browser starts with. The banner shows to automated browsers as to
   * anyone, so by default every test starts as a visitor who declined (no banner, nothing tracked
   * without consent). Tests of the banner use `test.use({ consent: null })`; a test may still
   * store a choice itself with storeConsent (a visitor who accepted).
   */
  consent: 'accepted' | 'declined' | null;
}

/**
 * Stores a cookie choice as the banner does (initialisers/cookie-banner/consent-cookie.ts): the
 * spec's `ss_cookieAllowed` and this site's own `__Host-ss_cookieAllowed`, which the runtime
 * reads. The demo server is on 127.0.0.1, a secure context: the `__Host-` cookie is Secure, set
 * through an https address of the same host (Chromium sends it to http on a loopback host).
 */
export async function storeConsent(
  context: BrowserContext,
  baseURL: string,
  accepted: boolean,
): Promise<void> {
  const value = String(accepted);
  const secureUrl = new URL('/', baseURL);
  secureUrl.protocol = 'https:';
  await context.addCookies([
    { name: 'ss_cookieAllowed', value, url: baseURL },
    { name: '__Host-ss_cookieAllowed', value, url: secureUrl.href, secure: true },
  ]);
}

/** Forgets a stored cookie choice (both cookies). */
export async function forgetConsent(context: BrowserContext): Promise<void> {
  await context.clearCookies({ name: 'ss_cookieAllowed' });
  await context.clearCookies({ name: '__Host-ss_cookieAllowed' });
}

export interface E2EFixtures {
  /** This test's fake-API session: the `sr-session` cookie of its browser context. */
  sessionId: string;
  /** Page errors of `page`; allow expected console errors with `allowConsoleErrors`. */
  pageErrors: PageErrorCollector;
  /** What the page sent to the fake platform API in this session. */
  inbox: InboxClient;
  /** Fault injection on the fake platform API for this session. */
  faults: FaultClient;
  /** Requests the page tried to send to hosts other than the demo server (answered locally). */
  externalRequests: string[];
}

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Stand-ins for remote resources by type, so pages that reference remote media (real pages: CDN
 * images, embedded players) render and keep the console calm. Data requests get none: they fail.
 */
const STAND_INS: Record<string, { contentType: string; body: string | Buffer }> = {
  // The smallest transparent GIF.
  image: {
    contentType: 'image/gif',
    body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  },
  document: {
    contentType: 'text/html',
    body: '<!doctype html><title>Remote content (not loaded in tests)</title>',
  },
  script: { contentType: 'text/javascript', body: '' },
  stylesheet: { contentType: 'text/css', body: '' },
};

function isRemote(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && !LOCAL_HOSTS.has(url.hostname);
}

// Each fixture hands its value to the test through `provide` (Playwright's `use`, renamed so the
// React hooks lint rule does not mistake it for React's use()).
export const test = base.extend<E2EFixtures & E2EOptions>({
  failOnPageErrors: [true, { option: true }],
  consent: ['declined', { option: true }],

  // Playwright reads fixture dependencies from the destructuring pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  sessionId: async ({}, provide) => {
    await provide(`e2e-${randomUUID()}`);
  },

  // eslint-disable-next-line no-empty-pattern
  externalRequests: async ({}, provide) => {
    await provide([]);
  },

  context: async ({ context, sessionId, baseURL, externalRequests, consent }, provide) => {
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    await context.addCookies([{ name: SESSION_COOKIE, value: sessionId, url: baseURL }]);
    if (consent !== null) await storeConsent(context, baseURL, consent === 'accepted');
    await context.addInitScript(installPageProbe);
    // Nothing may reach the network: remote requests are recorded and answered locally.
    await context.route(isRemote, async (route: Route) => {
      const request = route.request();
      externalRequests.push(request.url());
      const standIn = STAND_INS[request.resourceType()];
      if (standIn) await route.fulfill({ status: 200, ...standIn });
      else await route.abort('blockedbyclient');
    });
    // The platform's own video CDN (a site's hosted videos, as the real pages' native video blocks
    // name them): first party, not a provider, answered with the demo's short clip as the image
    // CDN is by the photo stand-in. Registered last, so it answers before the rule above.
    await context.route(PLATFORM_VIDEO_CDN, (route: Route) =>
      route.fulfill({ status: 200, contentType: 'video/webm', path: PLATFORM_VIDEO_STAND_IN }),
    );
    await provide(context);
    await context.unrouteAll({ behavior: 'ignoreErrors' });
  },

  // A test's route that still proxies a request when the test ends (a pack the page asked for in
  // its idle period, say) would fail the whole run with an error outside any test: once the test
  // is over, what its routes were still doing no longer counts.
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },

  pageErrors: [
    async ({ page, failOnPageErrors }, provide) => {
      const collector = new PageErrorCollector(page);
      await provide(collector);
      if (failOnPageErrors) {
        const unexpected = collector.unexpected();
        expect(unexpected, `The page reported errors:\n${formatProblems(unexpected)}`).toEqual([]);
      }
    },
    { auto: true },
  ],

  inbox: async ({ request, sessionId }, provide) => {
    await provide(new InboxClient(request, sessionId));
  },

  faults: async ({ request, sessionId }, provide) => {
    const faults = new FaultClient(request, sessionId);
    await provide(faults);
    await faults.clear();
  },
});

export { expect };
