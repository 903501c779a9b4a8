// The chart's other points (points.md §2): Quíron (from its own table), Lilith (the mean lunar apogee),
// the South Node and the Part of Fortune, with their houses and the few aspects they take.

import { ASPECT_ANGLES, type AspectKind, type Body, type ChartExtraPoint, type Sign } from '../codes';
import { normalizeDegrees, separationDegrees } from './angles';
import type { ChartPoint } from './aspects';
import { BODIES } from './bodies';
import { bodyLongitude } from './ephemeris';
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
  /** Julian day in TT (Quíron's table). */
  jdTT: number;
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

/** Quíron, Lilith, the South Node and, with a birth time, the Part of Fortune (else null). */
export function chartExtraPoints(input: PointsInput): Record<ChartExtraPoint, PointPosition | null> {
  const cusps = input.angles?.cusps;
  const chiron = bodyLongitude('chiron', input.jdTT);
  return {
    chiron: pointAt(chiron.longitude, chiron.speed < 0, cusps),
    lilith: pointAt(meanLunarApogee(input.t, input.nutationLongitudeRad), false, cusps),
    // Exactly opposite the true node, moving with it.
    southNode: pointAt(normalizeDegrees(input.trueNode.longitude + 180), input.trueNode.retrograde, cusps),
    partOfFortune: input.angles
      ? pointAt(partOfFortune(input.angles.ascendant, input.sun, input.moon), false, cusps)
      : null,
  };
}

interface PointAspectRule {
  /** The aspects taken, each with its orb. */
  orbs: Partial<Record<AspectKind, number>>;
  /** Added when the Sun or the Moon takes part. */
  luminaryBonus: number;
  withAngles: boolean;
  withTrueNode: boolean;
}

/**
 * points.md §2: Quíron by the five aspects at half domain.md's orbs, to the bodies, the true node and the
 * angles; Lilith by conjunction and opposition; the Part of Fortune by conjunction to the bodies.
 */
const POINT_ASPECT_RULES: Partial<Record<ChartExtraPoint, PointAspectRule>> = {
  chiron: {
    orbs: { conjunction: 4, opposition: 4, trine: 3.5, square: 3, sextile: 2 },
    luminaryBonus: 1,
    withAngles: true,
    withTrueNode: true,
  },
  lilith: {
    orbs: { conjunction: 3, opposition: 3 },
    luminaryBonus: 1,
    withAngles: true,
    withTrueNode: false,
  },
  partOfFortune: { orbs: { conjunction: 3 }, luminaryBonus: 0, withAngles: false, withTrueNode: false },
};

/** Each rule's aspects as flat lists, read in the per-chart loop without keyed lookups. */
const RULE_ASPECTS = Object.fromEntries(
  Object.entries(POINT_ASPECT_RULES).map(([point, rule]) => {
    const kinds = Object.keys(rule.orbs) as AspectKind[];
    return [
      point,
      { kinds, angles: kinds.map((k) => ASPECT_ANGLES[k]), orbs: kinds.map((k) => rule.orbs[k]!) },
    ];
  }),
) as Partial<Record<ChartExtraPoint, { kinds: AspectKind[]; angles: number[]; orbs: number[] }>>;

const RULED_POINTS = Object.keys(POINT_ASPECT_RULES) as ChartExtraPoint[];

/** The ten bodies; only Quíron's rule adds the true node. */
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
    const bonus = b === 'sun' || b === 'moon' ? rule.luminaryBonus : 0;
    const { kinds, angles, orbs } = RULE_ASPECTS[point]!;
    for (let k = 0; k < kinds.length; k++) {
      const orb = Math.abs(separation - angles[k]!);
      if (orb <= orbs[k]! + bonus)
        aspects.push({ a: point, b, kind: kinds[k]!, angle: angles[k]!, separation, orb });
    }
  };
  for (const point of RULED_POINTS) {
    const position = points[point];
    if (!position) continue;
    const rule = POINT_ASPECT_RULES[point]!;
    for (const b of TEN_BODIES) check(point, position.longitude, rule, b, bodies[b].longitude);
    if (rule.withTrueNode) check(point, position.longitude, rule, 'trueNode', bodies.trueNode.longitude);
    if (rule.withAngles && angles) {
      check(point, position.longitude, rule, 'ascendant', angles.ascendant);
      check(point, position.longitude, rule, 'midheaven', angles.midheaven);
    }
  }
  return aspects;
}
