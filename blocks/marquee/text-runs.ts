// The text a marquee draws along its path: one run of every item, measured, then as many more runs
// as fill the path, plus one so the text wraps around unseen. However wide the block (content can
// make it a million pixels) and however small the text, the runs stop at MAX_DRAWN_ITEMS items: a
// path longer than that shows a gap, never a page that stops for seconds building text.
import * as dom from '../../src/lib/dom';

/** Not in the spec: the most items drawn in all (about 30 screens of short words). */
export const MAX_DRAWN_ITEMS = 1000;

/** One run of every item, each after the item spacing (the first of the first run excepted). */
export function itemRun(
  items: readonly string[],
  spacingPx: number,
  first: boolean,
): SVGTSpanElement[] {
  return items.map((item, index) => {
    const tspan = dom.createSvg('tspan');
    tspan.textContent = item;
    if (!(first && index === 0)) tspan.setAttribute('dx', String(spacingPx));
    return tspan;
  });
}

/** How many runs fill `pathLength` with runs of `runLength`, within MAX_DRAWN_ITEMS items. */
export function runsToFill(pathLength: number, runLength: number, itemCount: number): number {
  const needed = Math.ceil(pathLength / Math.max(1, runLength)) + 1;
  const allowed = Math.max(1, Math.floor(MAX_DRAWN_ITEMS / Math.max(1, itemCount)));
  return Number.isFinite(needed) ? Math.max(1, Math.min(needed, allowed)) : allowed;
}

/** Adds the runs after the measured first one, up to `runs` in all. */
export function fillRuns(
  along: SVGTextPathElement,
  items: readonly string[],
  spacingPx: number,
  runs: number,
): void {
  for (let run = 1; run < runs; run += 1) along.append(...itemRun(items, spacingPx, false));
}
