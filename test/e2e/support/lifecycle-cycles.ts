import type { Locator, Page } from '@playwright/test';
import type { BlockInfo } from '../../../src/runtime/types';
import { expect, test } from './fixtures';
import { countResources, installResourceProbe } from './resource-probe';
import { waitForInitialisers, waitForRuntimeReady } from './runtime-ready';

// The destroy()/init() leak check, shared by every page that has one: the page boots, the runtime
// is destroyed, and what the page then holds (listeners, observers, timers, React roots, counted
// through resource-probe.ts) is the baseline. After CYCLES rounds of init() and destroy() the
// page must hold exactly that again, and its HTML must be the server's after every destroy().

// Every case alternates what it does between even and odd cycles, and a leak of even one resource
// per cycle shows as a count above the baseline: ten cycles see each path five times.
const CYCLES = 10;

/** One demo page (or one state of it) to cycle. */
export interface LifecycleCase {
  /** The page's path, with whatever query the case needs. */
  path: string;
  /** Shown in the test title after the path, e.g. "after the visitor accepted". */
  variant?: string;
  /** Before the page loads: viewport, cookies, init scripts. */
  before?: (page: Page, baseURL: string) => Promise<void>;
  /** After the first boot, before the baseline: what the visitor did first. */
  afterFirstBoot?: (page: Page) => Promise<void>;
  /**
   * The UI the runtime draws on this page: visible after each init() (unless `drawnAtInit` is
   * false), and gone at once after each destroy().
   */
  drawn?: (page: Page) => Locator;
  /** False when the UI must stay away at init() (a choice made earlier); default true. */
  drawnAtInit?: boolean;
  /**
   * Whether the feature runs, read in the page: true after each init(), false after destroy().
   * For features that draw nothing.
   */
  running?: () => boolean;
  /** In each cycle, between init() and destroy(): what a visitor or the page does meanwhile. */
  whileRunning?: (page: Page, cycle: number) => Promise<void>;
  /** In each cycle, right after destroy(): what must hold once the runtime is gone. */
  afterDestroy?: (page: Page, cycle: number) => Promise<void>;
  /**
   * Elements whose content the page's own demo scripts write (their text is not compared with
   * the server's). The status panel (#runtime-status) and the page context (#site-context, which
   * some demo scripts rewrite before boot) are always left out.
   */
  pageOutputs?: string[];
}

/** Left out of every HTML comparison: written by the demo pages' own scripts. */
const ALWAYS_PAGE_OUTPUTS = ['#runtime-status', '#site-context'];

/** The performance pack arrives once the page is idle after load; it reads its settings then. */
function isPerformanceSettings(url: string): boolean {
  return url.includes('/api/1/performance/settings');
}

/**
 * The document's HTML (head and body) with the page scripts' outputs emptied: the live document,
 * or, given the server's HTML, that document as the browser parses it.
 */
function documentHtml(page: Page, outputs: string[], serverHtml?: string): Promise<string> {
  return page.evaluate(
    ({ outputs: selectors, serverHtml: html }) => {
      const root =
        html === undefined
          ? (document.documentElement.cloneNode(true) as HTMLElement)
          : new DOMParser().parseFromString(html, 'text/html').documentElement;
      for (const selector of selectors) {
        root.querySelectorAll(selector).forEach((element) => element.replaceChildren());
      }
      return root.innerHTML;
    },
    { outputs, serverHtml },
  );
}

/**
 * init(), then wait until it is ready, every initialiser has run (the idle ones too) and every
 * block it found has settled.
 */
async function init(page: Page, blockCount: number): Promise<BlockInfo[]> {
  await page.evaluate(() => {
    if (window.__srProbe) {
      window.__srProbe.ready = false;
      window.__srProbe.initialised = false;
    }
    window.SiteRuntime?.init();
  });
  await page.waitForFunction((count) => {
    const blocks = window.SiteRuntime?.blocks() ?? [];
    return (
      window.__srProbe?.ready === true &&
      window.__srProbe.initialised &&
      blocks.length === count &&
      blocks.every((block) => block.state !== 'pending')
    );
  }, blockCount);
  return page.evaluate(() => window.SiteRuntime?.blocks() ?? []);
}

