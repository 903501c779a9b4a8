// Secondary progressions (relations.md §3): the sky a day after birth stands for the year of life.
//
// secondaryProgressions(natal, dateMs) → Result<Progressions, DirectionError>
//   dateMs        00:00 UTC of the day asked (the caller fixes it, so answers compare to the second)
//   progressedMs  birth + (date − birth) / 365.242199 days
//   points        Sun … Pluto at the progressed instant; with a birth time, the MC = natal MC + solar
//                 arc and the Ascendant derived from it at the birth latitude; house = natal house
//   aspects       progressed → natal within 1°, each with the date it perfects
//   sunIngress    the progressed Sun's last sign change since birth and its next one

import type { Sign, TransitNatalPoint } from '../codes';
import { TRANSIT_BODIES } from '../codes';
import { err, ok, type Result } from '../result';
import { normalizeDegrees } from './angles';
import { ascendantFromMidheaven, trueObliquityAt } from './angles-from-mc';
import { directionAspects, type DirectionAspect, type MovingPoint } from './direction-aspects';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';
import { houseOf } from './houses';
import { unixMsFromJulianDay } from './julian-day';
import { perfectionInstant } from './perfection';
import { dateOfProgressedMs, progressedInstantMs } from './progressed-time';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';
import type { TransitNatalInput } from './transits';
import { DEG_PER_SIGN, degreeInSign, signOf } from './zodiac-sign';

/** The natal chart as directions need it; plain data, so a service can build it from any saved birth. */
export interface DirectionNatal {
  /** The birth instant, Unix ms (UTC). */
  birthMs: number;
  /** Birth latitude, degrees north: where the progressed Ascendant rises. */
  latitude: number;
  /** Sun … Pluto, and the Ascendant and MC when the birth time is known. */
  points: readonly TransitNatalInput[];
  /** Natal cusps (houses 1–12) when the birth time is known: progressed points are read in natal houses. */
  cusps?: readonly number[] | null;
}

export interface MovedPoint {
  point: TransitNatalPoint;
  longitude: number;
  sign: Sign;
  degree: number;
  retrograde: boolean;
  /** Natal house it stands in; null without a birth time. */
  house: number | null;
}

export interface SignChange {
  sign: Sign;
  /** Calendar instant, Unix ms (UTC). */
  dateMs: number;
}

export interface Progressions {
  dateMs: number;
  progressedMs: number;
  /** Progressed Sun − natal Sun, degrees. */
  arc: number;
  points: MovedPoint[];
  aspects: DirectionAspect[];
  sunIngress: { previous: SignChange | null; next: SignChange | null };
}

export type DirectionError = SkyError | { code: 'date-before-birth'; dateMs: number; birthMs: number };

const RANGE_MARGIN_MS = 5 * 60_000;
const FIRST_MS = unixMsFromJulianDay(TABLE_START_JD) + RANGE_MARGIN_MS;
const LAST_MS = unixMsFromJulianDay(TABLE_END_JD) - RANGE_MARGIN_MS;

const jdTTOf = (ms: number) => timeScalesFromUnixMs(ms).jdTT;

/** A body's longitude at a progressed instant, clamped to the tables' span (the clock never leaves it). */
export function progressedLongitudeAt(body: (typeof TRANSIT_BODIES)[number]) {
  return (progressedMs: number) =>
    bodyLongitude(body, jdTTOf(Math.min(Math.max(progressedMs, FIRST_MS), LAST_MS))).longitude;
}

export function natalLongitude(natal: DirectionNatal, point: TransitNatalPoint): number | undefined {
  return natal.points.find((p) => p.point === point)?.longitude;
}

/** The checks every direction shares: the date not before birth, and both instants in the tables. */
export function checkDirectionDate(natal: DirectionNatal, dateMs: number): Result<number, DirectionError> {
  if (dateMs < natal.birthMs) return err({ code: 'date-before-birth', dateMs, birthMs: natal.birthMs });
  const progressedMs = progressedInstantMs(natal.birthMs, dateMs);
  for (const ms of [natal.birthMs, progressedMs]) {
    if (!isWithinEphemeris(jdTTOf(ms))) {
      return err({ code: 'instant-out-of-range', utcMs: ms, minUtcMs: FIRST_MS, maxUtcMs: LAST_MS });
    }
  }
  return ok(progressedMs);
}

