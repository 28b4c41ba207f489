import type { BrowserContext, Locator, Page } from '@playwright/test';
import type { FaultKind } from '../../fixtures/api/faults';
import type { JavascriptErrorEvent } from '../../src/api';
import type { InboxClient } from './support/inbox-client';
import { expect, storeConsent, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Fault injection (issue "Benchmarks and quality gates"): every kind of call the runtime makes,
// against every way the fake platform API can fail. For each pair the test checks that the page
// shows what the spec says it shows (and nothing where it says nothing), that the call is made a
// bounded number of times, that the runtime still mounts and runs a block added afterwards, and
// that the same action works again once the API is healthy. Uncaught page errors fail every test
// (support/fixtures.ts); the browser's own "Failed to load resource" lines are expected.
//
// Time is the page's fake clock (page.clock): a 'slow' answer is held by the fake API until the
// client gives up, so the clock is run past the call's time-out instead of waiting for it.

// 110 tests: keep the trace of a failure, but without the DOM snapshots and screenshots that
// would make each of them slower.
test.use({ trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false } });

const FAULTS: readonly FaultKind[] = [
  400,
  401,
  403,
  404,
  429,
  500,
  503,
  'non-json',
  'slow',
  'network',
  'authorizationFail',
];

/** Past every time-out (30 s, 2500 ms), the Trace tick (30 s) and the reporter's 429 pause (60 s). */
const SETTLE_MS = 65_000;
/** A loop would send the same call over and over: no path may be called more often than this. */
const MAX_CALLS_PER_PATH = 4;
/** The request wrapper's default time-out, and the analytics one (spec runtime.md section 9). */
const DEFAULT_TIMEOUT_MS = 30_000;
const ANALYTICS_TIMEOUT_MS = 2500;

const RECORD_EVENT = '/api/events/RecordEvent';
const RECORD_ERRORS = '/api/events/RecordJavascriptErrors';
const SESSION = '/api/site-users/account/session';
const PERFORMANCE_SETTINGS = '/api/1/performance/settings';

/** expect.poll that looks often: every wait here is for the local demo server. */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { intervals: [50] });
}

/**
 * Every /api request the page issued, as "METHOD /path". Counted in the browser, not at the fake
 * API: while the clock runs ahead, a call's own time-out may cut it short before it gets there.
 */
interface IssuedCalls extends Array<string> {
  /** Each call with its address, body and time: what a failed count prints. */
  details: string[];
}

function recordIssuedCalls(page: Page): IssuedCalls {
  const issued: IssuedCalls = Object.assign([], { details: [] });
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    const body = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
    const heartbeat = isHeartbeat(url.pathname, body);
    issued.push(`${request.method()} ${url.pathname}${heartbeat ? ' (heartbeat)' : ''}`);
    issued.details.push(
      `${new Date().toISOString()} ${request.method()} ${request.url()} ${request.postData()?.slice(0, 300) ?? ''}`,
    );
  });
  return issued;
}

