import { SKY_EVENT_TYPES } from '@constelar/core/codes';
// The month the page shows, as 'YYYY-MM' (its ?mes= in the address), and the dates around it.

const MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month in ?mes=, when it is a real 'YYYY-MM' within the years the server computes. */
export function parseMonth(value: string | null): string | null {
  const match = value ? MONTH_PATTERN.exec(value) : null;
  if (!match) return null;
  const year = Number(match[1]);
  return year >= 1801 && year <= 2099 ? value : null;
}

/** 'YYYY-MM-DD' of `at` as a clock in `zone` shows it. */
export function localDate(at: Date, zone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const toIso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** `isoDate` moved by `days` (calendar arithmetic in UTC, where no day is missing or doubled). */
export function addDays(isoDate: string, days: number): string {
  const date = utcDay(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return toIso(date);
}

/** The month `by` months away from `month`. */
export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number);
  const date = new Date(Date.UTC(year!, m! - 1 + by, 1));
  return toIso(date).slice(0, 7);
}

export const firstDay = (month: string) => `${month}-01`;
export const lastDay = (month: string) => addDays(firstDay(shiftMonth(month, 1)), -1);

/**
 * The UTC dates to ask the server for: the month with a day on each side, so an event close to midnight
 * UTC is at hand whichever zone puts it on a day of this month (Brazil's zones are 2 to 5 hours behind,
 * and no zone is more than 14 hours away).
 */
export function fetchRange(month: string): { from: string; to: string } {
  return { from: addDays(firstDay(month), -1), to: addDays(lastDay(month), 1) };
}

/** Every day of `month`, 'YYYY-MM-DD'. */
export function daysOf(month: string): string[] {
  const days: string[] = [];
  for (let day = firstDay(month); day.startsWith(month); day = addDays(day, 1)) days.push(day);
  return days;
}

const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'dezembro de 2026'. */
export const monthLabel = (month: string) => monthFormat.format(utcDay(firstDay(month)));

/** Every kind but the void-of-course Moons: some 13 a month, more than some agendas want. */
const WITHOUT_VOID = SKY_EVENT_TYPES.filter((type) => type !== 'void-of-course').join(',');

/** The subscription (sky.md §5): a year of the sky from the first day of `month`, void Moons optional. */
export function calendarIcsPath(month: string, withVoidOfCourse = true): string {
  const from = firstDay(month);
  const path = `/api/sky/calendar.ics?from=${from}&to=${addDays(from, 365)}`;
  return withVoidOfCourse ? path : `${path}&types=${WITHOUT_VOID}`;
}
