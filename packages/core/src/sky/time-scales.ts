// From a UTC instant to the two times the formulas need: UT1 (the Earth's rotation: sidereal time,
// houses) and TT (the ephemeris). Before 1972, UTC was kept close to UT, so it is taken as UT1 and
// TT = UT1 + ΔT. Since 1972 UTC is atomic time minus whole leap seconds: TT = UTC + 32.184 s + (TAI − UTC)
// exactly, and UT1 = TT − ΔT. Once the ΔT model drifts a second away from the leap-second count (the
// future, where no leap seconds are known), UTC is again taken as UT1. This is what Swiss Ephemeris
// does in swe_utc_to_jd; without it, sidereal time is off by up to 0.9 s (13″ on the Ascendant).

import { deltaTSeconds } from './delta-t';
import { julianDayFromUnixMs, SECONDS_PER_DAY } from './julian-day';

const TT_MINUS_TAI_SECONDS = 32.184;
const TAI_MINUS_UTC_AT_1972 = 10;
const UTC_1972_MS = Date.UTC(1972, 0, 1);

/** Days (UTC) at whose end a leap second was inserted, from IERS Bulletin C; none since 2016. */
// prettier-ignore
const LEAP_SECOND_DAYS: readonly number[] = [
  Date.UTC(1972, 5, 30), Date.UTC(1972, 11, 31), Date.UTC(1973, 11, 31), Date.UTC(1974, 11, 31),
  Date.UTC(1975, 11, 31), Date.UTC(1976, 11, 31), Date.UTC(1977, 11, 31), Date.UTC(1978, 11, 31),
  Date.UTC(1979, 11, 31), Date.UTC(1981, 5, 30), Date.UTC(1982, 5, 30), Date.UTC(1983, 5, 30),
  Date.UTC(1985, 5, 30), Date.UTC(1987, 11, 31), Date.UTC(1989, 11, 31), Date.UTC(1990, 11, 31),
  Date.UTC(1992, 5, 30), Date.UTC(1993, 5, 30), Date.UTC(1994, 5, 30), Date.UTC(1995, 11, 31),
  Date.UTC(1997, 5, 30), Date.UTC(1998, 11, 31), Date.UTC(2005, 11, 31), Date.UTC(2008, 11, 31),
  Date.UTC(2012, 5, 30), Date.UTC(2015, 5, 30), Date.UTC(2016, 11, 31),
];

const MS_PER_DAY = SECONDS_PER_DAY * 1000;

/** TAI − UTC in seconds on the UTC day containing the instant (from 1972). */
export function taiMinusUtcSeconds(utcMs: number): number {
  const dayStart = Math.floor(utcMs / MS_PER_DAY) * MS_PER_DAY;
  return TAI_MINUS_UTC_AT_1972 + LEAP_SECOND_DAYS.filter((day) => dayStart > day).length;
}

export interface TimeScales {
  /** Julian day in UT1. */
  jdUt: number;
  /** Julian day in TT. */
  jdTT: number;
  /** TT − UT1, seconds. */
  deltaTSeconds: number;
}

export function timeScalesFromUnixMs(utcMs: number): TimeScales {
  const jdUtc = julianDayFromUnixMs(utcMs);
  const fromUt = (): TimeScales => {
    const deltaT = deltaTSeconds(jdUtc);
    return { jdUt: jdUtc, jdTT: jdUtc + deltaT / SECONDS_PER_DAY, deltaTSeconds: deltaT };
  };
  if (!(utcMs >= UTC_1972_MS)) return fromUt();
  const atomicOffset = TT_MINUS_TAI_SECONDS + taiMinusUtcSeconds(utcMs);
  const dayStartJd = julianDayFromUnixMs(Math.floor(utcMs / MS_PER_DAY) * MS_PER_DAY);
  if (deltaTSeconds(dayStartJd) - atomicOffset >= 1) return fromUt();
  const jdTT = jdUtc + atomicOffset / SECONDS_PER_DAY;
  // ΔT is tabulated against UT1, which is what we are solving for: two fixed-point steps settle it.
  let jdUt = jdTT - deltaTSeconds(jdTT - deltaTSeconds(jdTT) / SECONDS_PER_DAY) / SECONDS_PER_DAY;
  jdUt = jdTT - deltaTSeconds(jdUt) / SECONDS_PER_DAY;
  return { jdUt, jdTT, deltaTSeconds: (jdTT - jdUt) * SECONDS_PER_DAY };
}
