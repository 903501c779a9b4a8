// The natal chart: positions of the bodies, the angles, the houses and the aspects, for an instant
// and a place.
//
// computeChart({ utcMs, latitude, longitude, houseSystem?, timeKnown? }) → Result<Chart, SkyError>:
//   bodies      Record<Body, { longitude 0–360, speed °/day, sign, degree 0–30, retrograde, house }>
//               house 1–12, or null without a birth time
//   ascendant, midheaven   { longitude, sign, degree } (absent without a birth time)
//   houses      12 cusp longitudes, houses[0] = cusp 1 (Ascendant); houses[9] = cusp 10, the MC except
//               in equal and whole-sign (absent without a birth time)
//   houseSystem the system used (default placidus); houseFallback 'polar' | 'no-convergence' when
//               Porphyry stood in for it
//   aspects     { a, b, kind, angle, separation, orb }[] among bodies, Ascendant and MC (aspects.ts)
//   points      Quíron, Lilith, the South Node, the Part of Fortune; pointAspects their aspects (chart-points.ts)
//   time        { julianDayUt (UT1), deltaTSeconds, siderealTimeDeg } as used
// computeBodies(utcMs) gives the positions alone (no place: no houses, no angles).

import { DEFAULT_HOUSE_SYSTEM, type Body, type ChartExtraPoint, type HouseSystem, type Sign } from '../codes';
import { err, ok, type Result } from '../result';
import { normalizeDegrees } from './angles';
import { findAspects, type ChartAspect, type ChartPoint } from './aspects';
import { BODIES } from './bodies';
import { chartExtraPoints, findPointAspects, type PointAspect, type PointPosition } from './chart-points';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';
import { computeHouses, houseOf, type HouseCusps, type HouseFallback } from './houses';
import { centuriesSinceJ2000, unixMsFromJulianDay } from './julian-day';
import { nutation } from './nutation';
import { meanObliquity } from './obliquity';
import { apparentSiderealTimeDegrees } from './sidereal-time';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs, type TimeScales } from './time-scales';
import { degreeInSign, signOf } from './zodiac-sign';

export interface BodyPosition {
  /** Apparent geocentric ecliptic longitude of date, degrees in [0, 360). */
  longitude: number;
  /** Degrees per day. */
  speed: number;
  sign: Sign;
  /** Degrees within the sign, [0, 30). */
  degree: number;
  retrograde: boolean;
}

export interface ChartBody extends BodyPosition {
  /** House 1–12 in the system used; null when the birth time is unknown. */
  house: number | null;
}

export interface ChartAngle {
  longitude: number;
  sign: Sign;
  degree: number;
}

export interface Chart {
  bodies: Record<Body, ChartBody>;
  /** False when cast without a birth time: then no angles, no houses, no aspects to the angles. */
  timeKnown: boolean;
  ascendant?: ChartAngle;
  midheaven?: ChartAngle;
  houses?: number[];
  /** The system actually used; absent without a birth time. */
  houseSystem?: HouseSystem;
  houseFallback?: HouseFallback;
  aspects: ChartAspect[];
  /** Quíron, Lilith, the South Node and the Part of Fortune (null without a birth time): points.md §2. */
  points: Record<ChartExtraPoint, PointPosition | null>;
  /** The points' aspects, by their own rules (chart-points.ts). */
  pointAspects: PointAspect[];
  /** Julian day in UT1, TT − UT1 in seconds, Greenwich apparent sidereal time in degrees. */
  time: { julianDayUt: number; deltaTSeconds: number; siderealTimeDeg: number };
}

export interface ChartInput {
  /** The birth instant, Unix milliseconds (UTC). */
  utcMs: number;
  /** Degrees, north positive. */
  latitude: number;
  /** Degrees, east positive. */
  longitude: number;
  /** Default placidus. */
  houseSystem?: HouseSystem;
  /** Default true. False casts the chart without angles and houses (the instant is then a stand-in). */
  timeKnown?: boolean;
}

const RANGE_MARGIN_MS = 5 * 60_000;

