// Dates of the horóscopo: the day is Brasília's (daily.md §1), whatever the visitor's zone.
import { SAO_PAULO_ZONE as ZONE } from '@constelar/contract/constants';

export { longDate } from '@constelar/content/horoscope-words';

const DAY_MS = 86_400_000;

const DAY_FORMAT = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const CLOCK_FORMAT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Today in Brasília, YYYY-MM-DD. */
export const brasiliaToday = (now: Date): string => DAY_FORMAT.format(now);

/** A YYYY-MM-DD that exists, or null. */
export function parseDate(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value ? null : value;
}

/** The date `days` away. */
export const shiftDate = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** "14h10", Brasília time of a UTC ISO instant. */
export function brasiliaClock(iso: string): string {
  return CLOCK_FORMAT.format(new Date(iso))
    .replace(':', 'h')
    .replace(/^0(\d)/, '$1');
}
