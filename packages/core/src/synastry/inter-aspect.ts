import type { AspectKind, ReportBody } from '../codes';
import { ASPECT_KINDS } from '../codes';
import { separation } from './longitude';

/** Same angles and orbs as the aspects within a chart (domain.md §2). */
export const ASPECT_ANGLE_DEG: Record<AspectKind, number> = {
  conjunction: 0,
  opposition: 180,
  trine: 120,
  square: 90,
  sextile: 60,
};
export const ASPECT_ORB_DEG: Record<AspectKind, number> = {
  conjunction: 8,
  opposition: 8,
  trine: 7,
  square: 6,
  sextile: 4,
};
export const LUMINARY_ORB_BONUS_DEG = 2;

export interface InterAspect {
  kind: AspectKind;
  /** Distance from the exact angle, degrees. */
  orb: number;
  /** The largest orb allowed for this pair and kind. */
  maxOrb: number;
}

const isLuminary = (body: ReportBody): boolean => body === 'sun' || body === 'moon';

export function maxOrbFor(kind: AspectKind, bodyA: ReportBody, bodyB: ReportBody): number {
  const bonus = isLuminary(bodyA) || isLuminary(bodyB) ? LUMINARY_ORB_BONUS_DEG : 0;
  return ASPECT_ORB_DEG[kind] + bonus;
}

/** The aspect a point of one chart makes to a point of the other, or null. Orbs never overlap. */
export function findInterAspect(
  bodyA: ReportBody,
  longitudeA: number,
  bodyB: ReportBody,
  longitudeB: number,
): InterAspect | null {
  const angle = separation(longitudeA, longitudeB);
  for (const kind of ASPECT_KINDS) {
    const orb = Math.abs(angle - ASPECT_ANGLE_DEG[kind]);
    const maxOrb = maxOrbFor(kind, bodyA, bodyB);
    if (orb <= maxOrb) return { kind, orb, maxOrb };
  }
  return null;
}