function instantOf(utcMs: number): Result<TimeScales, SkyError> {
  const scales = timeScalesFromUnixMs(utcMs);
  if (!isWithinEphemeris(scales.jdTT)) {
    // Table bounds are in TT; ΔT is 10–100 s over the range, so UTC bounds 5 min inside are safe.
    return err({
      code: 'instant-out-of-range',
      utcMs,
      minUtcMs: Math.ceil(unixMsFromJulianDay(TABLE_START_JD) + RANGE_MARGIN_MS),
      maxUtcMs: Math.floor(unixMsFromJulianDay(TABLE_END_JD) - RANGE_MARGIN_MS),
    });
  }
  return ok(scales);
}

function positionOf(body: Body, jdTT: number): BodyPosition {
  const { longitude, speed } = bodyLongitude(body, jdTT);
  return {
    longitude,
    speed,
    sign: signOf(longitude),
    degree: degreeInSign(longitude),
    retrograde: speed < 0,
  };
}

function positionsAt(jdTT: number): Record<Body, BodyPosition> {
  const positions = {} as Record<Body, BodyPosition>;
  for (const body of BODIES) positions[body] = positionOf(body, jdTT);
  return positions;
}

function angleOf(longitude: number): ChartAngle {
  return { longitude, sign: signOf(longitude), degree: degreeInSign(longitude) };
}

/** Positions of every body at an instant (no place needed). */
export function computeBodies(utcMs: number): Result<Record<Body, BodyPosition>, SkyError> {
  const instant = instantOf(utcMs);
  if (!instant.ok) return instant;
  return ok(positionsAt(instant.value.jdTT));
}

/** The full chart for an instant and a place. */
export function computeChart(input: ChartInput): Result<Chart, SkyError> {
  const { latitude, longitude } = input;
  if (!(Math.abs(latitude) <= 90) || !(Math.abs(longitude) <= 180)) {
    return err({ code: 'invalid-coordinates', latitude, longitude });
  }
  const instant = instantOf(input.utcMs);
  if (!instant.ok) return instant;
  const { jdUt, jdTT, deltaTSeconds } = instant.value;

  const t = centuriesSinceJ2000(jdTT);
  const nut = nutation(t);
  const trueObliquity = meanObliquity(t) + nut.obliquity;
  const siderealTimeDeg = apparentSiderealTimeDegrees(jdUt, t, nut.longitude, trueObliquity);
  const timeKnown = input.timeKnown ?? true;
  const houses: HouseCusps | undefined = timeKnown
    ? computeHouses(
        normalizeDegrees(siderealTimeDeg + longitude),
        latitude,
        trueObliquity,
        input.houseSystem ?? DEFAULT_HOUSE_SYSTEM,
      )
    : undefined;

  const bodies = {} as Record<Body, ChartBody>;
  const points: { point: ChartPoint; longitude: number }[] = [];
  for (const body of BODIES) {
    const { longitude: lon, speed } = bodyLongitude(body, jdTT);
    // A literal, not a spread of positionOf(): object spread costs more than the ephemeris here.
    bodies[body] = {
      longitude: lon,
      speed,
      sign: signOf(lon),
      degree: degreeInSign(lon),
      retrograde: speed < 0,
      house: houses ? houseOf(lon, houses.cusps) : null,
    };
    points.push({ point: body, longitude: lon });
  }
  const time = { julianDayUt: jdUt, deltaTSeconds, siderealTimeDeg };
  const extra = chartExtraPoints({
    jdTT,
    t,
    nutationLongitudeRad: nut.longitude,
    sun: bodies.sun.longitude,
    moon: bodies.moon.longitude,
    trueNode: bodies.trueNode,
    ...(houses ? { angles: { ascendant: houses.ascendant, cusps: houses.cusps } } : {}),
  });
  const pointAspects = findPointAspects(extra, bodies, houses);
  if (!houses) {
    return ok({ bodies, timeKnown, aspects: findAspects(points), points: extra, pointAspects, time });
  }

  points.push(
    { point: 'ascendant', longitude: houses.ascendant },
    { point: 'midheaven', longitude: houses.midheaven },
  );
  const chart: Chart = {
    bodies,
    timeKnown,
    ascendant: angleOf(houses.ascendant),
    midheaven: angleOf(houses.midheaven),
    houses: houses.cusps,
    houseSystem: houses.system,
    aspects: findAspects(points),
    points: extra,
    pointAspects,
    time,
  };
  if (houses.fallback) chart.houseFallback = houses.fallback;
  return ok(chart);
}

export type { HouseFallback } from './houses';
