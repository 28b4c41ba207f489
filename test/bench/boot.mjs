// Boot to all blocks mounted: the runtime page against the React floor page, loaded in turns so
// that both see the same machine noise.
import { openPage, readFigures } from './chromium.mjs';
import { format, log, note } from './log.mjs';
import { FLOOR_SCRIPT, RUNTIME_SCRIPT } from './page.mjs';
import { countBy } from './report.mjs';

const BOOT_RUNS = 5;

/** One unthrottled load of a bench page until every block reached a final state. */
async function measureBoot(browser, url, scriptPath) {
  const { context, page, mounted } = await openPage(browser);
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await mounted;
    return await readFigures(page, scriptPath);
  } finally {
    await context.close();
  }
}

/**
 * One load of the runtime page (it also warms the browser up): the ids of the blocks the runtime
 * mounted, how many blocks of each type ended in each state, and the page's height once mounted.
 */
export async function inspectRuntimePage(browser, url, expectedBlocks) {
  const { context, page, mounted } = await openPage(browser);
  let found;
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    await mounted;
    found = await page.evaluate(() => ({
      blocks: window.SiteRuntime.blocks(),
      height: document.documentElement.scrollHeight,
    }));
  } finally {
    await context.close();
  }
  const states = countBy(found.blocks, (b) => `${b.type} ${b.state}`);
  log(`The runtime lists ${found.blocks.length} blocks: ${JSON.stringify(states)}`);
  if (found.blocks.length !== expectedBlocks) {
    note(`The runtime lists ${found.blocks.length} blocks of the ${expectedBlocks} on the page`);
  }
  for (const failed of found.blocks.filter((b) => b.state === 'failed').slice(0, 3)) {
    note(`Block ${failed.id} (${failed.type}) failed: ${failed.error}`);
  }
  const mountedIds = new Set(found.blocks.filter((b) => b.state === 'mounted').map((b) => b.id));
  return { mountedIds, states, height: found.height };
}

/** BOOT_RUNS loads of each page, alternating: { runtime: [figures], floor: [figures] }. */
export async function measureBootSeries(browser, runtimeUrl, floorUrl) {
  const runtime = [];
  const floor = [];
  for (let run = 1; run <= BOOT_RUNS; run += 1) {
    runtime.push(await measureBoot(browser, runtimeUrl, RUNTIME_SCRIPT));
    floor.push(await measureBoot(browser, floorUrl, FLOOR_SCRIPT));
    log(
      `Boot run ${run}: runtime ${format.ms(runtime.at(-1).bootMs)}, ` +
        `React floor ${format.ms(floor.at(-1).bootMs)}`,
    );
  }
  return { runtime, floor };
}