export function movedPoint(
  point: TransitNatalPoint,
  longitude: number,
  retrograde: boolean,
  cusps: readonly number[] | null | undefined,
): MovedPoint {
  return {
    point,
    longitude,
    sign: signOf(longitude),
    degree: degreeInSign(longitude),
    retrograde,
    house: cusps && cusps.length === 12 ? houseOf(longitude, cusps) : null,
  };
}

/** The solar arc at a progressed instant: progressed Sun − natal Sun, in [0, 360). */
export function solarArcAt(natalSun: number) {
  const sunAt = progressedLongitudeAt('sun');
  return (progressedMs: number) => normalizeDegrees(sunAt(progressedMs) - natalSun);
}

function sunSignChanges(natal: DirectionNatal, progressedMs: number, sun: number) {
  const sunAt = progressedLongitudeAt('sun');
  const boundary = Math.floor(sun / DEG_PER_SIGN) * DEG_PER_SIGN;
  const natalSun = natalLongitude(natal, 'sun') ?? sun;
  const change = (level: number, from: number, to: number): SignChange | null => {
    const at = perfectionInstant(sunAt, normalizeDegrees(level), progressedMs, from, to);
    return at === null
      ? null
      : { sign: signOf(level + 1), dateMs: Math.round(dateOfProgressedMs(natal.birthMs, at)) };
  };
  // The Sun has left its natal sign only if the boundary behind it lies on the arc already travelled.
  const travelled = normalizeDegrees(sun - natalSun);
  const sinceBoundary = normalizeDegrees(sun - boundary);
  return {
    previous: sinceBoundary <= travelled ? change(boundary, natal.birthMs, progressedMs) : null,
    next: change(boundary + DEG_PER_SIGN, progressedMs, LAST_MS),
  };
}

export function secondaryProgressions(
  natal: DirectionNatal,
  dateMs: number,
): Result<Progressions, DirectionError> {
  const checked = checkDirectionDate(natal, dateMs);
  if (!checked.ok) return checked;
  const progressedMs = checked.value;
  const jdTT = jdTTOf(progressedMs);
  const natalSun = natalLongitude(natal, 'sun') ?? 0;

  const points: MovedPoint[] = [];
  const moving: MovingPoint[] = [];
  for (const body of TRANSIT_BODIES) {
    const { longitude, speed } = bodyLongitude(body, jdTT);
    points.push(movedPoint(body, longitude, speed < 0, natal.cusps));
    moving.push({ point: body, longitude, longitudeAt: progressedLongitudeAt(body) });
  }
  const arc = normalizeDegrees(points[0]!.longitude - natalSun);

  const natalMc = natalLongitude(natal, 'midheaven');
  if (natalMc !== undefined && natalLongitude(natal, 'ascendant') !== undefined) {
    // The progressed angles: the MC moves by the solar arc, the Ascendant rises under it at the birth
    // latitude; the obliquity is the birth's (it changes by under 1″ over a progressed lifetime).
    const obliquity = trueObliquityAt(jdTTOf(natal.birthMs));
    const arcAt = solarArcAt(natalSun);
    const mcAt = (t: number) => normalizeDegrees(natalMc + arcAt(t));
    const ascAt = (t: number) => ascendantFromMidheaven(mcAt(t), natal.latitude, obliquity);
    const mc = normalizeDegrees(natalMc + arc);
    const asc = ascendantFromMidheaven(mc, natal.latitude, obliquity);
    points.push(
      movedPoint('ascendant', asc, false, natal.cusps),
      movedPoint('midheaven', mc, false, natal.cusps),
    );
    moving.push(
      { point: 'ascendant', longitude: asc, longitudeAt: ascAt },
      { point: 'midheaven', longitude: mc, longitudeAt: mcAt },
    );
  }

  const clock = { birthMs: natal.birthMs, dateMs, progressedMs, latestMs: LAST_MS };
  return ok({
    dateMs,
    progressedMs,
    arc,
    points,
    aspects: directionAspects('progressed', moving, natal.points, clock),
    sunIngress: sunSignChanges(natal, progressedMs, points[0]!.longitude),
  });
}
