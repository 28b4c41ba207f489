// The events of an events collection in one month, for calendar blocks (runtime.md section 1).
// ASSUMED (README): the endpoint, its `month` (MM-YYYY) and `collectionId` parameters and the
// answer (a list of items with title, startDate, endDate in ms, fullUrl).
import { asArray, asNumber, asString, isRecord } from '../lib/coerce';
import { safeHref } from '../lib/links';
import { request } from '../request';
import { withSystemErrorFallback, type CallOptions } from './call-options';
import { EVENTS_BY_MONTH_PATH } from './constants';

export { EVENTS_BY_MONTH_PATH };

export interface CalendarEvent {
  id: string;
  title: string;
  /** ms since the epoch. */
  start: number;
  end: number;
  url: string | null;
}

export function readEvents(body: unknown): CalendarEvent[] {
  const items = Array.isArray(body) ? body : isRecord(body) ? asArray(body.items) : [];
  return items
    .map((item): CalendarEvent | null => {
      if (!isRecord(item)) return null;
      const title = asString(item.title).replace(/\s+/g, ' ').trim();
      const start = asNumber(item.startDate, NaN);
      if (!title || !Number.isFinite(start)) return null;
      const end = asNumber(item.endDate, start);
      return {
        id: asString(item.id, `${title}-${start}`),
        title,
        start,
        end: Number.isFinite(end) && end >= start ? end : start,
        url: safeHref(asString(item.fullUrl)),
      };
    })
    .filter((event): event is CalendarEvent => event !== null)
    .sort((a, b) => a.start - b.start);
}

/** `month` is 1 to 12. */
export async function getEventsByMonth(
  collectionId: string,
  year: number,
  month: number,
  options: CallOptions = {},
): Promise<CalendarEvent[]> {
  const body = await request(EVENTS_BY_MONTH_PATH, {
    ...withSystemErrorFallback(options),
    query: { month: `${String(month).padStart(2, '0')}-${year}`, collectionId },
    retry: true,
  });
  return readEvents(body);
}
