import type { Page } from '@playwright/test';

// Layout shifts, recorded from the very start of a page (before the runtime runs), for the tests
// that promise nothing moves. The demo's own status panel (its script rewrites the block table
// as states change) is not the page's content: shifts only inside it are left out.

export interface LayoutShift {
  value: number;
  time: number;
  hadRecentInput: boolean;
  /** The start of each shifted node's HTML, to say what moved. */
  nodes: string[];
}

declare global {
  interface Window {
    __layoutShifts?: LayoutShift[];
  }
}

/** An init script (`page.addInitScript(recordLayoutShifts)`); runs in the page. */
export function recordLayoutShifts(): void {
  const shifts: LayoutShift[] = [];
  window.__layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<
      PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: Array<{ node?: Node | null }>;
      }
    >) {
      const sources = entry.sources ?? [];
      const inPanel = (node: Node | null | undefined) =>
        node instanceof Element && node.closest('#runtime-status') !== null;
      if (sources.length > 0 && sources.every((source) => inPanel(source.node))) continue;
      shifts.push({
        value: entry.value,
        time: entry.startTime,
        hadRecentInput: entry.hadRecentInput,
        nodes: sources.map((source) =>
          source.node instanceof Element ? source.node.outerHTML.slice(0, 120) : '?',
        ),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The shifts recorded so far on `page`. */
export function layoutShifts(page: Page): Promise<LayoutShift[]> {
  return page.evaluate(() => window.__layoutShifts ?? []);
}
