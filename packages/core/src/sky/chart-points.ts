// The chart's other points (points.md §2): Lilith (the mean lunar apogee), the South Node and the Part of
// Fortune, with their houses and the few aspects they take. Cast from what the chart already holds.

import { ASPECT_ANGLES, type AspectKind, type Body, type ChartExtraPoint, type Sign } from '../codes';
import { normalizeDegrees, separationDegrees } from './angles';
import type { ChartPoint } from './aspects';
import { BODIES } from './bodies';
import { houseOf } from './houses';
import { meanLunarApogee } from './mean-apogee';
import { degreeInSign, signOf } from './zodiac-sign';

/** A point in the form of the bodies, without a speed of its own. */
export interface PointPosition {
  /** Ecliptic longitude of date, degrees in [0, 360). */
  longitude: number;
  sign: Sign;
  degree: number;
  retrograde: boolean;
  /** House 1–12 in the chart's system; null without a birth time. */
  house: number | null;
}

export interface PointAspect {
  a: ChartExtraPoint;
  b: ChartPoint;
  kind: AspectKind;
  angle: number;
  separation: number;
  orb: number;
}

/** What the points are cast from: the chart's own bodies and, with a birth time, its angles and cusps. */
export interface PointsInput {
  t: number;
  nutationLongitudeRad: number;
  sun: number;
  moon: number;
  trueNode: { longitude: number; retrograde: boolean };
  angles?: { ascendant: number; cusps: readonly number[] };
}

/**
 * Day chart when the Sun is above the horizon, (λSun − Asc) mod 360 ≥ 180: Asc + Moon − Sun; by night
 * Asc + Sun − Moon.
 */
export function partOfFortune(ascendant: number, sun: number, moon: number): number {
  const day = normalizeDegrees(sun - ascendant) >= 180;
  return normalizeDegrees(day ? ascendant + moon - sun : ascendant + sun - moon);
}

function pointAt(
  longitude: number,
  retrograde: boolean,
  cusps: readonly number[] | undefined,
): PointPosition {
  return {
    longitude,
    sign: signOf(longitude),
    degree: degreeInSign(longitude),
    retrograde,
    house: cusps ? houseOf(longitude, cusps) : null,
  };
}

/** Lilith, the South Node and, with a birth time, the Part of Fortune (else null). */
export function chartExtraPoints(input: PointsInput): Record<ChartExtraPoint, PointPosition | null> {
  const cusps = input.angles?.cusps;
  return {
    lilith: pointAt(meanLunarApogee(input.t, input.nutationLongitudeRad), false, cusps),
    // Exactly opposite the true node, moving with it.
    southNode: pointAt(normalizeDegrees(input.trueNode.longitude + 180), input.trueNode.retrograde, cusps),
    partOfFortune: input.angles
      ? pointAt(partOfFortune(input.angles.ascendant, input.sun, input.moon), false, cusps)
      : null,
  };
}

interface PointAspectRule {
  kinds: readonly AspectKind[];
  orb: number;
  /** Added when the Sun or the Moon takes part. */
  luminaryBonus: number;
  withAngles: boolean;
}

/** points.md §2: Lilith by conjunction and opposition; the Part of Fortune by conjunction to the bodies. */
const POINT_ASPECT_RULES: Partial<Record<ChartExtraPoint, PointAspectRule>> = {
  lilith: { kinds: ['conjunction', 'opposition'], orb: 3, luminaryBonus: 1, withAngles: true },
  partOfFortune: { kinds: ['conjunction'], orb: 3, luminaryBonus: 0, withAngles: false },
};

const RULED_POINTS = Object.keys(POINT_ASPECT_RULES) as ChartExtraPoint[];

/** The ten bodies: the true node takes no aspect from these points. */
const TEN_BODIES: readonly Body[] = BODIES.filter((b) => b !== 'trueNode');

/** Every aspect of the points to the ten bodies (and the angles, where the rule says), none among them. */
export function findPointAspects(
  points: Record<ChartExtraPoint, PointPosition | null>,
  bodies: Record<Body, { longitude: number }>,
  angles?: { ascendant: number; midheaven: number },
): PointAspect[] {
  const aspects: PointAspect[] = [];
  // Plain loops, no arrays per chart: this runs inside every computeChart (the bench's µs per chart).
  const check = (point: ChartExtraPoint, from: number, rule: PointAspectRule, b: ChartPoint, to: number) => {
    const separation = separationDegrees(from, to);
    const allowed = rule.orb + (b === 'sun' || b === 'moon' ? rule.luminaryBonus : 0);
    for (const kind of rule.kinds) {
      const angle = ASPECT_ANGLES[kind];
      const orb = Math.abs(separation - angle);
      if (orb <= allowed) aspects.push({ a: point, b, kind, angle, separation, orb });
    }
  };
  for (const point of RULED_POINTS) {
    const position = points[point];
    if (!position) continue;
    const rule = POINT_ASPECT_RULES[point]!;
    for (const b of TEN_BODIES) check(point, position.longitude, rule, b, bodies[b].longitude);
    if (rule.withAngles && angles) {
      check(point, position.longitude, rule, 'ascendant', angles.ascendant);
      check(point, position.longitude, rule, 'midheaven', angles.midheaven);
    }
  }
  return aspects;
}