async function destroy(page: Page): Promise<void> {
  await page.evaluate(() => window.SiteRuntime?.destroy());
}

function isRunning(page: Page, running: () => boolean): Promise<boolean> {
  return page.evaluate(running);
}

/** The checks of one running runtime: its UI drawn (or not), its feature on. */
async function expectRunning(page: Page, spec: LifecycleCase): Promise<void> {
  if (spec.drawn) {
    if (spec.drawnAtInit === false) await expect(spec.drawn(page)).toHaveCount(0);
    else await expect(spec.drawn(page)).toBeVisible();
  }
  // Polled: features of urgency 'idle' start after the ready event that init() waits for.
  if (spec.running)
    await expect.poll(() => isRunning(page, spec.running as () => boolean)).toBe(true);
}

/** Right after destroy(), with no waiting: nothing of the runtime is left. */
async function expectStopped(page: Page, spec: LifecycleCase): Promise<void> {
  if (spec.drawn) expect(await spec.drawn(page).count()).toBe(0);
  if (spec.running) expect(await isRunning(page, spec.running)).toBe(false);
}

/** The test title of a case. */
function lifecycleTitle(spec: LifecycleCase): string {
  const variant = spec.variant ? ` (${spec.variant})` : '';
  return `${spec.path}${variant}: ${CYCLES} cycles leave no listener, observer, timer, React root or element behind`;
}

/** Runs the leak check of one case on `page` (a fresh one: it adds the resource probe). */
export async function expectCleanCycles(
  page: Page,
  baseURL: string,
  spec: LifecycleCase,
): Promise<void> {
  const outputs = [...ALWAYS_PAGE_OUTPUTS, ...(spec.pageOutputs ?? [])];
  await spec.before?.(page, baseURL);
  await page.addInitScript(installResourceProbe);
  // web-vitals listens for the rest of the page's life once its pack ran: baseline after that.
  const collecting = page.waitForRequest((request) => isPerformanceSettings(request.url()));
  const response = await page.goto(spec.path);
  if (!response) throw new Error(`No response for ${spec.path}`);
  const serverHtml = await documentHtml(page, outputs, await response.text());
  const firstBoot = await waitForRuntimeReady(page);
  await waitForInitialisers(page);
  await collecting;
  await spec.afterFirstBoot?.(page);
  await expectRunning(page, spec);

  await destroy(page);
  await expectStopped(page, spec);
  expect(await documentHtml(page, outputs)).toBe(serverHtml);
  // The page's own scripts (the status panel) keep theirs: compare against this.
  const baseline = await countResources(page);
  expect(baseline.reactRoots).toBe(0);

  for (let cycle = 0; cycle < CYCLES; cycle += 1) {
    await init(page, firstBoot.length);
    await expectRunning(page, spec);
    await spec.whileRunning?.(page, cycle);
    await destroy(page);
    await expectStopped(page, spec);
    await spec.afterDestroy?.(page, cycle);
    expect(await documentHtml(page, outputs), `HTML after destroy() ${cycle + 1}`).toBe(serverHtml);
  }
  // Polled: a page script's own short timer (a reply, a re-render) may still be pending. A leak is
  // anything more than the baseline; one fewer is a one-off listener of the page or of a library
  // (a `once` listener) that fired meanwhile, which a loaded machine sometimes shows.
  await expect
    .poll(async () => {
      const now = await countResources(page);
      return (Object.keys(baseline) as Array<keyof typeof baseline>).filter(
        (kind) => now[kind] > baseline[kind],
      );
    })
    .toEqual([]);
  expect((await countResources(page)).reactRoots).toBe(0);

  // And it still works afterwards, with the same outcome as the first boot.
  const blocks = await init(page, firstBoot.length);
  expect(blocks.map((block) => block.state)).toEqual(firstBoot.map((block) => block.state));
  await expectRunning(page, spec);
}

/** One test per case: the table-driven form of expectCleanCycles. */
export function describeLifecycleCycles(title: string, cases: LifecycleCase[]): void {
  test.describe(title, () => {
    for (const spec of cases) {
      test(lifecycleTitle(spec), async ({ page, baseURL }) => {
        test.setTimeout(120_000);
        if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
        await expectCleanCycles(page, baseURL, spec);
      });
    }
  });
}
