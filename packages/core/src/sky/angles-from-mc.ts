// An Ascendant for a Midheaven that no instant and place gave directly: the progressed MC (natal MC +
// solar arc), a composite MC. The MC fixes the meridian's right ascension (the ARMC); the Ascendant is
// then the point rising at that ARMC at the given latitude, as at any birth.

import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees, signedArcDegrees } from './angles';
import { ascendantLongitude } from './houses';
import { centuriesSinceJ2000 } from './julian-day';
import { nutation } from './nutation';
import { meanObliquity } from './obliquity';

/** True obliquity of the ecliptic (radians) at a Julian day in TT. */
export function trueObliquityAt(jdTT: number): number {
  const t = centuriesSinceJ2000(jdTT);
  return meanObliquity(t) + nutation(t).obliquity;
}

/** Right ascension (degrees) of the ecliptic point at `longitude`: the ARMC when that point culminates. */
export function armcOfMidheaven(midheaven: number, obliquityRad: number): number {
  const l = midheaven * RAD_PER_DEG;
  return normalizeDegrees(Math.atan2(Math.sin(l) * Math.cos(obliquityRad), Math.cos(l)) * DEG_PER_RAD);
}

/** The Ascendant rising when `midheaven` culminates at `latitudeDeg`. */
export function ascendantFromMidheaven(midheaven: number, latitudeDeg: number, obliquityRad: number): number {
  const armc = armcOfMidheaven(midheaven, obliquityRad);
  let ascendant = ascendantLongitude(armc, latitudeDeg, obliquityRad);
  // Inside the polar circles the formula can give the western point; houses.ts takes its opposite too.
  const polar = Math.abs(latitudeDeg) >= 90 - obliquityRad * DEG_PER_RAD;
  if (polar && signedArcDegrees(ascendant, midheaven) < 0) ascendant = normalizeDegrees(ascendant + 180);
  return ascendant;
}