/** The data-wrapper message of spec runtime.md section 8 for a failed call to `url`. */
function wrapperMessage(fault: FaultKind, url: string): string | RegExp {
  switch (fault) {
    case 401:
    case 403:
    case 'authorizationFail':
      return 'Unauthorized request.';
    case 500:
      return 'Internal server error. Please try again later.';
    case 503:
      return 'This service is temporarily unavailable. Please try again later.';
    case 'non-json':
      return new RegExp(
        `^Internal Error: Unable to parse server response from \\(${escapeRegExp(url)}\\) as JSON: .+`,
      );
    default:
      // 400 and 404 with a plain-text body, 429, and no answer at all (network, time-out).
      return 'Unable to connect…';
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The system-error overlay (src/ui/system-error.tsx): a modal dialog titled "Error". */
function systemError(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Error' });
}

interface Step {
  page: Page;
  context: BrowserContext;
  inbox: InboxClient;
  fault: FaultKind;
  baseURL: string;
}

/** How many requests of one kind the page issued. */
function issuedCount(issued: readonly string[], { method, path }: CallKind['call']): number {
  return issued.filter((call) => call === `${method} ${path}`).length;
}

interface CallKind {
  name: string;
  /** The demo page that makes the call. */
  url: string;
  /** The fault's path pattern on the fake API. */
  faultPath: string;
  /** The call that is counted: its path and method. */
  call: { path: string; method: string };
  /** The call is made while the page loads: the fault is set before the page opens. */
  atLoad?: boolean;
  /** The call's own time-out: a 'slow' answer is given up after it. */
  timeoutMs: number;
  /** Before the page opens (cookies). */
  prepare?: (step: Step) => Promise<void>;
  /** On the open page, before the fault is set (a call that must succeed first). */
  before?: (step: Step) => Promise<void>;
  /** Makes the call (nothing for calls made at load). */
  trigger: (step: Step) => Promise<void>;
  /** What the visitor sees once the call failed (or, for a few faults, succeeded). */
  expectOutcome: (step: Step) => Promise<void>;
  /** The call is not silent: authorizationFail (or any failure) opens the system-error overlay. */
  systemErrorOn: (fault: FaultKind) => boolean;
  /** How many times the call is made by the trigger and the settle time after it. */
  expectedCalls?: (fault: FaultKind) => number;
  /** The fault API is healthy again: the same action works. */
  later: (step: Step) => Promise<void>;
  /** console.error lines the runtime prints on purpose for this failure. */
  loggedErrors?: RegExp;
}

const never = (): boolean => false;
const onAuthorizationFail = (fault: FaultKind): boolean => fault === 'authorizationFail';

async function acceptCookies({ context, baseURL }: Step): Promise<void> {
  await storeConsent(context, baseURL, true);
}

async function requestCount(inbox: InboxClient, path: string, method: string): Promise<number> {
  return (await inbox.requestsTo(path)).filter(
    (request) => request.method === method && !isHeartbeat(path, request.body),
  ).length;
}

/**
 * A heartbeat (event 10, every 30 s once the visitor has done something) is a RecordHit of its
 * own, not the page view again.
 */
function isHeartbeat(path: string, body: unknown): boolean {
  return path === '/api/census/RecordHit' && (body as { event?: unknown } | null)?.event === '10';
}

// ---------------------------------------------------------------------------------------------
// Analytics (analytics.html, cookies accepted): silent calls. Nothing is shown, nothing retried.

const eventsOutput = (page: Page) => page.locator('#events-output');
const bookTable = (page: Page) => page.getByRole('link', { name: 'Book a table' });

const pageView: CallKind = {
  name: 'census: the page view (RecordHit)',
  url: '/analytics.html',
  faultPath: '/api/census/RecordHit',
  call: { path: '/api/census/RecordHit', method: 'POST' },
  atLoad: true,
  timeoutMs: ANALYTICS_TIMEOUT_MS,
  prepare: acceptCookies,
  trigger: async () => {},
  expectOutcome: async ({ page }) => {
    await expect(page.locator('#tracking-state')).toContainText('Tracking running');
  },
  systemErrorOn: never,
  later: async ({ page, inbox }) => {
    await bookTable(page).click();
    await poll(() => requestCount(inbox, '/api/census/button-click', 'POST')).toBe(1);
  },
};

const buttonCensus: CallKind = {
  name: 'census: button render and click',
  url: '/analytics.html',
  faultPath: '/api/census/button-*',
  call: { path: '/api/census/button-click', method: 'POST' },
  atLoad: true,
  timeoutMs: ANALYTICS_TIMEOUT_MS,
  prepare: acceptCookies,
  trigger: async ({ page }) => {
    await bookTable(page).click();
  },
  expectOutcome: async ({ page, inbox }) => {
    await expect(page).toHaveURL(/#buttons-title$/);
    await poll(() => requestCount(inbox, '/api/census/button-render', 'POST')).toBe(2);
  },
  systemErrorOn: never,
  later: async ({ page, inbox }) => {
    await bookTable(page).click();
    await poll(() => requestCount(inbox, '/api/census/button-click', 'POST')).toBe(2);
  },
};

const recordEvent: CallKind = {
  name: 'events: RecordEvent',
  url: '/analytics.html',
  faultPath: RECORD_EVENT,
  call: { path: RECORD_EVENT, method: 'POST' },
  timeoutMs: ANALYTICS_TIMEOUT_MS,
  prepare: acceptCookies,
  trigger: async ({ page }) => {
    await page.getByRole('button', { name: 'Record an event' }).click();
  },
  expectOutcome: async ({ page, fault }) => {
    await expect(eventsOutput(page)).toHaveText(
      // Success is status 200 or 202 (spec runtime.md section 7), whatever the body.
      fault === 'non-json'
        ? 'Event recorded: the platform accepted it.'
        : 'Event not recorded (tracking not running, or the call failed: see the inbox).',
    );
  },
  systemErrorOn: never,
  later: async ({ page }) => {
    await page.getByRole('button', { name: 'Record an event' }).click();
    await expect(eventsOutput(page)).toHaveText('Event recorded: the platform accepted it.');
  },
};

/**
 * Queues one Trace entry, then flushes it the way a tab switch does: the page is hidden for a
 * moment (visibilitychange to hidden, then back). The 30-second tick is not used: running the
 * clock that far would also run the call's 2500 ms time-out before the request went out.
 */
async function traceAndHide(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Queue a Trace entry' }).click();
  await expect(eventsOutput(page)).toContainText('queued');
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

const trace: CallKind = {
  name: 'events: Trace',
  url: '/analytics.html',
  faultPath: '/api/events/Trace',
  call: { path: '/api/events/Trace', method: 'POST' },
  timeoutMs: ANALYTICS_TIMEOUT_MS,
  prepare: acceptCookies,
  trigger: ({ page }) => traceAndHide(page),
  expectOutcome: async ({ page }) => {
    await expect(page.locator('#tracking-state')).toContainText('Tracking running');
  },
  systemErrorOn: never,
  later: async ({ page, inbox }) => {
    await traceAndHide(page);
    await poll(() => requestCount(inbox, '/api/events/Trace', 'POST')).toBe(2);
    const [, second] = await inbox.requestsTo('/api/events/Trace');
    const entries = JSON.parse((second?.body as { data: string }).data) as unknown[];
    // The failed entry is not sent again: only the new one.
    expect(entries).toMatchObject([{ type: 'demo-trace', data: { count: 2 } }]);
  },
};

// ---------------------------------------------------------------------------------------------
// Error reporter (error-reporter.html): silent; a failed send is dropped, a 429 pauses it.

const reporterLog = (page: Page) => page.locator('#reporter-log');
const reportButton = (page: Page) =>
  page.getByRole('button', { name: 'Report an error with SiteRuntime.reportError' });

const javascriptErrors: CallKind = {
  name: 'events: RecordJavascriptErrors',
  url: '/error-reporter.html',
  faultPath: RECORD_ERRORS,
  call: { path: RECORD_ERRORS, method: 'POST' },
  timeoutMs: DEFAULT_TIMEOUT_MS,
  trigger: async ({ page }) => {
    await reportButton(page).click();
    // The reporter sends 1 s after the last error.
    await page.clock.runFor(1000);
  },
  expectOutcome: async ({ page, fault }) => {
    const outcome =
      fault === 429
        ? 'The endpoint answered 429: sending pauses for 60 s'
        : // A text call: an HTML answer with status 200 is a success.
          fault === 'non-json'
          ? 'Sent 1 error(s)'
          : 'The send of 1 error(s) failed; they are dropped, not retried';
    await expect(reporterLog(page).locator('li').first()).toHaveText(outcome);
  },
  systemErrorOn: never,
  // After a 429 the refused errors go again when the 60 s pause ends (and meet the fault again).
  expectedCalls: (fault) => (fault === 429 ? 2 : 1),
  later: async ({ page, inbox, fault }) => {
    if (fault === 429) {
      // The second 429 (at the end of the first pause) started a second pause.
      await expect(reporterLog(page).getByText('The endpoint answered 429')).toHaveCount(2);
    }
    await reportButton(page).click();
    // Sent 1 s after the error, or when the pause ends.
    await page.clock.runFor(fault === 429 ? 61_000 : 1000);
    await poll(async () =>
      (await inbox.requestsTo(RECORD_ERRORS)).flatMap((request) =>
        Array.isArray(request.body)
          ? (request.body as JavascriptErrorEvent[]).map((event) => event.data.message)
          : [],
      ),
    ).toContain('Demo reported error #2');
    await expect(reporterLog(page).locator('li').first()).toHaveText(/^Sent \d error\(s\)$/);
  },
};

// ---------------------------------------------------------------------------------------------
// Performance settings (performance.html): a failure stops collection and is reported once.

function performanceStopReason(fault: FaultKind): string {
  if (fault === 'slow') return 'Metric settings request timeout';
  // No answer, or an answer without a pageLoadId (an HTML page).
  if (fault === 'network' || fault === 'non-json') return 'unable to resolve pageLoadId';
  return 'XHR finished with an unexpected status';
}

const performanceSettings: CallKind = {
  name: 'performance settings',
  url: '/performance.html',
  faultPath: PERFORMANCE_SETTINGS,
  call: { path: PERFORMANCE_SETTINGS, method: 'GET' },
  atLoad: true,
  timeoutMs: DEFAULT_TIMEOUT_MS,
  trigger: async () => {},
  expectOutcome: async ({ page, inbox, fault }) => {
    const reason = performanceStopReason(fault);
    await expect(page.locator('#perf-state')).toHaveText(
      `Collection stopped: ${reason}. Nothing will be sent.`,
    );
    await page.clock.runFor(1000);
    await poll(async () =>
      (await inbox.requestsTo(RECORD_ERRORS)).flatMap(
        (request) => request.body as JavascriptErrorEvent[],
      ),
    ).toMatchObject([{ data: { message: reason, custom: { feature: 'performance' } } }]);
  },
  systemErrorOn: never,
  later: async ({ page, inbox }) => {
    expect(await inbox.requestsTo('/api/1/performance/records')).toEqual([]);
    // A new init() asks again, and collection starts.
    await page.evaluate(() => {
      window.SiteRuntime?.destroy();
      window.SiteRuntime?.init();
    });
    await expect(page.locator('#perf-state')).toHaveText(/^Collecting\. pageLoadId: \w{24}$/);
  },
};

// ---------------------------------------------------------------------------------------------
// Site-user accounts (accounts.html): the message shows beside the form; input is kept.

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('correct horse');
  await page.getByLabel('Password').press('Enter');
}

const signInKind: CallKind = {
  name: 'site-user sign-in',
  url: '/accounts.html',
  faultPath: SESSION,
  call: { path: SESSION, method: 'POST' },
  timeoutMs: DEFAULT_TIMEOUT_MS,
  trigger: ({ page }) => signIn(page),
  expectOutcome: async ({ page, fault, baseURL }) => {
    await expect(page.locator('#sign-in-error')).toHaveText(
      wrapperMessage(fault, `${baseURL}${SESSION}`),
    );
    await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(page.getByLabel('Password')).toHaveValue('correct horse');
    await expect(page.locator('#session-state')).toHaveText(
      'Signed out: store.session.xsrfToken is null.',
    );
  },
  systemErrorOn: onAuthorizationFail,
  later: async ({ page }) => {
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.locator('#sign-in-done')).toHaveText('Signed in.');
    await expect(page.locator('#sign-in-error')).toHaveText('');
  },
};

const signOutKind: CallKind = {
  name: 'site-user sign-out',
  url: '/accounts.html',
  faultPath: SESSION,
  call: { path: SESSION, method: 'DELETE' },
  timeoutMs: DEFAULT_TIMEOUT_MS,
  before: async ({ page }) => {
    await signIn(page);
    await expect(page.locator('#sign-in-done')).toHaveText('Signed in.');
  },
  trigger: async ({ page }) => {
    await page.getByRole('button', { name: 'Sign out' }).click();
  },
  expectOutcome: async ({ page, fault, baseURL }) => {
    if (fault === 'non-json') {
      // A text call: the answer's body is not read, so an HTML page with status 200 succeeds.
      await expect(page.locator('#sign-out-done')).toHaveText('Signed out.');
      return;
    }
    await expect(page.locator('#sign-out-error')).toHaveText(
      wrapperMessage(fault, `${baseURL}${SESSION}?cloneCart=false`),
    );
    // Still signed in: the visitor may try again.
    await expect(page.locator('#session-state')).toHaveText(/^Signed in/);
  },
  systemErrorOn: onAuthorizationFail,
  later: async ({ page, fault }) => {
    if (fault === 'non-json') {
      await signIn(page);
      await expect(page.locator('#sign-in-done')).toHaveText('Signed in.');
    }
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.locator('#sign-out-done')).toHaveText('Signed out.');
    await expect(page.locator('#session-state')).toHaveText(/^Signed out/);
  },
};

// ---------------------------------------------------------------------------------------------
// Logout (editor.html, a logged-in editor; Shift+Escape): every failure shows the system-error
// overlay and keeps the account on the page. Logout is a text call: an HTML answer succeeds.

const EDITOR_PAGE = '/editor.html?scenario=editor&noredirect';

async function shiftEscape(page: Page): Promise<void> {
  await page.locator('h1').click();
  await page.keyboard.press('Shift+Escape');
}

const logoutKind: CallKind = {
  name: 'account logout',
  url: EDITOR_PAGE,
  faultPath: '/api/auth/Logout',
  call: { path: '/api/auth/Logout', method: 'POST' },
  timeoutMs: DEFAULT_TIMEOUT_MS,
  trigger: ({ page }) => shiftEscape(page),
  expectOutcome: async ({ page, fault, baseURL }) => {
    if (fault === 'non-json') {
      await page.waitForURL(`${baseURL}/?logout=true`);
      await expect(page.getByRole('status').filter({ hasText: 'Logout Successful' })).toBeVisible();
      return;
    }
    const text =
      fault === 'network' || fault === 'slow'
        ? 'Unable to connect to the product. Please try again.'
        : wrapperMessage(fault, `${baseURL}/api/auth/Logout`);
    await expect(systemError(page)).toContainText(text);
    expect(page.url()).toBe(`${baseURL}${EDITOR_PAGE}`);
  },
  systemErrorOn: (fault) => fault !== 'non-json',
  later: async ({ page, fault, baseURL }) => {
    if (fault === 'non-json') return; // Logged out already.
    await shiftEscape(page);
    await page.waitForURL(`${baseURL}/?logout=true`);
  },
  loggedErrors: /Logout failed/,
};

// ---------------------------------------------------------------------------------------------
// A generic call (requests.html): GET /api/site-header-footer through SiteRuntime.request.
// The page's buttons set their own fault through /__control/faults before calling; the test
// holds those control calls so that the fault under test stays, and presses "No fault", which
// only calls and shows the result.

const isFaultControl = (url: URL): boolean => url.pathname === '/__control/faults';
const requestResult = (page: Page) => page.locator('#request-result');
const noFaultButton = (page: Page) => page.getByRole('button', { name: 'No fault' });

const genericRequest: CallKind = {
  name: 'generic request (SiteRuntime.request)',
  url: '/requests.html',
  faultPath: '/api/site-header-footer',
  call: { path: '/api/site-header-footer', method: 'GET' },
  timeoutMs: DEFAULT_TIMEOUT_MS,
  trigger: async ({ page }) => {
    await page.route(isFaultControl, (route) => route.fulfill({ status: 204 }));
    await noFaultButton(page).click();
  },
  expectOutcome: async ({ page, fault, baseURL }) => {
    const message = wrapperMessage(fault, `${baseURL}/api/site-header-footer`);
    const shown = typeof message === 'string' ? escapeRegExp(message) : message.source.slice(1);
    await expect(requestResult(page)).toHaveText(
      new RegExp(`^No fault: Failed \\(\\w+, status \\d+\\)\\. Message: ${shown}`),
    );
    await expect(requestResult(page)).toContainText('Requests sent: 1.');
    await page.unroute(isFaultControl);
  },
  systemErrorOn: onAuthorizationFail,
  later: async ({ page }) => {
    await noFaultButton(page).click();
    await expect(requestResult(page)).toContainText('No fault: Succeeded.');
  },
};

const CALL_KINDS: readonly CallKind[] = [
  pageView,
  buttonCensus,
  recordEvent,
  trace,
  javascriptErrors,
  performanceSettings,
  signInKind,
  signOutKind,
  logoutKind,
  genericRequest,
];

// ---------------------------------------------------------------------------------------------

const LATE_BLOCK_ID = 'block-after-faults';

/**
 * Adds an accordion block after the failures: the runtime must still mount it, and its header
 * must still open it. Then takes it off the page and puts it back (issue 11): it mounts again,
 * closed as the server drew it, and still opens.
 */
async function expectLateBlockToWork(page: Page): Promise<void> {
  await page.evaluate((id) => {
    const block = document.createElement('div');
    block.className = 'sqs-block accordion-block sqs-block-accordion';
    block.dataset.blockType = '69';
    block.id = id;
    block.innerHTML = `
      <div class="sqs-block-content">
        <ul class="accordion-items-container">
          <li class="accordion-item">
            <h3 class="accordion-item__title-wrapper">
              <button class="accordion-item__click-target" aria-expanded="false">
                <span class="accordion-item__title">Still working?</span>
              </button>
            </h3>
            <div class="accordion-item__dropdown">
              <div class="accordion-item__description"><p>Yes.</p></div>
            </div>
          </li>
        </ul>
      </div>`;
    (document.querySelector('main') ?? document.body).prepend(block);
    // Accordions mount when they come into view.
    block.scrollIntoView({ block: 'center' });
  }, LATE_BLOCK_ID);
  const state = () =>
    page.evaluate(
      (id) => window.SiteRuntime?.blocks().find((block) => block.id === id)?.state ?? null,
      LATE_BLOCK_ID,
    );
  const header = page.locator(`#${LATE_BLOCK_ID}`).getByRole('button', { name: 'Still working?' });
  await poll(state).toBe('mounted');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`#${LATE_BLOCK_ID}`).getByText('Yes.')).toBeVisible();

  await page.evaluate((id) => {
    const block = document.getElementById(id);
    (window as unknown as { detached?: HTMLElement | null }).detached = block;
    block?.remove();
  }, LATE_BLOCK_ID);
  await poll(state).toBe(null);
  await page.evaluate(() => {
    const block = (window as unknown as { detached?: HTMLElement | null }).detached;
    if (block) (document.querySelector('main') ?? document.body).prepend(block);
  });
  await poll(state).toBe('mounted');
  await expect(header).toHaveAttribute('aria-expanded', 'false');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
}

