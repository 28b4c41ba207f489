// Which units the first screen shows, read in the first frame (./first-frame.ts), where the layout
// is fresh and a box costs no layout of its own. Units come in document order, which is the order
// of the page from top to bottom but for the odd sidebar: once a run of units has started below
// the screen, the rest are below it too, and the reading stops there, so a page of thousands of
// blocks costs no more than one of ten. The rest mount as they come near (mount-scheduler.ts).
import { VISIBLE_ROOT_MARGIN_PX } from './mount-scheduler';

/** Units in a row that start below the screen before the rest are taken to be below it too. */
export const BELOW_SCREEN_RUN = 8;

/** The units whose element is within the screen (and its visible margin), in their order. */
export function unitsOnFirstScreen<Unit extends { readonly element: Element }>(
  units: Iterable<Unit>,
  viewportHeight: number,
): Unit[] {
  const onScreen: Unit[] = [];
  let belowInARow = 0;
  for (const unit of units) {
    const box = unit.element.getBoundingClientRect();
    // Not displayed (no box): it says nothing about where the page goes.
    if (box.width === 0 && box.height === 0) continue;
    if (box.top >= viewportHeight + VISIBLE_ROOT_MARGIN_PX) {
      belowInARow += 1;
      if (belowInARow >= BELOW_SCREEN_RUN) break;
      continue;
    }
    belowInARow = 0;
    if (box.bottom > -VISIBLE_ROOT_MARGIN_PX) onScreen.push(unit);
  }
  return onScreen;
}
