// Every aspect between the points of two charts (relations.md §1): the ten bodies, and the Ascendant and
// MC of whoever has a known birth time and place. Orbs are the chart's (domain.md §2); two outer planets
// are left out, as their aspect belongs to a generation rather than to the couple.

import type { AspectKind, Body } from '../codes';
import { aspectBetween, type ChartPoint } from '../sky/aspects';
import { BODIES } from '../sky/bodies';

/** The points a synastry compares: the ten bodies (the node has no reading here), then the angles. */
export type SynastryPoint = Exclude<Body, 'trueNode'> | 'ascendant' | 'midheaven';

export const SYNASTRY_POINTS: readonly SynastryPoint[] = [
  ...(BODIES.filter((b) => b !== 'trueNode') as Exclude<Body, 'trueNode'>[]),
  'ascendant',
  'midheaven',
];

/** One person's point longitudes; angles absent when the birth time or place is unknown. */
export type SynastryPointLongitudes = Partial<Record<SynastryPoint, number>> &
  Record<Exclude<Body, 'trueNode'>, number>;

export interface SynastryContactFound {
  /** Point of the first person. */
  a: SynastryPoint;
  /** Point of the second person. */
  b: SynastryPoint;
  kind: AspectKind;
  /** Degrees from exact. */
  orb: number;
}

const OUTER: ReadonlySet<SynastryPoint> = new Set(['uranus', 'neptune', 'pluto']);

/** Between two charts a point may meet its own counterpart; only two outer planets are refused. */
export const isSynastryPair = (a: SynastryPoint, b: SynastryPoint): boolean =>
  !(OUTER.has(a) && OUTER.has(b));

/** Every aspect from a point of A to a point of B, tightest first (ties in SYNASTRY_POINTS order). */
export function synastryContacts(
  a: SynastryPointLongitudes,
  b: SynastryPointLongitudes,
): SynastryContactFound[] {
  const found: SynastryContactFound[] = [];
  for (const pa of SYNASTRY_POINTS) {
    const la = a[pa];
    if (la === undefined || !Number.isFinite(la)) continue;
    for (const pb of SYNASTRY_POINTS) {
      const lb = b[pb];
      if (lb === undefined || !Number.isFinite(lb) || !isSynastryPair(pa, pb)) continue;
      const aspect = aspectBetween(pa as ChartPoint, la, pb as ChartPoint, lb);
      if (aspect) found.push({ a: pa, b: pb, kind: aspect.kind, orb: aspect.orb });
    }
  }
  const order = (p: SynastryPoint) => SYNASTRY_POINTS.indexOf(p);
  return found.sort((x, y) => x.orb - y.orb || order(x.a) - order(y.a) || order(x.b) - order(y.b));
}
