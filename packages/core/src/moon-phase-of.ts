// The Moon's phase from its elongation alone: pure arithmetic on core's codes, with no ephemeris, so the
// browser draws and names each day's Moon by the same rule the server uses for "Seu dia".
import { MOON_PHASES, type MoonPhaseName } from './codes';

export interface MoonPhase {
  /** Moon − Sun apparent ecliptic longitude, degrees in [0, 360): 0 new, 90 first quarter, 180 full. */
  phaseAngleDeg: number;
  /** Illuminated fraction of the disc, 0–1 ((1 − cos elongation) / 2, close enough for a daily reading). */
  illumination: number;
  /** Eight 45° bins centred on 0°, 45°, … 315°, so each principal phase names the days around its instant. */
  phase: MoonPhaseName;
}

const wrap360 = (degrees: number) => ((degrees % 360) + 360) % 360;

/** The phase for an elongation in degrees (any turn). */
export function moonPhaseFromElongation(elongationDeg: number): MoonPhase {
  const phaseAngleDeg = wrap360(elongationDeg);
  const illumination = (1 - Math.cos((phaseAngleDeg * Math.PI) / 180)) / 2;
  const bin = Math.floor(wrap360(phaseAngleDeg + 22.5) / 45) % 8;
  return { phaseAngleDeg, illumination, phase: MOON_PHASES[bin]! };
}

/** The folhinha's four: the phase whose exact instant falls in a day names that day. */
const PRINCIPAL: readonly [number, MoonPhaseName][] = [
  [0, 'new'],
  [90, 'first-quarter'],
  [180, 'full'],
  [270, 'last-quarter'],
];

/**
 * One Moon-phase convention for the whole product (issue #37), the Brazilian folhinha's: the local day
 * that holds the exact new Moon, first quarter, full Moon or last quarter is "Lua Nova", "Quarto
 * Crescente", "Lua Cheia" or "Quarto Minguante"; the days between are Crescente (waxing) or Minguante
 * (waning), told apart here by their half of the quarter (the gibbous codes) for the day's own text.
 * `startDeg` and `endDeg` are the elongations at the day's 00:00 and 24:00; an instant exactly at 24:00
 * belongs to the next day, as in the calendar. Pure arithmetic: the server takes the ephemeris'
 * elongations, the browser the ones it interpolates between the calendar's phase events.
 */
export function dayMoonPhase(startDeg: number, endDeg: number): MoonPhaseName {
  const start = wrap360(startDeg);
  const span = wrap360(endDeg - startDeg);
  // A nanodegree of slack: the wrap's rounding must not pull an instant at 24:00 into the day.
  for (const [angle, name] of PRINCIPAL) if (wrap360(angle - start) < span - 1e-9) return name;
  const middle = wrap360(start + span / 2);
  if (middle < 90) return 'waxing-crescent';
  if (middle < 180) return 'waxing-gibbous';
  if (middle < 270) return 'waning-gibbous';
  return 'waning-crescent';
}
