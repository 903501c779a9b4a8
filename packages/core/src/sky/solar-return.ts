// The solar return (sky.md §6): the instant the Sun comes back to its natal longitude in a given year.
import { err, ok, type Result } from '../result';
import { signedArcDegrees } from './angles';
import { bodyLongitude, isWithinEphemeris } from './ephemeris';
import { TABLE_END_JD, TABLE_START_JD } from './ephemeris-layout';
import { unixMsFromJulianDay } from './julian-day';
import type { SkyError } from './sky-error';
import { timeScalesFromUnixMs } from './time-scales';

const MS_PER_DAY = 86_400_000;
const MAX_STEPS = 12;
const MARGIN_MS = 5 * 60_000;
// A millisecond of the Sun's motion is far below the 3 s the spec allows; Newton gets there in ~3 steps.
const TOLERANCE_MS = 1;

/**
 * The UTC instant (Unix ms) near `aroundMs` when the Sun's apparent longitude equals `natalSunLongitude`.
 * Start from the birthday in the wanted year: the Sun returns within a day of it.
 */
export function solarReturnInstant(natalSunLongitude: number, aroundMs: number): Result<number, SkyError> {
  let ms = aroundMs;
  for (let i = 0; i < MAX_STEPS; i++) {
    const { jdTT } = timeScalesFromUnixMs(ms);
    if (!isWithinEphemeris(jdTT)) {
      return err({
        code: 'instant-out-of-range',
        utcMs: ms,
        minUtcMs: Math.ceil(unixMsFromJulianDay(TABLE_START_JD) + MARGIN_MS),
        maxUtcMs: Math.floor(unixMsFromJulianDay(TABLE_END_JD) - MARGIN_MS),
      });
    }
    const { longitude, speed } = bodyLongitude('sun', jdTT);
    // Newton on the Sun's longitude, whose speed never strays from about 1°/day.
    const stepMs = (signedArcDegrees(natalSunLongitude, longitude) / speed) * MS_PER_DAY;
    ms += stepMs;
    if (Math.abs(stepMs) < TOLERANCE_MS) return ok(Math.round(ms));
  }
  return ok(Math.round(ms));
}
