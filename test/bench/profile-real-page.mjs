// Where the runtime's time goes on a real page: `node test/bench/profile-real-page.mjs <page>
// [loads]` (after `npm run build`) loads the runtime variant of fixtures/real-pages/<page>.html,
// served with gzip as the bench serves it, at 4x CPU with V8's sampling profiler, until every
// initialiser (idle ones too) has run and the network is quiet. Each sample's frames in dist/ are
// mapped through the source maps to the original module and function, and the per-load time
// (inclusive and self) of the busiest ones is printed. The bench says which task is long; this
// says which code makes it long. With PROFILE_TASK=longest, only the samples of each load's
// longest stretch of work (no idle sample in it: one task, or tasks back to back) are counted,
// and V8's own entries ((program), (garbage collector)) and other scripts are listed too.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { launchBrowser, VIEWPORT } from './chromium.mjs';
import { answerPlatformCall, openRealPageServing } from './real-page-serving.mjs';
import { listRealPages, writeRealPageVariants } from './real-page-variants.mjs';
import { startStaticServer } from './server.mjs';
import { frameMapper } from './source-frames.mjs';
import { CPU_THROTTLING_RATE } from './tasks.mjs';

const SAMPLING_INTERVAL_US = 200;
const TOP = 25;
const WAIT_MS = 60_000;

const projectRoot = path.resolve(import.meta.dirname, '..', '..');
const distDir = path.join(projectRoot, 'dist');

/** Maps a profile call frame of a dist/ file to "module:line function"; null for other code. */
function profileFrameMapper() {
  const map = frameMapper(distDir);
  // A profile's call frames count lines and columns from 0.
  return (frame) =>
    map({
      url: frame.url,
      line: frame.lineNumber + 1,
      column: frame.columnNumber,
      functionName: frame.functionName,
    });
}

const LONGEST_ONLY = process.env.PROFILE_TASK === 'longest';

/** The sample indexes of the longest run of samples with no idle one among them. */
function longestBusyStretch(profile, idleIds) {
  let best = { from: 0, to: -1, ms: 0 };
  let from = 0;
  let ms = 0;
  profile.samples.forEach((id, i) => {
    if (idleIds.has(id)) {
      from = i + 1;
      ms = 0;
      return;
    }
    ms += (profile.timeDeltas[i + 1] ?? 0) / 1000;
    if (ms > best.ms) best = { from, to: i, ms };
  });
  return best;
}

/** Adds one load's profile to `inclusive` and `self` (milliseconds per mapped function). */
async function addProfile(profile, mapFrame, inclusive, self) {
  const parentOf = new Map();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  const labels = new Map();
  const idleIds = new Set();
  for (const node of profile.nodes) {
    const { functionName, url } = node.callFrame;
    if (functionName === '(idle)') idleIds.add(node.id);
    const mapped = await mapFrame(node.callFrame);
    // In the longest stretch, what is not ours counts too: that is often what makes it long.
    const other = functionName.startsWith('(')
      ? functionName
      : `${url || '(native)'} ${functionName}`;
    labels.set(node.id, mapped ?? (LONGEST_ONLY ? other : null));
  }
  const stretch = LONGEST_ONLY ? longestBusyStretch(profile, idleIds) : null;
  if (stretch) console.log(`longest stretch of work: ${stretch.ms.toFixed(1)} ms`);
  profile.samples.forEach((leaf, i) => {
    if (stretch && (i < stretch.from || i > stretch.to)) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const seen = new Set();
    let leafMapped = false;
    for (let id = leaf; id !== undefined; id = parentOf.get(id)) {
      const label = labels.get(id);
      if (!label) continue;
      if (!leafMapped) {
        self.set(label, (self.get(label) ?? 0) + ms);
        leafMapped = true;
      }
      if (!seen.has(label)) inclusive.set(label, (inclusive.get(label) ?? 0) + ms);
      seen.add(label);
    }
  });
}

async function profileLoad(browser, url, mapFrame, inclusive, self) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(() => {
      document.addEventListener('site-runtime:initialised', () => {
        window.__benchInitialised = true;
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING_RATE });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: SAMPLING_INTERVAL_US });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.waitForFunction(() => window.__benchInitialised === true, null, {
      timeout: WAIT_MS,
    });
    await page.waitForLoadState('networkidle', { timeout: WAIT_MS });
    const { profile } = await cdp.send('Profiler.stop');
    await addProfile(profile, mapFrame, inclusive, self);
  } finally {
    await context.close();
  }
}

function printTop(title, totals, loads) {
  console.log(`\n${title} (ms per load, ${CPU_THROTTLING_RATE}x CPU, mean of ${loads} loads)`);
  const rows = [...totals.entries()].sort((a, b) => b[1] - a[1]).slice(0, TOP);
  for (const [label, ms] of rows) console.log(`${(ms / loads).toFixed(1).padStart(8)}  ${label}`);
}

async function main() {
  const [name, loadsArg = '3'] = process.argv.slice(2);
  const loads = Number(loadsArg);
  if (!name || !Number.isInteger(loads) || loads < 1) {
    const pages = await listRealPages(projectRoot);
    throw new Error(`Usage: profile-real-page.mjs <page> [loads]; pages: ${pages.join(', ')}`);
  }
  const [page] = await listRealPages(projectRoot, [name]);
  const workDir = await mkdtemp(path.join(os.tmpdir(), 'site-runtime-profile-'));
  // Served as the bench serves it: the page's stylesheets and the image stand-in beside it, the
  // platform's calls answered 404.
  const beside = await openRealPageServing(projectRoot);
  const server = await startStaticServer(
    [{ prefix: '/dist/', dir: distDir }, { prefix: '/real/', dir: workDir }, beside.assetsMount],
    { gzip: true, respond: answerPlatformCall },
  );
  const browser = await launchBrowser();
  try {
    const variants = await writeRealPageVariants(
      projectRoot,
      workDir,
      '/real/',
      page,
      beside.serving,
    );
    beside.learn(variants.html);
    const { urls } = variants;
    const mapFrame = profileFrameMapper();
    const inclusive = new Map();
    const self = new Map();
    for (let load = 0; load < loads; load += 1) {
      await profileLoad(browser, server.origin + urls.runtime, mapFrame, inclusive, self);
    }
    console.log(`Runtime code on ${page} (${server.origin + urls.runtime})`);
    printTop('Inclusive time', inclusive, loads);
    printTop('Self time', self, loads);
  } finally {
    await browser.close();
    await server.close();
    await beside.close();
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[profile] ${error.stack ?? error}`);
  process.exitCode = 1;
});
