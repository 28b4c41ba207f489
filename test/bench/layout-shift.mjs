// The layout shift of a real page after the point where the runtime starts, with the runtime and
// without it (the page alone, the timing marks only), at a desktop's width and at Lighthouse's
// phone, in three kinds of loads (DESIGN.md, Budgets: "in loads scrolled before and after its
// packs arrive"):
// - not scrolled: the visitor reads the first screen; the load ends once the network is quiet;
// - scrolled through at once: the wheel goes down a screen at a time from the moment the document
//   is parsed, before the packs arrive, so what lays out late does so in view;
// - scrolled through once settled: the same, once the network is quiet (the packs arrived and
//   every block in reach mounted), then until every block is in a final state.
// All at 4x CPU, untraced, as the task series's loads are. The desktop load scrolled at once is the
// task series itself (tasks.mjs: three traced loads each way); this module makes the other five,
// one load each way. What the runtime adds in a kind of load is its shift less the page's own; when
// the load with the runtime shifts nothing, there is nothing to take off and the page alone is not
// loaded.
import { openPage, PHONE, readFigures, VIEWPORT } from './chromium.mjs';
import { format, log } from './log.mjs';
import { END_MARK_SCRIPT, RUNTIME_SCRIPT } from './page.mjs';
import { CPU_THROTTLING_RATE, scrollThrough } from './tasks.mjs';

export const SHIFT_WIDTHS = [
  { key: 'desktop', label: 'desktop 1280x800', device: { viewport: VIEWPORT } },
  { key: 'phone', label: 'phone 412x823', device: PHONE },
];
export const SHIFT_SCROLLS = [
  { key: 'none', label: 'not scrolled' },
  { key: 'early', label: 'scrolled through at once' },
  { key: 'late', label: 'scrolled through once settled' },
];
/** The kind of load the task series (tasks.mjs) already makes. */
export const TASK_SERIES_LOAD = { width: 'desktop', scroll: 'early' };

const QUIET_TIMEOUT_MS = 30_000;
/** How long to keep watching once the page is quiet or mounted, for the shifts that follow. */
const SETTLE_MS = 1000;

/** Until no request has been open for half a second (at most QUIET_TIMEOUT_MS). */
async function waitQuiet(page) {
  await page.waitForLoadState('networkidle', { timeout: QUIET_TIMEOUT_MS }).catch(() => undefined);
}

/**
 * One load of `url` (a probed variant) at `width`, scrolled as `scroll` says through `height`
 * pixels: { cls, shiftedBlocks } after the point `scriptPath` marks.
 */
async function measureShiftLoad(browser, url, scriptPath, { width, scroll, height }) {
  const { context, page, mounted } = await openPage(browser, {
    cpuThrottlingRate: CPU_THROTTLING_RATE,
    device: width.device,
  });
  try {
    await page.goto(url, { waitUntil: 'domcontentloaded' });
    if (scroll.key === 'early') {
      await scrollThrough(page, height, width.device.viewport);
      await mounted;
    } else {
      await waitQuiet(page);
      if (scroll.key === 'late') {
        await scrollThrough(page, height, width.device.viewport);
        await mounted;
      }
    }
    await page.waitForTimeout(SETTLE_MS);
    const { cls, shiftedBlocks } = await readFigures(page, scriptPath);
    return { cls, shiftedBlocks };
  } finally {
    await context.close();
  }
}

/**
 * Every kind of load but the task series's, each once with the runtime (`runtimeUrl`) and, when
 * that load shifted, once without (`templateUrl`): [{ width, scroll, runtime: { cls,
 * shiftedBlocks }, template: { cls, shiftedBlocks } or null }]. `heights` is the page's height at
 * each width ({ desktop, phone }), from earlier loads.
 */
export async function measureShiftLoads(browser, { runtimeUrl, templateUrl }, heights) {
  const loads = [];
  for (const width of SHIFT_WIDTHS) {
    for (const scroll of SHIFT_SCROLLS) {
      if (width.key === TASK_SERIES_LOAD.width && scroll.key === TASK_SERIES_LOAD.scroll) continue;
      const how = { width, scroll, height: heights[width.key] };
      const runtime = await measureShiftLoad(browser, runtimeUrl, RUNTIME_SCRIPT, how);
      const template =
        runtime.cls > 0 ? await measureShiftLoad(browser, templateUrl, END_MARK_SCRIPT, how) : null;
      loads.push({ width: width.key, scroll: scroll.key, runtime, template });
      log(
        `  ${width.label}, ${scroll.label}: layout shift after the runtime started ` +
          `${format.shift(runtime.cls)}` +
          (template ? `, without it ${format.shift(template.cls)}` : ''),
      );
    }
  }
  return loads;
}

/** "phone 412x823, scrolled through at once", for a load's { width, scroll } keys. */
export function describeShiftLoad({ width, scroll }) {
  const w = SHIFT_WIDTHS.find((x) => x.key === width)?.label ?? width;
  const s = SHIFT_SCROLLS.find((x) => x.key === scroll)?.label ?? scroll;
  return `${w}, ${s}`;
}
