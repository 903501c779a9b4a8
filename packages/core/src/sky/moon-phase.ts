// The Moon's phase at an instant, for "Seu dia": the elongation (Moon − Sun apparent longitude) says
// where in the month the Moon is; the illuminated fraction follows from it.

import { MOON_PHASES, type MoonPhaseName } from '../codes';
import { err, ok, type Result } from '../result';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';
import { unixMsFromJulianDay } from './julian-day';
import { wrap360 } from './roots';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';

export interface MoonPhase {
  /** Moon − Sun apparent ecliptic longitude, degrees in [0, 360): 0 new, 90 first quarter, 180 full. */
  phaseAngleDeg: number;
  /** Illuminated fraction of the disc, 0–1 ((1 − cos elongation) / 2, close enough for a daily reading). */
  illumination: number;
  /** Eight 45° bins centred on 0°, 45°, … 315°, so each principal phase names the days around its instant. */
  phase: MoonPhaseName;
}

/** The phase for an elongation in degrees (any turn). */
export function moonPhaseFromElongation(elongationDeg: number): MoonPhase {
  const phaseAngleDeg = wrap360(elongationDeg);
  const illumination = (1 - Math.cos((phaseAngleDeg * Math.PI) / 180)) / 2;
  const bin = Math.floor(wrap360(phaseAngleDeg + 22.5) / 45) % 8;
  return { phaseAngleDeg, illumination, phase: MOON_PHASES[bin]! };
}

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
