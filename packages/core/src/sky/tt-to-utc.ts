// The searches (calendar, transits) run in TT, the ephemeris' time, and report UTC. TT − UTC changes only with ΔT and
// leap seconds, so a fixed-point step from the first guess settles it to well under a millisecond.

import { julianDayFromUnixMs, MS_PER_DAY, unixMsFromJulianDay } from './julian-day';
import { timeScalesFromUnixMs } from './time-scales';

/** TT − UTC in ms at a UTC instant. */
function ttMinusUtcMs(utcMs: number): number {
  return (timeScalesFromUnixMs(utcMs).jdTT - julianDayFromUnixMs(utcMs)) * MS_PER_DAY;
}

/** Unix ms (UTC) of a Julian day in TT, to the nearest millisecond. */
export function utcMsFromTT(jdTT: number): number {
  const ttMs = unixMsFromJulianDay(jdTT);
  let utcMs = ttMs - ttMinusUtcMs(ttMs);
  utcMs = ttMs - ttMinusUtcMs(utcMs);
  return Math.round(utcMs);
}

/**
 * The same conversion for many instants close together: TT − UTC is looked up once per UTC day (it moves
 * by milliseconds a year, and a leap second at most shifts a day's instants by one second).
 */
export function ttToUtcConverter(): (jdTT: number) => number {
  const offsets = new Map<number, number>();
  return (jdTT) => {
    const approxMs = unixMsFromJulianDay(jdTT);
    const day = Math.floor(approxMs / MS_PER_DAY);
    let offset = offsets.get(day);
    if (offset === undefined) {
      offset = ttMinusUtcMs(day * MS_PER_DAY);
      offsets.set(day, offset);
    }
    return Math.round(approxMs - offset);
  };
}
