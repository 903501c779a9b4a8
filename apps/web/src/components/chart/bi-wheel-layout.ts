// Where the bi-wheel draws each point: radii of its rings, glyph and degree-label positions, spread so
// that nothing on a ring overlaps. Pure, so the no-overlap promise is unit-tested without a DOM.
import type { WheelPoint } from './bi-wheel-types';
import { signOf } from './chart-point-names';
import { pointOnWheel, spreadLongitudes } from './wheel-geometry';

/** Centre and radii in viewBox units: the wheel is 400 wide, centred at 200, with a margin for AC/MC. */
export const C = 200;
export const R_OUT = 196;
export const R_SIGN_IN = 168;
export const R_SIGN_GLYPH = 182;
/** Between the outer ring (the second chart) and the inner ring (the first). */
export const R_SPLIT = 110;
export const R_HOUSE_OUT = 56;
export const R_HOUSE_IN = 42;
export const R_LABEL = 207;
/** Degree labels: small, but at a 390 px screen this still reads as about 8 px. */
export const LABEL_FONT = 9;
/** Air kept between neighbouring glyph boxes, in viewBox units. */
const AIR = 1.5;

export interface RingGeometry {
  /** Radius of the glyph centres. */
  glyph: number;
  /** Half the side of the glyph's square box (its hit circle's radius). */
  half: number;
  /** Radius of the degree labels' centres. */
  label: number;
  /** The band's outer edge, where the tick at the true longitude starts. */
  edge: number;
}

// A label sits far enough inside its glyph to clear the glyph's box in every direction, the diagonal
// being the worst (bi-wheel-layout.test.ts checks it at many rotations).
export const OUTER_RING: RingGeometry = { glyph: 152, half: 11, label: 124, edge: R_SIGN_IN };
export const INNER_RING: RingGeometry = { glyph: 96, half: 10, label: 69, edge: R_SPLIT };

const chordAngle = (chord: number, radius: number) =>
  2 * Math.asin(Math.min(1, chord / 2 / radius)) * (180 / Math.PI);

/**
 * Smallest angle between neighbours so that neither their glyph squares nor their degree labels can
 * overlap, whatever the direction: two boxes w×h clear each other once their centres are √(w²+h²) apart.
 */
export function minGapDeg(ring: RingGeometry): number {
  const glyphSide = ring.half * 2;
  const widest = labelSize('29°℞');
  return Math.max(
    chordAngle(Math.hypot(glyphSide, glyphSide) + AIR, ring.glyph),
    chordAngle(Math.hypot(widest.w, widest.h) + AIR, ring.label),
  );
}

/** "24°", with "℞" after it for a retrograde point: the whole minutes are in the tooltip and the table. */
export const degreeLabel = (point: WheelPoint): string =>
  `${Math.floor(signOf(point.longitude).degree)}°${point.retrograde ? '℞' : ''}`;

/** Generous estimate of a degree label's box (Inter at LABEL_FONT): digits ~0.6 em, "°" and "℞" wider. */
export function labelSize(text: string): { w: number; h: number } {
  let em = 0;
  for (const ch of text) em += ch === '℞' ? 0.8 : ch === '°' ? 0.45 : 0.62;
  return { w: em * LABEL_FONT, h: LABEL_FONT + 1 };
}

type XY = { x: number; y: number };

export interface PlacedPoint {
  point: WheelPoint;
  /** Stable key, unique across both rings. */
  key: string;
  /** The longitude the glyph is drawn at (the true one unless crowded). */
  shown: number;
  glyph: XY;
  label: XY;
  labelText: string;
  /** The tick at the true longitude on the band's edge, and the leader from it to the glyph. */
  tickFrom: XY;
  tickTo: XY;
  leaderEnd: XY;
}

export function layoutRing(
  points: readonly WheelPoint[],
  ring: RingGeometry,
  ascendant: number,
  keyPrefix: string,
): PlacedPoint[] {
  const at = (lon: number, r: number) => pointOnWheel(lon, ascendant, r, C);
  const shown = spreadLongitudes(
    points.map((p) => p.longitude),
    minGapDeg(ring),
  );
  return points.map((point, i) => {
    const lon = shown[i]!;
    return {
      point,
      key: `${keyPrefix}-${point.code}-${i}`,
      shown: lon,
      glyph: at(lon, ring.glyph),
      label: at(lon, ring.label),
      labelText: degreeLabel(point),
      tickFrom: at(point.longitude, ring.edge),
      tickTo: at(point.longitude, ring.edge - 6),
      leaderEnd: at(lon, ring.glyph + ring.half),
    };
  });
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The glyph's square and the degree label's box of every placed point (what must never overlap). */
export function ringBoxes(placed: readonly PlacedPoint[], ring: RingGeometry): Box[] {
  return placed.flatMap((p) => {
    const size = labelSize(p.labelText);
    return [
      { x: p.glyph.x, y: p.glyph.y, w: ring.half * 2, h: ring.half * 2 },
      { x: p.label.x, y: p.label.y, w: size.w, h: size.h },
    ];
  });
}

/** Do two centre-anchored boxes overlap? */
export const boxesOverlap = (a: Box, b: Box): boolean =>
  Math.abs(a.x - b.x) < (a.w + b.w) / 2 && Math.abs(a.y - b.y) < (a.h + b.h) / 2;
