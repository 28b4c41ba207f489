import type { Page } from '@playwright/test';
import { runAxe } from './support/axe';
import { realPagePaths } from './support/demo-pages';
import { expect, test } from './support/fixtures';
import { PHONE, settledControllers } from './support/phone-menu';
import { openWithRuntimeHeld, waitForRuntimeReady } from './support/runtime-ready';

// Issue 19 asks for Lighthouse accessibility 1.0 on every real page with the runtime. What a page
// fails on its own (its headings, its author's colours, its links without the template's
// stylesheet) is the page's; what the runtime adds is ours. So each real page, at a phone's and a
// desktop's width, is checked twice in one load: with its server HTML alone (the runtime's script
// held back) and again once the runtime has settled. Every element axe faults the second time
// must have been faulted for that rule the first time, itself or inside the same block (a block
// the runtime renders has new elements for the same content).
//
// axe runs with Lighthouse's target-size rule on, where the page has its stylesheet: without it
// every link of the page is a 17px line, and a well-sized button the runtime draws beside one
// only moves the fault to its neighbour. `region` is left out (Lighthouse does not score it): a
// control the runtime names, say an icon link, becomes content its template left outside the
// landmarks. The runtime's own UI has its landmarks checked by its widgets' tests.

/** Where the first check writes, on each element it faults, the rules it faults it for. */
const BEFORE = 'data-test-a11y-before';
const BEFORE_INSIDE = 'data-test-a11y-before-inside';

function axeOptions(styled: boolean) {
  return { rules: { 'target-size': { enabled: styled }, region: { enabled: false } } };
}

/** Whether a stylesheet of the page's own (not an empty stand-in for a remote one) applies. */
function hasOwnStylesheet(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    Array.from(document.styleSheets).some((sheet) => {
      try {
        return sheet.ownerNode instanceof HTMLLinkElement && sheet.cssRules.length > 0;
      } catch {
        return false; // another origin's sheet: the tests' stand-ins for remote ones are empty
      }
    }),
  );
}

/** The first check: marks each faulted element, and the block around it, with the rule's id. */
async function markWhatThePageFails(page: Page, styled: boolean): Promise<void> {
  const violations = await runAxe(page, axeOptions(styled));
  await page.evaluate(
    ({ found, before, inside }) => {
      const add = (element: Element, attribute: string, id: string) =>
        element.setAttribute(attribute, `${element.getAttribute(attribute) ?? ''} ${id}`.trim());
      for (const { id, targets } of found) {
        for (const target of targets) {
          const element = document.querySelector(target);
          if (!element) continue;
          add(element, before, id);
          const block = element.closest('.sqs-block, [data-definition-name]');
          if (block) add(block, inside, id);
        }
      }
    },
    { found: violations, before: BEFORE, inside: BEFORE_INSIDE },
  );
}

/** The second check: what axe faults that the page did not fail on its own. */
async function whatTheRuntimeAdds(page: Page, styled: boolean): Promise<string[]> {
  const violations = await runAxe(page, axeOptions(styled));
  return page.evaluate(
    ({ found, before, inside }) =>
      found.flatMap(({ id, targets, summaries }) =>
        targets.flatMap((target, index) => {
          const element = document.querySelector(target);
          const had = (node: Element | null | undefined, attribute: string) =>
            (node?.getAttribute(attribute) ?? '').split(' ').includes(id);
          const block = element?.closest('.sqs-block, [data-definition-name]');
          if (had(element, before) || had(block, inside)) return [];
          return [`${id}: ${target}: ${summaries[index] ?? ''}`.replace(/\s+/g, ' ')];
        }),
      ),
    { found: violations, before: BEFORE, inside: BEFORE_INSIDE },
  );
}

const WIDTHS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`real pages: the runtime makes nothing less accessible, ${name}`, () => {
    test.use({ viewport });
    for (const path of realPagePaths()) {
      test(`${path}: axe faults nothing the page does not fail without the runtime`, async ({
        page,
        pageErrors,
      }) => {
        // Blocks the runtime skips say why in the console; this test is about what it renders.
        pageErrors.allowConsoleErrors(/\[site-runtime\] runtime: Block /);
        const release = await openWithRuntimeHeld(page, path);
        expect(await page.evaluate(() => window.SiteRuntime)).toBeUndefined();
        const styled = await hasOwnStylesheet(page);
        await markWhatThePageFails(page, styled);
        release();
        await waitForRuntimeReady(page);
        await settledControllers(page);
        expect(await whatTheRuntimeAdds(page, styled)).toEqual([]);
      });
    }
  });
}
