import { daysOf, firstDay } from './months';

/** Brazilian calendars start the week on Sunday. */
export const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'] as const;

/** The grid of `month`, week by week from Sunday: null for the blanks before the 1st and after the last day. */
export function monthWeeks(month: string): (string | null)[][] {
  const lead = new Date(`${firstDay(month)}T12:00:00Z`).getUTCDay();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null), ...daysOf(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}
