import { randomUUID } from 'node:crypto';
import { test as base, expect, type Route } from '@playwright/test';
import { FaultClient } from './faults';
import { SESSION_COOKIE } from '../../../fixtures/api/request-info';
import { InboxClient } from './inbox-client';
import { formatProblems, PageErrorCollector } from './page-errors';
import { installPageProbe } from './runtime-ready';

export interface E2EOptions {
  /** Fail the test on uncaught page errors and unexpected console errors. Default true. */
  failOnPageErrors: boolean;
  /**
   * The consent cookie (`ss_cookieAllowed`) the browser starts with. The banner shows to automated
   * browsers as to anyone, so by default every test starts as a visitor who declined ('0': no
   * banner, nothing tracked without consent). Tests of the banner use `test.use({ consentCookie:
   * null })`; a test may still add '1' itself (a visitor who accepted).
   */
  consentCookie: '0' | '1' | null;
}

const CONSENT_COOKIE = 'ss_cookieAllowed';

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
  consentCookie: ['0', { option: true }],

  // Playwright reads fixture dependencies from the destructuring pattern, even an empty one.
  // eslint-disable-next-line no-empty-pattern
  sessionId: async ({}, provide) => {
    await provide(`e2e-${randomUUID()}`);
  },

  // eslint-disable-next-line no-empty-pattern
  externalRequests: async ({}, provide) => {
    await provide([]);
  },

  context: async ({ context, sessionId, baseURL, externalRequests, consentCookie }, provide) => {
    if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
    await context.addCookies([{ name: SESSION_COOKIE, value: sessionId, url: baseURL }]);
    if (consentCookie !== null) {
      await context.addCookies([{ name: CONSENT_COOKIE, value: consentCookie, url: baseURL }]);
    }
    await context.addInitScript(installPageProbe);
    // Nothing may reach the network: remote requests are recorded and answered locally.
    await context.route(isRemote, async (route: Route) => {
      const request = route.request();
      externalRequests.push(request.url());
      const standIn = STAND_INS[request.resourceType()];
      if (standIn) await route.fulfill({ status: 200, ...standIn });
      else await route.abort('blockedbyclient');
    });
    await provide(context);
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
