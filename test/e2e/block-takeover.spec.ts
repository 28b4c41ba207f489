import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { waitForRuntimeReady } from './support/runtime-ready';

// Blocks take over their server DOM in place (security review rows 3 and 4): nothing is
// serialised and parsed again, so what was inert stays inert, what a visitor typed and a loaded
// iframe survive the mount, and a block taken off the page and put back comes back whole.

const BLOCK_ID = 'block-takeover';

declare global {
  interface Window {
    /** Set inside the iframe's own window: still there only if the iframe never reloaded. */
    takeoverMarker?: string;
  }
}

/** Adds an accordion far below the fold, so it mounts only when scrolled to. */
async function addAccordion(page: Page): Promise<void> {
  await page.evaluate((id) => {
    const block = document.createElement('div');
    block.className = 'sqs-block accordion-block sqs-block-accordion';
    block.dataset.blockType = '69';
    block.id = id;
    block.innerHTML = `
      <div class="sqs-block-content">
        <ul class="accordion-items-container">
          <li class="accordion-item">
            <h4 class="accordion-item__title-wrapper">
              <button class="accordion-item__click-target">
                <span class="accordion-item__title">Book a table</span>
              </button>
            </h4>
            <div class="accordion-item__dropdown">
              <div class="accordion-item__description">
                <label>Note <input class="note"></label>
                <iframe title="Map" srcdoc="<p>Map</p>"></iframe>
                <noscript><img class="from-noscript" src="/missing.png" alt=""></noscript>
                <template><img class="from-template" src="/missing.png" alt=""></template>
              </div>
            </div>
          </li>
        </ul>
      </div>`;
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer, block);
  }, BLOCK_ID);
}

function blockState(page: Page) {
  return expect.poll(() =>
    page.evaluate(
      (id) => window.SiteRuntime?.blocks().find((block) => block.id === id)?.state ?? null,
      BLOCK_ID,
    ),
  );
}

test('an accordion mounts in place: typed text, a loaded iframe and inert markup survive', async ({
  page,
}) => {
  await page.goto('/accordion.html');
  await waitForRuntimeReady(page);
  await addAccordion(page);
  const block = page.locator(`#${BLOCK_ID}`);
  const frame = block.locator('iframe');
  // Typed before the block mounts, into markup the server drew.
  await page.evaluate((id) => {
    const input = document.querySelector<HTMLInputElement>(`#${id} input.note`);
    if (input) input.value = 'by the window';
  }, BLOCK_ID);
  await expect
    .poll(() => frame.evaluate((iframe: HTMLIFrameElement) => iframe.contentDocument?.readyState))
    .toBe('complete');
  await frame.evaluate((iframe: HTMLIFrameElement) => {
    if (iframe.contentWindow) iframe.contentWindow.takeoverMarker = 'loaded once';
  });
  await blockState(page).toBe('pending');

  await block.scrollIntoViewIfNeeded();
  await blockState(page).toBe('mounted');
  const header = block.getByRole('button', { name: 'Book a table' });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(block.getByLabel('Note')).toHaveValue('by the window');
  expect(
    await frame.evaluate((iframe: HTMLIFrameElement) => iframe.contentWindow?.takeoverMarker),
  ).toBe('loaded once');
  // A browser with scripting keeps noscript content as text; a re-parse would make it an image.
  await expect(block.locator('img')).toHaveCount(0);
  await expect(block.locator('noscript')).toHaveCount(1);
});

test('an accordion taken off the page comes back whole, and destroy() leaves the server markup', async ({
  page,
}) => {
  await page.goto('/accordion.html');
  await waitForRuntimeReady(page);
  await addAccordion(page);
  const block = page.locator(`#${BLOCK_ID}`);
  const serverMarkup = await block.evaluate((element) => element.innerHTML);
  await block.scrollIntoViewIfNeeded();
  await blockState(page).toBe('mounted');
  await block.getByLabel('Note', { exact: false }).evaluate((input: HTMLInputElement) => {
    input.value = 'kept';
  });

  // Taken off the page: the runtime lets it go, with its server DOM put back.
  await block.evaluate((element) => {
    (window as unknown as { parked?: Element }).parked = element;
    element.remove();
  });
  await blockState(page).toBe(null);
  await page.evaluate(() => {
    const parked = (window as unknown as { parked?: Element }).parked;
    if (parked) document.body.append(parked);
  });
  await block.scrollIntoViewIfNeeded();
  await blockState(page).toBe('mounted');
  const header = block.getByRole('button', { name: 'Book a table' });
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  await expect(block.getByLabel('Note')).toHaveValue('kept');

  await page.evaluate(() => window.SiteRuntime?.destroy());
  expect(await block.evaluate((element) => element.innerHTML)).toBe(serverMarkup);
});
