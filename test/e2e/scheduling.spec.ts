import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// How the runtime orders its mounts on a long page: blocks in view first, the rest right after
// without any scrolling, and a lazy pack fetched at boot rather than when its block's turn comes.

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/blocks');
const PAGE_PATH = '/__test/scheduling.html';
/** Far enough to put the blocks after it well outside the 200 px mount margin. */
const SPACER_PX = 5000;

function animationBlock(id: string): string {
  const json = JSON.stringify({ animationUrl: '/fixtures/animations/pulse.json', loop: true });
  return (
    `<div class="sqs-block animation-block sqs-block-animation" id="${id}" ` +
    `data-block-json='${json}'><div class="sqs-block-content"></div></div>`
  );
}

/** Menus in view at the top; accordions and an animation after a long spacer. */
function longPage(): string {
  const menus = readFileSync(path.join(FIXTURES, 'menu.html'), 'utf8');
  const accordions = readFileSync(path.join(FIXTURES, 'accordion.html'), 'utf8');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Scheduling</title>
<link rel="stylesheet" href="/fixtures/blocks/template-blocks.css">
<script type="application/json" id="site-context">{"website":{"id":"scheduling"}}</script>
<script src="/dist/site-runtime.js" defer></script>
</head>
<body>
<main>
<div id="top">${menus}</div>
<div style="height: ${SPACER_PX}px"></div>
<div id="bottom">${accordions}${animationBlock('block-animation-bottom')}</div>
</main>
</body>
</html>`;
}

interface MountRecord {
  id: string;
  at: number;
}

declare global {
  interface Window {
    __mounts?: MountRecord[];
  }
}

/** Records when each block element was marked mounted, before any page script runs. */
function recordMounts(): void {
  const mounts: MountRecord[] = [];
  window.__mounts = mounts;
  new MutationObserver((records) => {
    for (const { target } of records) {
      const element = target as Element;
      if (element.getAttribute('data-sr-state') === 'mounted') {
        mounts.push({ id: element.id, at: performance.now() });
      }
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-sr-state'] });
}

async function openLongPage(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1000, height: 700 });
  await page.addInitScript(recordMounts);
  const html = longPage();
  await page.route(`**${PAGE_PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
  );
  await page.goto(PAGE_PATH);
}

/** The ids of the top-level blocks inside `#section`. */
function blockIds(page: Page, section: string): Promise<string[]> {
  return page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll(`${selector} .sqs-block`))
        .filter((element) => !element.parentElement?.closest('.sqs-block'))
        .map((element) => element.id),
    section,
  );
}

test.describe('mount order on a long page', () => {
  test('blocks in view mount first, and the ones far below mount without scrolling', async ({
    page,
  }) => {
    await openLongPage(page);
    const blocks = await waitForRuntimeReady(page);
    const top = await blockIds(page, '#top');
    const bottom = await blockIds(page, '#bottom');
    expect(top.length).toBeGreaterThan(0);
    expect(bottom.length).toBeGreaterThan(1);

    // Every block mounts, though the visitor never scrolled.
    await expect
      .poll(() => page.evaluate(() => window.__mounts?.length ?? 0))
      .toBe(top.length + bottom.length);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(blocks.map((block) => block.id).sort()).toEqual([...top, ...bottom].sort());

    const mounts = (await page.evaluate(() => window.__mounts)) as MountRecord[];
    const order = mounts.map((mount) => mount.id);
    const lastTop = Math.max(...top.map((id) => order.indexOf(id)));
    const firstBottom = Math.min(...bottom.map((id) => order.indexOf(id)));
    expect(lastTop, `mount order: ${order.join(', ')}`).toBeLessThan(firstBottom);
  });

  test('a lazy pack is fetched at boot, before its block far below has its turn', async ({
    page,
  }) => {
    await openLongPage(page);
    await waitForRuntimeReady(page);
    await expect(page.locator('#block-animation-bottom')).toHaveAttribute(
      'data-sr-state',
      'mounted',
    );
    const timing = await page.evaluate(() => {
      const pack = performance
        .getEntriesByType('resource')
        .find((entry) => /\/packs\/animation\.[\w-]{10}\.js$/.test(new URL(entry.name).pathname));
      const firstMount = Math.min(...(window.__mounts ?? []).map((mount) => mount.at));
      return { packRequested: pack?.startTime ?? null, firstMount };
    });
    expect(timing.packRequested).not.toBeNull();
    // Requested while the runtime scanned the page: before even the blocks in view mounted.
    expect(timing.packRequested as number).toBeLessThan(timing.firstMount);
  });
});
