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
