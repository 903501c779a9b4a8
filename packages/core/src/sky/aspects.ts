// Aspects within one chart (domain.md §2, sky.md §1): the five major aspects, with 2° more orb when the
// Sun or the Moon takes part, between the ten bodies, the true node, the Ascendant and the MC.

import {
  ASPECT_ANGLES,
  CHART_ASPECT_NATURE,
  type AspectKind,
  type Body,
  type ChartAspectNature,
} from '../codes';
import { separationDegrees } from './angles';
import { BODIES } from './bodies';

export type ChartPoint = Body | 'ascendant' | 'midheaven';

/** Every point that can take part in an aspect, in the order pair keys use. */
export const CHART_POINTS: readonly ChartPoint[] = [...BODIES, 'ascendant', 'midheaven'];

/** How an aspect reads (codes.ts CHART_ASPECT_NATURE). */
export function aspectNature(kind: AspectKind): ChartAspectNature {
  return CHART_ASPECT_NATURE[kind];
}

const POINT_ORDER = new Map(CHART_POINTS.map((point, i) => [point, i]));

/** Unordered pair key in CHART_POINTS order: 'sun-moon' for both (sun, moon) and (moon, sun). */
export function aspectPairKey(a: ChartPoint, b: ChartPoint): string {
  return (POINT_ORDER.get(a) ?? 0) <= (POINT_ORDER.get(b) ?? 0) ? `${a}-${b}` : `${b}-${a}`;
}

export interface AspectDefinition {
  readonly angle: number;
  readonly orb: number;
}

export const ASPECT_DEFINITIONS: Readonly<Record<AspectKind, AspectDefinition>> = {
  conjunction: { angle: ASPECT_ANGLES.conjunction, orb: 8 },
  opposition: { angle: ASPECT_ANGLES.opposition, orb: 8 },
  trine: { angle: ASPECT_ANGLES.trine, orb: 7 },
  square: { angle: ASPECT_ANGLES.square, orb: 6 },
  sextile: { angle: ASPECT_ANGLES.sextile, orb: 4 },
};

export const LUMINARY_ORB_BONUS_DEG = 2;

export interface ChartAspect {
  a: ChartPoint;
  b: ChartPoint;
  kind: AspectKind;
  /** The aspect's exact angle: 0, 60, 90, 120 or 180. */
  angle: number;
  /** Actual angular distance between the two points, 0–180. */
  separation: number;
  /** How far from exact: |separation − angle|, degrees. */
  orb: number;
}

const KINDS = Object.keys(ASPECT_DEFINITIONS) as AspectKind[];

function isAngle(point: ChartPoint): boolean {
  return point === 'ascendant' || point === 'midheaven';
}

function isOuter(point: ChartPoint): boolean {
  return point === 'uranus' || point === 'neptune' || point === 'pluto';
}

/**
 * Pairs that never count as aspects: Ascendant–MC is the frame of the chart, and two outer planets
 * move so slowly that their aspect belongs to a generation, not to a person.
 */
export function isAspectPair(a: ChartPoint, b: ChartPoint): boolean {
  if (a === b) return false;
  if (isAngle(a) && isAngle(b)) return false;
  return !(isOuter(a) && isOuter(b));
}

function isLuminary(point: ChartPoint): boolean {
  return point === 'sun' || point === 'moon';
}

/** Orb allowed for an aspect between two points. */
export function allowedOrb(kind: AspectKind, a: ChartPoint, b: ChartPoint): number {
  const bonus = isLuminary(a) || isLuminary(b) ? LUMINARY_ORB_BONUS_DEG : 0;
  return ASPECT_DEFINITIONS[kind].orb + bonus;
}

/** The aspect two longitudes form, if any (orbs never overlap, so there is at most one). */
export function aspectBetween(
  a: ChartPoint,
  longitudeA: number,
  b: ChartPoint,
  longitudeB: number,
): ChartAspect | undefined {
  const separation = separationDegrees(longitudeA, longitudeB);
  for (const kind of KINDS) {
    const { angle } = ASPECT_DEFINITIONS[kind];
    const orb = Math.abs(separation - angle);
    if (orb <= allowedOrb(kind, a, b)) return { a, b, kind, angle, separation, orb };
  }
  return undefined;
}

/** Every aspect among the points, each pair once in the order given, leaving out what isAspectPair refuses. */
export function findAspects(points: readonly { point: ChartPoint; longitude: number }[]): ChartAspect[] {
  const aspects: ChartAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const p = points[i]!;
      const q = points[j]!;
      if (!isAspectPair(p.point, q.point)) continue;
      const aspect = aspectBetween(p.point, p.longitude, q.point, q.longitude);
      if (aspect) aspects.push(aspect);
    }
  }
  return aspects;
}
