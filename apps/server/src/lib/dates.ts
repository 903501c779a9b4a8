import { SAO_PAULO_ZONE } from '@constelar/contract/constants';

// The calendar Brazilian users live by. One formatter for the process: building an Intl.DateTimeFormat
// costs more than a whole chart, so it is not done per request.
const SAO_PAULO_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: SAO_PAULO_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant as seen in São Paulo. */
export function saoPauloDate(instant: Date): string {
  return SAO_PAULO_DAY.format(instant);
}

/** The calendar year in São Paulo: the year a Brazilian reader means by "this year". */
export function currentYear(now: Date): number {
  return Number(saoPauloDate(now).slice(0, 4));
}

const SAO_PAULO_HOUR = new Intl.DateTimeFormat('en-GB', {
  timeZone: SAO_PAULO_ZONE,
  hour: '2-digit',
  hourCycle: 'h23',
});

/** The hour (0–23) of an instant on São Paulo's clock: the hour push notifications are scheduled by. */
export function saoPauloHour(instant: Date): number {
  return Number(SAO_PAULO_HOUR.format(instant));
}

const SAO_PAULO_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_ZONE,
  timeZoneName: 'longOffset',
});

/** São Paulo's offset from UTC at an instant, in minutes (−180 today; −120 in the old summer times). */
function saoPauloOffsetMinutes(instant: number): number {
  const name = SAO_PAULO_OFFSET.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d\d):(\d\d)/.exec(name ?? '');
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/** The instant a São Paulo date (YYYY-MM-DD) begins. */
export function saoPauloMidnight(date: string): Date {
  const utc = Date.parse(`${date}T00:00:00Z`);
  const guess = utc - saoPauloOffsetMinutes(utc) * 60_000;
  return new Date(utc - saoPauloOffsetMinutes(guess) * 60_000);
}

/** YYYY-MM-DD of the calendar day `days` after (or before, negative) a date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole seconds from an instant to the next midnight in São Paulo, when the day's content changes. */
export function secondsToSaoPauloMidnight(now: Date): number {
  const next = saoPauloMidnight(addDays(saoPauloDate(now), 1));
  return Math.max(1, Math.ceil((next.getTime() - now.getTime()) / 1000));
}
