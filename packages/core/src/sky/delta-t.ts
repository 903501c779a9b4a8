// ΔT = TT − UT, in seconds. The Moon moves about 0.5″ per second of time, so this follows the
// model Swiss Ephemeris uses by default (our accuracy target): before 1955 the cubic spline of
// Stephenson, Morrison & Hohenkerk (2016, Proc. R. Soc. A 472: 20160404), from 1955 the yearly
// values of the Astronomical Almanac / IERS with fourth-order Bessel interpolation, after the
// table the SMH 2016 parabola joined smoothly to the last tabulated value.

import { J2000_JD } from './julian-day';

/** Start of 1955.0 (UT): tabulated values take over from the spline. */
const TABLE_FROM_JD = 2_435_108.5;
/** The spline is raised by up to 0.661 s over the 1000 days before 1955 to meet the table smoothly. */
const SPLINE_JOIN_DAYS = 1000;
const SPLINE_JOIN_SECONDS = 0.6610218;
/** Lunar tidal acceleration (″/cy²) of DE431, the ephemeris the reference figures assume, and of SMH 2016. */
const TIDAL_ACCELERATION_EPHEMERIS = -25.8;
const TIDAL_ACCELERATION_SMH2016 = -25.85;

/** SMH 2016 spline pieces [startJd, endJd, a0, a1, a2, a3] in seconds, t = fraction of the piece. */
const SMH2016_SPLINE: readonly (readonly [number, number, number, number, number, number])[] = [
  [2349276.5, 2378496.5, 10.73, -1.321, 62.25, -52.946],
  [2378496.5, 2382148.5, 18.714, -4.457, -1.509, 2.507],
  [2382148.5, 2385800.5, 15.255, 0.046, 6.012, -4.634],
  [2385800.5, 2389453.5, 16.679, -1.831, -7.889, 3.799],
  [2389453.5, 2393105.5, 10.758, -6.211, 3.509, -0.388],
  [2393105.5, 2396758.5, 7.668, -0.357, 2.345, -0.338],
  [2396758.5, 2398584.5, 9.317, 1.659, 0.332, -0.932],
  [2398584.5, 2400410.5, 10.376, -0.472, -2.463, 1.596],
  [2400410.5, 2402237.5, 9.038, -0.61, 2.325, -2.497],
  [2402237.5, 2404063.5, 8.256, -3.45, -5.166, 2.729],
  [2404063.5, 2405889.5, 2.369, -5.596, 3.02, -0.919],
  [2405889.5, 2407715.5, -1.126, -2.312, 0.264, -0.037],
  [2407715.5, 2409542.5, -3.211, -1.894, 0.154, 0.562],
  [2409542.5, 2411368.5, -4.388, 0.101, 1.841, -1.438],
  [2411368.5, 2413194.5, -3.884, -0.531, -2.473, 1.87],
  [2413194.5, 2415020.5, -5.017, 0.134, 3.138, -0.232],
  [2415020.5, 2416846.5, -1.977, 5.715, 2.443, -1.257],
  [2416846.5, 2418672.5, 4.923, 6.828, -1.329, 0.72],
  [2418672.5, 2420498.5, 11.142, 6.33, 0.831, -0.825],
  [2420498.5, 2422324.5, 17.479, 5.518, -1.643, 0.262],
  [2422324.5, 2424151.5, 21.617, 3.02, -0.856, 0.008],
  [2424151.5, 2425977.5, 23.789, 1.333, -0.831, 0.127],
  [2425977.5, 2427803.5, 24.418, 0.052, -0.449, 0.142],
  [2427803.5, 2429629.5, 24.164, -0.419, -0.022, 0.702],
  [2429629.5, 2431456.5, 24.426, 1.645, 2.086, -1.106],
  [2431456.5, 2433282.5, 27.05, 2.499, -1.232, 0.614],
  [2433282.5, 2434378.5, 28.932, 1.127, 0.22, -0.277],
  [2434378.5, 2435473.5, 30.002, 0.737, -0.61, 0.631],
];

/** Yearly ΔT (s) at 1 January, 1950–2028 (AA / IERS; the last years are predictions). */
const TABLE_FIRST_YEAR = 1950;
// prettier-ignore
const YEARLY_SECONDS: readonly number[] = [
  29.15, 29.57, 29.97, 30.36, 30.72, 31.07, 31.35, 31.68, 32.18, 32.68,
  33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2,
  40.18, 41.17, 42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5862,
  50.5387, 51.3808, 52.1668, 52.9565, 53.7882, 54.3427, 54.8713, 55.3222, 55.8197, 56.3,
  56.8553, 57.5653, 58.3092, 59.1218, 59.9845, 60.7854, 61.6287, 62.2951, 62.9659, 63.4673,
  63.8285, 64.0908, 64.2998, 64.4734, 64.5736, 64.6876, 64.8452, 65.1464, 65.4574, 65.7768,
  66.0699, 66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024, 68.5927, 68.9676, 69.2202,
  69.3612, 69.3593, 69.2945, 69.1833, 69.1, 69.0, 68.9, 68.8, 68.8,
];
const TABLE_LAST_YEAR = TABLE_FIRST_YEAR + YEARLY_SECONDS.length - 1;

