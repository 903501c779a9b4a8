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
