// Solar-arc directions (relations.md §3): every natal point advanced by the solar arc, the progressed
// Sun's distance from the natal Sun at the date's progressed instant.

import { normalizeDegrees } from './angles';
import { directionAspects, type DirectionAspect, type MovingPoint } from './direction-aspects';
import {
  checkDirectionDate,
  movedPoint,
  natalLongitude,
  solarArcAt,
  type DirectionError,
  type DirectionNatal,
  type MovedPoint,
} from './progressions';
import { ok, type Result } from '../result';
import { unixMsFromJulianDay } from './julian-day';
import { TABLE_END_JD } from './ephemeris-layout';

export interface SolarArcDirections {
  dateMs: number;
  progressedMs: number;
  /** Degrees added to every natal point. */
  arc: number;
  points: MovedPoint[];
  aspects: DirectionAspect[];
}

export function solarArcDirections(
  natal: DirectionNatal,
  dateMs: number,
): Result<SolarArcDirections, DirectionError> {
  const checked = checkDirectionDate(natal, dateMs);
  if (!checked.ok) return checked;
  const progressedMs = checked.value;
  const arcAt = solarArcAt(natalLongitude(natal, 'sun') ?? 0);
  const arc = arcAt(progressedMs);
  const points: MovedPoint[] = [];
  const moving: MovingPoint[] = [];
  for (const { point, longitude: natalLon } of natal.points) {
    const longitude = normalizeDegrees(natalLon + arc);
    points.push(movedPoint(point, longitude, false, natal.cusps));
    moving.push({ point, longitude, longitudeAt: (t) => normalizeDegrees(natalLon + arcAt(t)) });
  }
  const latestMs = unixMsFromJulianDay(TABLE_END_JD) - 5 * 60_000;
  const clock = { birthMs: natal.birthMs, dateMs, progressedMs, latestMs };
  return ok({
    dateMs,
    progressedMs,
    arc,
    points,
    aspects: directionAspects('solar-arc', moving, natal.points, clock),
  });
}
