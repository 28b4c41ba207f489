import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { InboxClient } from './support/inbox-client';
import { layoutShifts, recordLayoutShifts } from './support/layout-shifts';
import { waitForRuntimeReady } from './support/runtime-ready';

// Buttons, social links and shapes on real markup (demo/pages/content-blocks.html, restrictive
// cookie policy; every test starts as a visitor who declined cookies).

const PAGE = '/content-blocks.html';
const RENDER = '/api/census/button-render';
const CLICK = '/api/census/button-click';

async function sent(inbox: InboxClient, path: string, count: number) {
  await expect.poll(async () => (await inbox.requestsTo(path)).length).toBe(count);
  return (await inbox.requestsTo(path)).map((request) => request.body as Record<string, string>);
}

async function open(page: Page) {
  await page.goto(PAGE);
  return waitForRuntimeReady(page);
}

test('buttons, social links and shapes on one page load: names, keyboard, safety, no shift; the census after consent', async ({
  page,
  inbox,
}) => {
  await page.addInitScript(recordLayoutShifts);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const blocks = await open(page);
  const states = (type: string) =>
    blocks.filter((block) => block.type === type).map((block) => block.state);
  expect(states('button')).toEqual(Array(7).fill('mounted'));
  expect(states('social-links')).toEqual(Array(4).fill('mounted'));
  expect(states('shape')).toEqual(Array(5).fill('mounted'));

  await test.step('shapes: drawn in the cell the page laid out, their shadow outside it', async () => {
    const boxes = await page.locator('.fe-block').evaluateAll((cells) =>
      cells.map((cell) => {
        const svg = cell.querySelector('svg.sr-shape__svg');
        const box = (element: Element | null | undefined) => {
          const rect = element?.getBoundingClientRect();
          return rect ? [Math.round(rect.width), Math.round(rect.height)] : null;
        };
        return {
          cell: box(cell),
          svg: box(svg),
          hidden: svg?.getAttribute('aria-hidden'),
          filter: svg ? getComputedStyle(svg).filter : null,
        };
      }),
    );
    expect(boxes).toHaveLength(5);
    for (const { cell, svg, hidden } of boxes) {
      expect(svg).toEqual(cell);
      expect(hidden).toBe('true');
    }
    // The circle's shadow: 12 px at 45 degrees, 8 px of blur.
    expect(boxes[2]?.filter).toMatch(/drop-shadow\(.*8\.49px 8\.49px 8px\)/);
  });

  await test.step('social links: every icon named, lists told apart, icons hidden', async () => {
    const lists = page.getByRole('navigation', { name: /^Social links/ });
    await expect(lists).toHaveCount(4);
    const unnamed70 = page.locator('#block-yui_3_17_2_7_1454631551971_9407');
    await unnamed70.getByRole('link').first().focus();
    await expect(page.getByRole('link', { name: 'Instagram', exact: true }).first()).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(unnamed70.getByRole('link', { name: 'Pinterest' })).toBeFocused();
    await expect(unnamed70.getByRole('link', { name: 'Pinterest' })).toHaveAccessibleDescription(
      'Opens in a new tab',
    );
    await expect(
      page.getByRole('link', { name: 'Instagram: dr.brittneymcgetrick' }),
    ).toHaveAttribute('rel', 'noopener');
    expect(await page.locator('.sqs-svg-icon--social:not([aria-hidden="true"])').count()).toBe(0);
  });

  await test.step('buttons: named links, new tabs said and kept away, the unsafe link dropped', async () => {
    // The 2026 component and a 7.0 block, by their names; a new tab is said and kept away.
    const component = page.getByRole('link', { name: 'New patients start here' });
    await expect(component).toHaveAccessibleDescription('Opens in a new tab');
    await expect(component).toHaveAttribute('rel', 'noopener');
    await expect(page.getByRole('link', { name: 'Frequently Asked Questions' })).toHaveAttribute(
      'href',
      'http://www.multietch.com/faq',
    );
    // The javascript: link is no link any more.
    await expect(page.locator('#block-demo-button-unsafe a')).not.toHaveAttribute('href', /.*/);
    expect(warnings.some((text) => text.includes('"javascript:void(0)" is not followed'))).toBe(
      true,
    );
  });

  // Nothing moved what the server drew, from the first paint on.
  const shifts = await layoutShifts(page);
  expect(shifts, JSON.stringify(shifts, null, 2)).toEqual([]);

  await test.step('the button census: nothing before consent, render and click after', async () => {
    // Declined: pressing a button counts nothing.
    const learnMore = page.getByRole('link', { name: 'LEARN MORE' });
    await learnMore.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#learn-more$/);
    expect(await inbox.requestsTo(RENDER)).toEqual([]);
    expect(await inbox.requestsTo(CLICK)).toEqual([]);

    // Accepted: one render per button, then one click per press, with the button's fields.
    await page.getByRole('button', { name: 'Cookie preferences' }).click();
    await page.getByRole('button', { name: 'Accept all' }).click();
    const renders = await sent(inbox, RENDER, 7);
    expect(
      renders.find((body) => body.id === 'block-yui_3_17_2_1_1581907736574_5060'),
    ).toMatchObject({
      buttonText: 'New patients start here',
      clickthroughUrl: 'new-patient.html',
      alignment: 'left',
      size: 'medium',
      newWindow: 'true',
      context: 'button-block',
      pagePath: PAGE,
    });
    await learnMore.focus();
    await page.keyboard.press('Enter');
    const [click] = await sent(inbox, CLICK, 1);
    expect(click).toMatchObject({
      id: 'block-yui_3_17_2_1_1584095354887_12055',
      buttonText: 'LEARN MORE',
      clickthroughUrl: '#learn-more',
      size: 'large',
    });
    expect(click?.visitorCookie).toMatch(/\|/);
  });
});
