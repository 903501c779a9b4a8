// The Moon's phase at an instant, for "Seu dia": the elongation (Moon − Sun apparent longitude) says
// where in the month the Moon is; the illuminated fraction follows from it.

import type { MoonPhaseName } from '../codes';
import { dayMoonPhase, moonPhaseFromElongation, type MoonPhase } from '../moon-phase-of';
import { err, ok, type Result } from '../result';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';
import { unixMsFromJulianDay } from './julian-day';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';

export { dayMoonPhase, moonPhaseFromElongation, type MoonPhase };

export function moonPhaseAt(utcMs: number): Result<MoonPhase, SkyError> {
  const { jdTT } = timeScalesFromUnixMs(utcMs);
  if (!isWithinEphemeris(jdTT)) {
    return err({
      code: 'instant-out-of-range',
      utcMs,
      minUtcMs: Math.ceil(unixMsFromJulianDay(TABLE_START_JD) + 5 * 60_000),
      maxUtcMs: Math.floor(unixMsFromJulianDay(TABLE_END_JD) - 5 * 60_000),
    });
  }
  const moon = bodyLongitude('moon', jdTT).longitude;
  const sun = bodyLongitude('sun', jdTT).longitude;
  return ok(moonPhaseFromElongation(moon - sun));
}

const elongationAt = (utcMs: number): number => {
  const { jdTT } = timeScalesFromUnixMs(utcMs);
  return bodyLongitude('moon', jdTT).longitude - bodyLongitude('sun', jdTT).longitude;
};

/**
 * The name of the local day [startMs, endMs) by the folhinha's convention (`dayMoonPhase`): the one the
 * calendar, the horóscopo, "Seu dia" and the pushes all use.
 */
export function localDayMoonPhase(startMs: number, endMs: number): Result<MoonPhaseName, SkyError> {
  const first = moonPhaseAt(startMs);
  if (!first.ok) return first;
  const last = moonPhaseAt(endMs);
  if (!last.ok) return last;
  return ok(dayMoonPhase(elongationAt(startMs), elongationAt(endMs)));
}
