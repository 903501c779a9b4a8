// Shape of the shipped Chebyshev tables, shared by the generator and the runtime decoder.

import type { Body } from '../codes';

/** The bodies, and Quíron (a point of the chart, tabulated the same way). */
export type TableBody = Body | 'chiron';

/** Table coverage in TT: 1799-12-01 to 2101-03-05, so every local date of 1800–2100 and the Chinese new years to 2101 fit. */
export const TABLE_START_JD = 2_378_465.5;
export const TABLE_END_JD = 2_488_497.5;

/** Coefficients are stored as integers in this unit: 0.0001″. */
export const COEFFICIENT_QUANTUM_DEG = 1e-4 / 3600;

export interface TableSpec {
  /** Length of a base segment; a segment may be halved up to seven times where the longitude turns sharply. */
  readonly spanDays: number;
  /** Chebyshev coefficients per (sub-)segment. */
  readonly coefficientCount: number;
}

// Chosen by measurement: the smallest table that stays within 0.002″ of the theories. Segments stay
// short because every geocentric longitude carries the Earth's monthly wobble about the Earth–Moon
// barycentre and the 13.7-day nutation term; near conjunctions with the Sun, light deflection adds a
// sharp bump that the generator meets by halving segments.
export const TABLE_SPECS: Readonly<Record<TableBody, TableSpec>> = {
  sun: { spanDays: 32, coefficientCount: 17 },
  moon: { spanDays: 8, coefficientCount: 12 },
  mercury: { spanDays: 16, coefficientCount: 12 },
  venus: { spanDays: 32, coefficientCount: 17 },
  mars: { spanDays: 32, coefficientCount: 17 },
  jupiter: { spanDays: 32, coefficientCount: 17 },
  saturn: { spanDays: 32, coefficientCount: 17 },
  uranus: { spanDays: 32, coefficientCount: 17 },
  neptune: { spanDays: 32, coefficientCount: 17 },
  pluto: { spanDays: 32, coefficientCount: 16 },
  trueNode: { spanDays: 8, coefficientCount: 11 },
  chiron: { spanDays: 32, coefficientCount: 17 },
};
