// Julian day numbers: the continuous day count every astronomical formula is written in.

export const MS_PER_DAY = 86_400_000;
export const SECONDS_PER_DAY = 86_400;
export const DAYS_PER_JULIAN_CENTURY = 36_525;
/** 2000-01-01T12:00 (TT for the dynamical formulas, UT for the rotation ones). */
export const J2000_JD = 2_451_545;
/** 1970-01-01T00:00Z. */
export const UNIX_EPOCH_JD = 2_440_587.5;

/** Julian day of a Unix instant in milliseconds, on the same time scale (UTC); time-scales.ts gives UT1 and TT. */
export function julianDayFromUnixMs(unixMs: number): number {
  return unixMs / MS_PER_DAY + UNIX_EPOCH_JD;
}

export function unixMsFromJulianDay(jd: number): number {
  return (jd - UNIX_EPOCH_JD) * MS_PER_DAY;
}

/** Julian centuries since J2000. */
export function centuriesSinceJ2000(jd: number): number {
  return (jd - J2000_JD) / DAYS_PER_JULIAN_CENTURY;
}
