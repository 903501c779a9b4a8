import type { AspectKind, ReportBody } from '../codes';
import { allowedOrb, aspectBetween } from '../sky/aspects';

/** An aspect between a point of one chart and a point of the other: same angles and orbs as within a chart. */
export interface InterAspect {
  kind: AspectKind;
  /** Distance from the exact angle, degrees. */
  orb: number;
  /** The largest orb allowed for this pair and kind. */
  maxOrb: number;
}

/** The aspect a point of one chart makes to a point of the other, or null. Orbs never overlap. */
export function findInterAspect(
  bodyA: ReportBody,
  longitudeA: number,
  bodyB: ReportBody,
  longitudeB: number,
): InterAspect | null {
  const aspect = aspectBetween(bodyA, longitudeA, bodyB, longitudeB);
  if (!aspect) return null;
  return { kind: aspect.kind, orb: aspect.orb, maxOrb: allowedOrb(aspect.kind, bodyA, bodyB) };
}
