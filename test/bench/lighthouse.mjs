// Lighthouse through its Node API, with its defaults (mobile), on every demo page served by the
// demo server, or on the generated bench page when there is no demo server. Debian's Chromium is
// launched once, by chrome-launcher, and the runs go one at a time.
import { BUDGETS } from './budgets.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { listDemoPages, startDemoServer } from './demo-server.mjs';
import { elapsedMs, log, note } from './log.mjs';
import { stats } from './report.mjs';
import { withoutContentHash } from './pack-names.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/** { lighthouse, launch }, or { error } when the packages are not installed. */
export async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, { launch }] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    return { lighthouse, launch };
  } catch (error) {
    return { error: error.message.split('\n')[0] };
  }
}

/** Bytes transferred per script path, from the network-requests audit. */
function scriptTransfers(lhr) {
  const transfers = {};
  for (const request of lhr.audits['network-requests']?.details?.items ?? []) {
    if (request.resourceType !== 'Script') continue;
    let key;
    try {
      key = withoutContentHash(new URL(request.url).pathname);
    } catch {
      key = request.url;
    }
    transfers[key] = (transfers[key] ?? 0) + (request.transferSize ?? 0);
  }
  return transfers;
}

function figuresOf(lhr) {
  const score = (id) => lhr.categories[id]?.score ?? null;
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  const scripts = scriptTransfers(lhr);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    scriptTransferBytes: Object.values(scripts).reduce((sum, bytes) => sum + bytes, 0),
    scriptTransfers: scripts,
    // Why a score is below 1: the failed audits that count in these categories.
    failedAudits: CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
    ),
    runtimeError: lhr.runtimeError?.message ?? null,
    // The host's CPU speed as Lighthouse measured it before this run (cpu-calibration.mjs).
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    cpuSlowdownMultiplier: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
  };
}

/**
 * Launches Chromium for Lighthouse: { run(url, flags) → figures, close() }. `flags` narrow what
 * runs (onlyCategories, onlyAudits); the demo pages' categories by default.
 */
export async function openLighthouse({ lighthouse, launch }) {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'],
  });
  const killOnExit = () => chrome.kill();
  process.once('exit', killOnExit);
  return {
    async run(url, flags = { onlyCategories: CATEGORIES }) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        // The screenshot only illustrates an HTML report, which the bench does not write; taking
        // it costs about a second a run.
        disableFullPageScreenshot: true,
        ...flags,
      });
      return figuresOf(result.lhr);
    },
    close: () => {
      process.off('exit', killOnExit);
      return chrome.kill();
    },
  };
}

/** The pages to run on: the demo pages on the demo server, else `fallbackUrl`. */
async function targets(projectRoot, fallbackUrl) {
  const pages = await listDemoPages(projectRoot);
  const demo =
    pages.length > 0 ? await startDemoServer(projectRoot) : { error: 'no demo/pages/*.html' };
  if (demo.error) {
    note(`No demo server (${demo.error}): Lighthouse runs on the generated bench page only`);
    return { urls: [fallbackUrl], stop: async () => undefined };
  }
  log(`Demo server on ${demo.origin}: ${pages.length} demo pages`);
  return { urls: pages.map((page) => `${demo.origin}/${page}`), stop: demo.stop };
}

/** How far a page's median performance score is from its budget: the nearer, the less sure. */
function distanceFromBudget(runs) {
  const { median } = stats(runs.map((r) => r.performance));
  return median === null ? Infinity : Math.abs(median - BUDGETS.lighthouse.performance);
}

/** Whether the runs so far land on both sides of the performance budget. */
function straddlesBudget(runs) {
  const scores = runs.map((r) => r.performance);
  const limit = BUDGETS.lighthouse.performance;
  return scores.some((s) => s < limit) && scores.some((s) => s >= limit);
}

/**
 * A run on every page; a second run on every page, nearest to the budget first; a third on the
 * pages whose runs disagree about the budget. Extra runs stop when the bench as a whole would go
 * past `deadlineMs`.
 */
async function runPages(lighthouse, urls, deadlineMs) {
  const results = Object.fromEntries(urls.map((url) => [url, []]));
  let lastRunMs = 0;
  const runOnce = async (url) => {
    const started = Date.now();
    let f;
    try {
      f = await lighthouse.run(url);
    } catch (error) {
      note(`Lighthouse could not run on ${url}: ${error.message}`);
      return;
    } finally {
      lastRunMs = Date.now() - started;
    }
    results[url].push(f);
    log(
      `Lighthouse ${new URL(url).pathname}: performance ${f.performance}, accessibility ` +
        `${f.accessibility}, best practices ${f.bestPractices}, ` +
        `TBT ${Math.round(f.totalBlockingTimeMs)} ms`,
    );
  };
  const byDoubt = (list) =>
    [...list].sort((a, b) => distanceFromBudget(results[a]) - distanceFromBudget(results[b]));

  /** One more run on each of `list` while time allows; false when time ran out. */
  const runEach = async (list) => {
    for (const url of list) {
      if (elapsedMs() + lastRunMs > deadlineMs) {
        note(
          'Lighthouse: fewer runs than planned on some pages, to keep the bench within its time',
        );
        return false;
      }
      await runOnce(url);
    }
    return true;
  };

  // Every page gets its first run, whatever the time.
  for (const url of urls) await runOnce(url);
  if (await runEach(byDoubt(urls))) {
    await runEach(byDoubt(urls.filter((u) => straddlesBudget(results[u]))));
  }
  return results;
}

/**
 * Runs Lighthouse as described at the top. Resolves to { [url]: [figures, ...] }, or null when
 * lighthouse or chrome-launcher cannot be imported.
 */
export async function measureLighthouse({ projectRoot, fallbackUrl, deadlineMs }) {
  const modules = await loadLighthouse();
  if (modules.error) {
    note(
      `Lighthouse skipped: lighthouse and chrome-launcher cannot be imported (${modules.error}). ` +
        'Add lighthouse@12.2.3 and chrome-launcher to devDependencies.',
    );
    return null;
  }
  const { urls, stop } = await targets(projectRoot, fallbackUrl);
  let lighthouse = null;
  try {
    lighthouse = await openLighthouse(modules);
    return await runPages(lighthouse, urls, deadlineMs);
  } finally {
    await lighthouse?.close();
    await stop();
  }
}
