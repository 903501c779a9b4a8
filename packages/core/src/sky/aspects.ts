// Aspects within one chart (domain.md §2): the five major aspects, with 2° more orb when the Sun or
// the Moon takes part.

import type { AspectKind, Body } from '../codes';
import { separationDegrees } from './angles';

export type ChartPoint = Body | 'ascendant' | 'midheaven';

export interface AspectDefinition {
  readonly angle: number;
  readonly orb: number;
}

export const ASPECT_DEFINITIONS: Readonly<Record<AspectKind, AspectDefinition>> = {
  conjunction: { angle: 0, orb: 8 },
  opposition: { angle: 180, orb: 8 },
  trine: { angle: 120, orb: 7 },
  square: { angle: 90, orb: 6 },
  sextile: { angle: 60, orb: 4 },
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

/**
 * Every aspect among the points, each pair once in the order given. The Ascendant–Midheaven pair is
 * left out: it is the frame of the chart, not an aspect.
 */
export function findAspects(points: readonly { point: ChartPoint; longitude: number }[]): ChartAspect[] {
  const aspects: ChartAspect[] = [];
  for (let i = 0; i < points.length; i++) {
    for (let j = i + 1; j < points.length; j++) {
      const p = points[i]!;
      const q = points[j]!;
      if (isAngle(p.point) && isAngle(q.point)) continue;
      const aspect = aspectBetween(p.point, p.longitude, q.point, q.longitude);
      if (aspect) aspects.push(aspect);
    }
  }
  return aspects;
}
