import type { Page } from '@playwright/test';
import type { JavascriptErrorEvent } from '../../src/api';
import { formatProblems, type PageErrorCollector } from './support/page-errors';
import type { InboxClient, RecordedRequest } from './support/inbox-client';
import { expect, test } from './support/fixtures';
import { waitForInitialisers } from './support/runtime-ready';

const RECORD_ERRORS = '/api/events/RecordJavascriptErrors';
const CRUMB = 'e2e-crumb-value';

// The demo page throws on purpose, so uncaught errors do not fail these tests by themselves;
// each test checks that the page reported nothing but the errors it caused.
test.use({ failOnPageErrors: false });

/** Fails on any page problem other than the demo's own errors and the failed requests a test caused. */
function expectOnlyDemoErrors(pageErrors: PageErrorCollector, extra?: RegExp): void {
  const unexpected = pageErrors
    .all()
    .filter(
      (problem) =>
        !/Demo(:| error| rejection)|Script error/.test(problem.text) &&
        !(extra?.test(problem.text) ?? false),
    );
  expect(unexpected, formatProblems(unexpected)).toEqual([]);
}

/**
 * Opens the demo page with a crumb cookie and, once the runtime and its error reporter are ready, a
 * paused fake clock.
 */
async function openDemo(page: Page, baseURL: string | undefined): Promise<void> {
  await page.context().addCookies([{ name: 'crumb', value: CRUMB, url: baseURL ?? '' }]);
  await page.clock.install();
  // The performance collector asks for its settings once the page is idle. Were that call still
  // out when a test runs the clock ahead, it would time out and report an error of its own.
  const settingsAnswered = page.waitForResponse((response) =>
    response.url().includes('/api/1/performance/settings'),
  );
  await page.goto('/error-reporter.html');
  await waitForInitialisers(page);
  await settingsAnswered;
  // The reporter's pack comes once the page is idle after load: the tests' errors find it there.
  await expect(page.locator('#reporter-log')).toContainText('The reporter is ready');
  // The installed clock flows with real time: stop it, so that only runFor moves it.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

async function sends(inbox: InboxClient): Promise<RecordedRequest[]> {
  return inbox.requestsTo(RECORD_ERRORS);
}

async function sentMessages(inbox: InboxClient): Promise<string[]> {
  return (await sends(inbox)).flatMap((request) =>
    (request.body as JavascriptErrorEvent[]).map((report) => report.data.message),
  );
}

test.describe('error reporter', () => {
  test('a thrown error reaches RecordJavascriptErrors 1 s later, with the crumb header', async ({
    page,
    inbox,
    pageErrors,
    baseURL,
  }) => {
    await openDemo(page, baseURL);
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await page.clock.runFor(999);
    expect(await sends(inbox)).toEqual([]);
    await page.clock.runFor(1);

    await expect.poll(() => sends(inbox)).toHaveLength(1);
    const [request] = await sends(inbox);
    expect(request?.method).toBe('POST');
    expect(request?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-csrf-token': CRUMB,
    });
    const userAgent = await page.evaluate(() => navigator.userAgent);
    expect(request?.body).toEqual([
      {
        event: 'javascript_error',
        data: {
          websiteId: '64f0c2a1b3d4e5f60718293a',
          templateId: 'demo-template',
          url: page.url(),
          userAgent,
          app: 'site-runtime',
          message: 'Demo error #1',
          stack: expect.stringMatching(/^Error: Demo error #1\n\s+at .*error-reporter\.js/),
          file: expect.stringMatching(/\/error-reporter\.js$/),
          line: expect.any(Number),
          column: expect.any(Number),
          custom: { source: 'error', type: 'Error' },
        },
        timestamp: expect.any(Number),
      },
    ]);
    const { line, column } = (request?.body as JavascriptErrorEvent[])[0]?.data ?? {};
    expect(line).toBeGreaterThan(0);
    expect(column).toBeGreaterThan(0);
    await expect(page.locator('#reporter-counts')).toContainText('Sends: 1 of 20.');
    expectOnlyDemoErrors(pageErrors);
  });

  test('the same error is sent once; a rejection and a reported error go in the same send', async ({
    page,
    inbox,
    pageErrors,
    baseURL,
  }) => {
    await openDemo(page, baseURL);
    const twice = page.getByRole('button', { name: 'Throw the same error twice' });
    await twice.click();
    await twice.click();
    await page.getByRole('button', { name: 'Reject a promise' }).click();
    await page
      .getByRole('button', { name: 'Report an error with SiteRuntime.reportError' })
      .click();
    await expect(page.locator('#reporter-counts')).toContainText('Dropped: 3 duplicate(s)');
    await page.clock.runFor(1000);

    await expect.poll(() => sends(inbox)).toHaveLength(1);
    const reports = (await sends(inbox))[0]?.body as JavascriptErrorEvent[];
    expect(reports.map((report) => [report.data.message, report.data.custom])).toEqual([
      ['Demo: the same error, thrown twice', { source: 'error', type: 'TypeError' }],
      ['Demo rejection #1', { source: 'unhandledrejection', type: 'Error' }],
      ['Demo reported error #1', { button: 'report', source: 'report', type: 'Error' }],
    ]);
    expectOnlyDemoErrors(pageErrors);
  });

  test('"Script error." from a cross-origin script is dropped', async ({
    page,
    inbox,
    pageErrors,
    baseURL,
  }) => {
    await openDemo(page, baseURL);
    await page.getByRole('button', { name: 'Load a cross-origin script that throws' }).click();
    await expect(page.locator('#reporter-log')).toContainText('Dropped: “Script error.”');
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await page.clock.runFor(1000);

    await expect.poll(() => sentMessages(inbox)).toEqual(['Demo error #1']);
    await expect(page.locator('#reporter-counts')).toContainText('1 “Script error.”');
    expectOnlyDemoErrors(pageErrors);
  });

  test('at most 20 sends, then reporting is suppressed', async ({
    page,
    inbox,
    pageErrors,
    baseURL,
  }) => {
    await openDemo(page, baseURL);
    const throwButton = page.getByRole('button', { name: 'Throw an error' });
    for (let index = 0; index < 25; index += 1) {
      await throwButton.click();
      await page.clock.runFor(1000);
    }
    await expect.poll(() => sends(inbox).then((list) => list.length)).toBe(20);
    await expect(page.locator('#reporter-counts')).toContainText('Sends: 20 of 20.');
    await expect(page.locator('#reporter-counts')).toContainText('5 suppressed');
    await page.clock.runFor(5000);
    const messages = await sentMessages(inbox);
    expect(messages).toHaveLength(20);
    expect(messages.at(-1)).toBe('Demo error #20');
    expectOnlyDemoErrors(pageErrors);
  });

  test('a 500 from the endpoint drops that send and loops no further', async ({
    page,
    inbox,
    faults,
    pageErrors,
    baseURL,
  }) => {
    await faults.set({ path: RECORD_ERRORS, fault: 500 });
    await openDemo(page, baseURL);
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await page.clock.runFor(1000);
    await expect(page.locator('#reporter-log')).toContainText('failed; they are dropped');

    await page.clock.runFor(65_000);
    await expect(page.locator('#reporter-counts')).toContainText('Failed sends: 1.');
    expect(await sends(inbox)).toHaveLength(1);
    expect(await sentMessages(inbox)).toEqual(['Demo error #1']);
    expectOnlyDemoErrors(pageErrors, /Failed to load resource.*500/);
  });

  test('a 429 pauses sending for 60 s, then the errors go', async ({
    page,
    inbox,
    faults,
    pageErrors,
    baseURL,
  }) => {
    await faults.set({ path: RECORD_ERRORS, fault: 429, times: 1 });
    await openDemo(page, baseURL);
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await page.clock.runFor(1000);
    await expect(page.locator('#reporter-counts')).toContainText('Paused after a 429.');
    await page.getByRole('button', { name: 'Throw an error' }).click();
    await page.clock.runFor(58_000);
    expect(await sends(inbox)).toHaveLength(1);

    await page.clock.runFor(2000);
    await expect.poll(() => sends(inbox).then((list) => list.length)).toBe(2);
    const second = (await sends(inbox))[1]?.body as JavascriptErrorEvent[];
    expect(second.map((report) => report.data.message)).toEqual(['Demo error #1', 'Demo error #2']);
    expectOnlyDemoErrors(pageErrors, /Failed to load resource.*429/);
  });
});