function tabulated(index: number): number {
  return YEARLY_SECONDS[index] ?? 0;
}

/** First difference Δ_i = v[i+1] − v[i]; zero outside the table, as in Bessel's scheme at the edges. */
function firstDifference(index: number): number {
  if (index < 0 || index + 1 >= YEARLY_SECONDS.length) return 0;
  return tabulated(index + 1) - tabulated(index);
}

/** Bessel's interpolation formula to fourth differences, trimmed near the table's ends. */
function besselInterpolation(year: number): number {
  const size = YEARLY_SECONDS.length;
  const whole = Math.floor(year);
  const i = whole - TABLE_FIRST_YEAR;
  const p = year - whole;
  let value = tabulated(i);
  if (i + 1 >= size) return value;
  value += p * (tabulated(i + 1) - tabulated(i));
  if (i - 1 < 0 || i + 2 >= size) return value;
  // First differences around the interval, then their differences (no arrays: this runs per chart).
  const d1m2 = firstDifference(i - 2);
  const d1m1 = firstDifference(i - 1);
  const d10 = firstDifference(i);
  const d1p1 = firstDifference(i + 1);
  const d1p2 = firstDifference(i + 2);
  const d2m1 = d1m1 - d1m2;
  const d20 = d10 - d1m1;
  const d2p1 = d1p1 - d10;
  const d2p2 = d1p2 - d1p1;
  let b = 0.25 * p * (p - 1);
  value += b * (d20 + d2p1);
  if (i + 2 >= size) return value;
  const d30 = d20 - d2m1;
  const d3p1 = d2p1 - d20;
  const d3p2 = d2p2 - d2p1;
  b = (2 * b) / 3;
  value += (p - 0.5) * b * d3p1;
  if (i - 2 < 0 || i + 3 > size) return value;
  b = 0.125 * b * (p + 1) * (p - 2);
  value += b * (d3p1 - d30 + (d3p2 - d3p1));
  return value;
}

/** SMH 2016 long-term parabola, in seconds, for a Gregorian year. */
function smhParabola(gregorianYear: number): number {
  const t = (gregorianYear - 1825) / 100;
  return -320 + 32.5 * t * t + 269.4790417;
}

function splineSeconds(jdUt: number): number {
  const gregorianYear = 2000 + (jdUt - J2000_JD) / 365.2425;
  let seconds = smhParabola(gregorianYear);
  for (const [start, end, a0, a1, a2, a3] of SMH2016_SPLINE) {
    if (jdUt >= start && jdUt < end) {
      const t = (jdUt - start) / (end - start);
      seconds = a0 + t * (a1 + t * (a2 + t * a3));
      break;
    }
  }
  // The spline assumes SMH's tidal acceleration; shift to the ephemeris' own (a few ms by 1800).
  const fromYear = gregorianYear - 1955;
  seconds += -0.000091 * (TIDAL_ACCELERATION_EPHEMERIS - TIDAL_ACCELERATION_SMH2016) * fromYear * fromYear;
  if (jdUt >= TABLE_FROM_JD - SPLINE_JOIN_DAYS) {
    seconds += (1 - (TABLE_FROM_JD - jdUt) / SPLINE_JOIN_DAYS) * SPLINE_JOIN_SECONDS;
  }
  return seconds;
}

/** SMH 2016 cubic beyond the table, in seconds, for a year counted from 2000. */
function futureCubic(yearsFrom2000: number): number {
  const b = yearsFrom2000;
  return (b * b * b * 121) / 30_000_000 + (b * b) / 1250 + (b * 521) / 3000 + 64;
}

/** ΔT in seconds at a Julian day in UT. */
export function deltaTSeconds(jdUt: number): number {
  if (jdUt < TABLE_FROM_JD) return splineSeconds(jdUt);
  const year = 2000 + (jdUt - (J2000_JD - 0.5)) / 365.25;
  if (year <= TABLE_LAST_YEAR) return besselInterpolation(year);
  let seconds = futureCubic(year - 2000);
  // Fade the jump between the last tabulated value and the cubic over the following century.
  if (year <= TABLE_LAST_YEAR + 100) {
    const jump = futureCubic(TABLE_LAST_YEAR - 2000) - tabulated(YEARLY_SECONDS.length - 1);
    seconds += jump * (year - (TABLE_LAST_YEAR + 100)) * 0.01;
  }
  return seconds;
}