/** No API call was issued more than MAX_CALLS_PER_PATH times in this test. */
function expectNoLoop(issued: readonly string[]): void {
  const counts = new Map<string, number>();
  for (const call of issued) counts.set(call, (counts.get(call) ?? 0) + 1);
  const repeated = [...counts].filter(([, count]) => count > MAX_CALLS_PER_PATH);
  expect(repeated, 'calls issued more than a few times').toEqual([]);
}

for (const kind of CALL_KINDS) {
  test.describe(`faults: ${kind.name}`, () => {
    for (const fault of FAULTS) {
      test(`${String(fault)}: shown as the spec says, not repeated, the page keeps working`, async ({
        page,
        context,
        inbox,
        faults,
        pageErrors,
        baseURL,
      }) => {
        if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
        const step: Step = { page, context, inbox, fault, baseURL };
        // The browser logs every failed answer itself.
        pageErrors.allowConsoleErrors(/Failed to load resource/);
        if (kind.loggedErrors) pageErrors.allowConsoleErrors(kind.loggedErrors);
        const setFault = () => faults.set({ path: kind.faultPath, fault });
        const issued = recordIssuedCalls(page);
        const received = () => requestCount(inbox, kind.call.path, kind.call.method);

        await kind.prepare?.(step);
        await page.clock.install();
        if (kind.atLoad) await setFault();
        // Every demo page's performance collector asks for its settings once the page is idle.
        // Running the clock ahead while that call is still out would time it out and add an
        // error report of its own: the other calls wait until it has its answer.
        const settingsAnswered =
          kind.call.path === PERFORMANCE_SETTINGS
            ? null
            : page.waitForResponse((response) => response.url().includes(PERFORMANCE_SETTINGS));
        await page.goto(kind.url);
        await waitForRuntimeReady(page);
        await settingsAnswered;
        await kind.before?.(step);
        // A call made at load is counted from nothing; another from what came before it.
        let callsBefore = 0;
        if (!kind.atLoad) {
          callsBefore = await received();
          await setFault();
        }

        await kind.trigger(step);
        await poll(received).toBe(callsBefore + 1);
        // The fake API holds a slow answer until the client gives up at its time-out.
        if (fault === 'slow') await page.clock.runFor(kind.timeoutMs + 1000);
        await kind.expectOutcome(step);

        const dialogs = kind.systemErrorOn(fault) ? 1 : 0;
        await expect(systemError(page)).toHaveCount(dialogs);
        if (dialogs === 1) {
          await systemError(page).getByRole('button', { name: 'Clear' }).click();
          await expect(systemError(page)).toHaveCount(0);
        }
        await expect(page.getByRole('dialog')).toHaveCount(0);

        // Nothing is sent again and again, however long the page stays open.
        await page.clock.runFor(SETTLE_MS);
        const expected = callsBefore + (kind.expectedCalls?.(fault) ?? 1);
        await poll(() => issuedCount(issued, kind.call))
          .toBe(expected)
          .catch((error: Error) => {
            throw new Error(`${error.message}\nCalls issued:\n${issued.details.join('\n')}`);
          });
        await poll(received).toBe(expected);
        expect(issuedCount(issued, kind.call)).toBe(expected);
        expectNoLoop(issued);

        await expectLateBlockToWork(page);
        await faults.clear();
        await kind.later(step);
      });
    }
  });
}
