import { afterEach, describe, expect, it } from 'vitest';
import { readEvents } from '../../../../src/api/calendar';
import { calendarDefinition } from '../../../../blocks/calendar/definition';
import { monthGrid } from '../../../../blocks/calendar/month-grid';
import { setFault } from '../../../../fixtures/api';
import { attachBlock } from '../../support/attach-block';
import { serveFakeApi } from '../../fixtures/serve-fake-api';
import fc from 'fast-check';
import { anyValue, jsonValue } from '../../properties/arbitraries';

serveFakeApi();

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 60 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  expect(check()).toBe(true);
}

const mounted: Array<() => void> = [];
afterEach(() => mounted.splice(0).forEach((unmount) => unmount()));

describe('month grid', () => {
  it("starts the week on the locale's first day", () => {
    // March 2026 starts on a Sunday.
    const monday = monthGrid(2026, 3, 'en-GB');
    expect(monday.weekdays[0]?.long).toBe('Monday');
    expect(monday.weeks[0]).toEqual([null, null, null, null, null, null, 1]);
    const sunday = monthGrid(2026, 3, 'en-US');
    expect(sunday.weekdays[0]?.long).toBe('Sunday');
    expect(sunday.weeks[0]?.[0]).toBe(1);
    expect(monday.title).toBe('March 2026');
  });

  it('holds every day of any month once, in weeks of seven', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        (year, month) => {
          const grid = monthGrid(year, month, 'en-GB');
          const days = grid.weeks.flat().filter((day) => day !== null);
          expect(days).toEqual(
            Array.from({ length: new Date(year, month, 0).getDate() }, (_, i) => i + 1),
          );
          expect(grid.weeks.every((week) => week.length === 7)).toBe(true);
        },
      ),
    );
  });

  it('reads any answer into dated events with followable links', () => {
    fc.assert(
      fc.property(fc.oneof(anyValue, fc.array(jsonValue)), (body) => {
        for (const event of readEvents(body)) {
          expect(Number.isFinite(event.start)).toBe(true);
          expect(event.end).toBeGreaterThanOrEqual(event.start);
          expect(event.url === null || !/^\s*javascript:/i.test(event.url)).toBe(true);
        }
      }),
    );
  });
});

describe('calendar block', () => {
  function mount() {
    document.body.innerHTML = `<div class="sqs-block sqs-block-calendar" id="cal" data-block-json='{"collectionId":"demo-events"}'><div class="sqs-block-content"></div></div>`;
    mounted.push(
      attachBlock(calendarDefinition, document.getElementById('cal') as HTMLElement).unmount,
    );
  }

  it("shows this month's events on their days, today marked; the arrows change the month", async () => {
    mount();
    await until(() => document.querySelectorAll('.sr-calendar__event').length === 4);
    const today = new Date();
    expect(document.querySelector('[aria-current="date"] .sr-calendar__date')?.textContent).toBe(
      String(today.getDate()),
    );
    expect(document.querySelector('[role="status"]')?.textContent).toMatch(/^3 events in /);
    const title = document.querySelector('h2')?.textContent;
    (document.querySelector('[aria-label="Next month"]') as HTMLButtonElement).click();
    await until(() => document.querySelector('h2')?.textContent !== title);
    await until(() => document.querySelectorAll('.sr-calendar__event').length >= 3);
    expect(document.querySelector('[aria-current="date"]')).toBeNull();
  });

  it('says "Unable to load. Try again." on a failure, and tries again on request', async () => {
    setFault({ path: '/api/open/GetItemsByMonth', fault: 500, times: 1 });
    mount();
    await until(
      () => document.querySelector('[role="status"]')?.textContent === 'Unable to load. Try again.',
    );
    (document.querySelector('.sr-calendar__retry') as HTMLButtonElement).click();
    await until(() => document.querySelectorAll('.sr-calendar__event').length > 0);
  });
});
