import { getEventsByMonth, type CalendarEvent } from '../../src/api/calendar';
import { formatMessage } from '../../src/i18n/strings';
import { createLogger } from '../../src/runtime/logger';
import type { BlockProps, Cleanup } from '../../src/runtime/types';
import { monthGrid } from './month-grid';
import type { CalendarData } from './read-calendar';
import './calendar.css';
import { element } from '../../src/lib/element';
import { VISUALLY_HIDDEN } from '../../src/lib/visually-hidden';

// "Unable to load. Try again." is the spec's (widgets.md section 8); the rest are ours.
export const calendarStrings = {
  previous: 'Previous month',
  next: 'Next month',
  loading: 'Loading events…',
  failed: 'Unable to load. Try again.',
  retry: 'Try again',
  none: 'No events in {month}.',
  count: '{count} events in {month}.',
  one: '1 event in {month}.',
};

const log = createLogger('calendar');

/** Events by day of the month (an event over several days is listed on each of them). */
function byDay(events: CalendarEvent[], year: number, month: number): Map<number, CalendarEvent[]> {
  const days = new Map<number, CalendarEvent[]>();
  const monthStart = new Date(year, month - 1, 1).getTime();
  const monthEnd = new Date(year, month, 1).getTime();
  for (const event of events) {
    const from = Math.max(event.start, monthStart);
    const to = Math.min(Math.max(event.end, event.start), monthEnd - 1);
    for (let day = new Date(from); day.getTime() <= to; day.setDate(day.getDate() + 1)) {
      if (day.getMonth() !== month - 1) break;
      const list = days.get(day.getDate()) ?? [];
      list.push(event);
      days.set(day.getDate(), list);
      day.setHours(0, 0, 0, 0);
    }
  }
  return days;
}

/** The calendar block (see ./index.ts). */
export function attachCalendar(props: BlockProps<CalendarData>): Cleanup {
  const { data, server, signal } = props;
  const locale = window.SiteRuntime?.store.getState().context.website.language ?? 'en-US';
  const today = new Date();
  let year = today.getFullYear();
  let month = today.getMonth() + 1;
  let request: AbortController | null = null;

  const root = element('div', 'sr-calendar');
  const bar = element('div', 'sr-calendar__bar');
  const previous = element('button', 'sr-calendar__button', '‹');
  previous.type = 'button';
  previous.setAttribute('aria-label', calendarStrings.previous);
  const next = element('button', 'sr-calendar__button', '›');
  next.type = 'button';
  next.setAttribute('aria-label', calendarStrings.next);
  const heading = element('h2', 'sr-calendar__month');
  bar.append(previous, heading, next);
  const status = element('p', 'sr-calendar__status');
  status.setAttribute('role', 'status');
  const actions = element('div', 'sr-calendar__actions');
  const table = element('table', 'sr-calendar__grid');
  root.append(bar, status, actions, table);
  server.stash();
  server.add(root, server.container);

  function drawGrid(events: CalendarEvent[] | null): string {
    const grid = monthGrid(year, month, locale);
    heading.textContent = grid.title;
    table.replaceChildren();
    const caption = table.createCaption();
    caption.className = `sr-calendar__caption ${VISUALLY_HIDDEN}`;
    caption.textContent = grid.title;
    const headRow = table.createTHead().insertRow();
    for (const weekday of grid.weekdays) {
      const cell = element('th', '', weekday.short);
      cell.scope = 'col';
      const abbr = element('abbr', '', weekday.short);
      abbr.title = weekday.long;
      cell.replaceChildren(abbr);
      headRow.append(cell);
    }
    const days = events ? byDay(events, year, month) : new Map<number, CalendarEvent[]>();
    const body = table.createTBody();
    for (const week of grid.weeks) {
      const row = body.insertRow();
      for (const day of week) {
        const cell = row.insertCell();
        if (day === null) continue;
        cell.className = 'sr-calendar__day';
        const number = element('span', 'sr-calendar__date', String(day));
        cell.append(number);
        const isToday =
          day === today.getDate() && month === today.getMonth() + 1 && year === today.getFullYear();
        if (isToday) cell.setAttribute('aria-current', 'date');
        const list = days.get(day);
        if (!list) continue;
        const items = element('ul', 'sr-calendar__events');
        for (const event of list) {
          const item = element('li', 'sr-calendar__event');
          if (event.url) {
            const link = element('a', '', event.title);
            link.href = event.url;
            item.append(link);
          } else item.textContent = event.title;
          items.append(item);
        }
        cell.append(items);
      }
    }
    return grid.title;
  }

  function load(): void {
    request?.abort();
    const controller = new AbortController();
    request = controller;
    signal.addEventListener('abort', () => controller.abort(), { once: true });
    const title = drawGrid(null);
    status.textContent = calendarStrings.loading;
    actions.replaceChildren();
    root.setAttribute('aria-busy', 'true');
    getEventsByMonth(data.collectionId, year, month, {
      signal: controller.signal,
      onFailure: () => undefined,
    }).then(
      (events) => {
        if (request !== controller) return;
        root.setAttribute('aria-busy', 'false');
        drawGrid(events);
        const count = events.length;
        status.textContent = formatMessage(
          count === 0
            ? calendarStrings.none
            : count === 1
              ? calendarStrings.one
              : calendarStrings.count,
          { count, month: title },
        );
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        root.setAttribute('aria-busy', 'false');
        log.warn(`Events of ${title} could not be loaded`, error);
        status.textContent = calendarStrings.failed;
        const retry = element('button', 'sr-calendar__retry', calendarStrings.retry);
        retry.type = 'button';
        retry.addEventListener('click', load, { signal });
        actions.append(retry);
      },
    );
  }

  const move = (step: number) => () => {
    const moved = new Date(year, month - 1 + step, 1);
    year = moved.getFullYear();
    month = moved.getMonth() + 1;
    load();
  };
  previous.addEventListener('click', move(-1), { signal });
  next.addEventListener('click', move(1), { signal });
  load();
  return () => request?.abort();
}
