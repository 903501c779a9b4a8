// Apparent geocentric ecliptic longitudes of date (true equinox; light time, aberration, deflection and
// nutation included) and their daily motion, read from the shipped Chebyshev tables. A lookup and a
// dozen multiply-adds per body; the tables decode lazily on first use (a few ms per body).

import { decodeTable, type DecodedTable } from './ephemeris-codec';
import { CHIRON_TABLE } from './chiron-table';
import { TABLE_END_JD, TABLE_SPECS, TABLE_START_JD, type TableBody } from './ephemeris-layout';
import { EPHEMERIS_TABLES } from './ephemeris-tables';

export interface LongitudeAndSpeed {
  /** Degrees in [0, 360). */
  longitude: number;
  /** Degrees per day (negative when retrograde). */
  speed: number;
}

const decoded = new Map<TableBody, DecodedTable>();

function tableOf(body: TableBody): DecodedTable {
  let table = decoded.get(body);
  if (!table) {
    const { spanDays, coefficientCount } = TABLE_SPECS[body];
    const segments = Math.round((TABLE_END_JD - TABLE_START_JD) / spanDays);
    const text = body === 'chiron' ? CHIRON_TABLE : EPHEMERIS_TABLES[body];
    table = decodeTable(text, spanDays, coefficientCount, segments);
    decoded.set(body, table);
  }
  return table;
}

/** Whether a Julian day (TT) lies inside the tables. */
export function isWithinEphemeris(jdTT: number): boolean {
  return jdTT >= TABLE_START_JD && jdTT < TABLE_END_JD;
}

/** Longitude and speed of a body (or Quíron) at a Julian day in TT; the caller checks `isWithinEphemeris` first. */
export function bodyLongitude(body: TableBody, jdTT: number): LongitudeAndSpeed {
  const table = tableOf(body);
  const n = table.coefficientCount;
  const position = (jdTT - TABLE_START_JD) / table.spanDays;
  const base = Math.min(Math.max(Math.floor(position), 0), table.depth.length - 1);
  const parts = 2 ** (table.depth[base] ?? 0);
  const within = (position - base) * parts;
  const part = Math.min(Math.max(Math.floor(within), 0), parts - 1);
  const x = 2 * (within - part) - 1;
  const offset = ((table.firstSubSegment[base] ?? 0) + part) * n;
  const c = table.coefficients;
  // T_j and T_j' by their recurrences, summed together.
  let tPrev = 1;
  let t = x;
  let dPrev = 0;
  let d = 1;
  let value = c[offset]! + c[offset + 1]! * x;
  let slope = c[offset + 1]!;
  for (let j = 2; j < n; j++) {
    const tNext = 2 * x * t - tPrev;
    const dNext = 2 * t + 2 * x * d - dPrev;
    value += c[offset + j]! * tNext;
    slope += c[offset + j]! * dNext;
    tPrev = t;
    t = tNext;
    dPrev = d;
    d = dNext;
  }
  const halfSpanDays = table.spanDays / parts / 2;
  const longitude = value % 360;
  return { longitude: longitude < 0 ? longitude + 360 : longitude, speed: slope / halfSpanDays };
}
