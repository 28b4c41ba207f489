// A month as weeks of days, the week starting on the locale's first day (Monday where the
// browser cannot say), with the locale's names for months and weekdays.

export interface MonthGrid {
  /** Weeks of seven cells: a day of the month, or null outside it. */
  weeks: Array<Array<number | null>>;
  /** Short and long weekday names, in the grid's order. */
  weekdays: Array<{ short: string; long: string }>;
  /** "March 2026". */
  title: string;
}

/** The locale's first day of the week: 0 Sunday … 6 Saturday. */
export function firstDayOfWeek(locale: string): number {
  try {
    const info = new Intl.Locale(locale) as Intl.Locale & {
      getWeekInfo?: () => { firstDay: number };
      weekInfo?: { firstDay: number };
    };
    const first = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (typeof first === 'number' && first >= 1 && first <= 7) return first % 7;
  } catch {
    // An unknown locale: Monday.
  }
  return 1;
}

export function monthGrid(year: number, month: number, locale: string): MonthGrid {
  const first = firstDayOfWeek(locale);
  const start = new Date(year, month - 1, 1);
  const days = new Date(year, month, 0).getDate();
  const offset = (start.getDay() - first + 7) % 7;
  const cells: Array<number | null> = [
    ...Array<null>(offset).fill(null),
    ...Array.from({ length: days }, (_, index) => index + 1),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<number | null>> = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  const short = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  const long = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  // 2023-01-01 was a Sunday.
  const weekdays = Array.from({ length: 7 }, (_, index) => {
    const date = new Date(2023, 0, 1 + ((first + index) % 7));
    return { short: short.format(date), long: long.format(date) };
  });
  const title = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }).format(start);
  return { weeks, weekdays, title };
}
