// The week's and the month's periods of the horóscopo (reach.md §2): weeks start on Monday, months on the
// 1st, both in Brasília's calendar.
import { shiftDate } from './horoscope-dates';

/** The Monday of the week holding a YYYY-MM-DD. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/** A YYYY-MM-DD that is a Monday, or null. */
export function parseMonday(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return null;
  return new Date(ms).getUTCDay() === 1 ? value : null;
}

/** A YYYY-MM with a month 01–12, or null. */
export function parseMonth(value: string | null): string | null {
  if (!value || !/^\d{4}-(0[1-9]|1[0-2])$/.test(value)) return null;
  return value;
}

/** The month `months` away, YYYY-MM. */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
