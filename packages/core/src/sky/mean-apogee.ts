// Lilith, the mean lunar apogee, as Swiss Ephemeris' MEAN_APOG (points.md §2): the apogee of the mean
// lunar orbit, that is the mean perigee + 180° taken in the orbit's own plane, then projected onto the
// ecliptic through the mean node. The projection moves it up to ~7′ from the plain polynomial, which is
// why a bare "perigee + 180°" misses MEAN_APOG. Nutation in longitude makes it "of date", as the bodies.
// Mean elements: Chapront et al. (ELP 2000-82B) as given by Meeus, Astronomical Algorithms ch. 47.

import { DEG_PER_RAD, RAD_PER_DEG, normalizeDegrees } from './angles';

/** Mean inclination of the lunar orbit to the ecliptic (ELP 2000). */
const LUNAR_INCLINATION_RAD = 5.1453964 * RAD_PER_DEG;
const COS_INCLINATION = Math.cos(LUNAR_INCLINATION_RAD);

/** Mean longitude of the lunar perigee, degrees, `t` Julian centuries of TT since J2000. */
function meanPerigee(t: number): number {
  return 83.3532465 + t * (4069.0137287 + t * (-0.01032 + t * (-1 / 80053 + t / 18999000)));
}

/** Mean longitude of the ascending node, degrees. */
function meanNode(t: number): number {
  return 125.0445479 + t * (-1934.1362891 + t * (0.0020754 + t * (1 / 467441 - t / 60616000)));
}

/**
 * Ecliptic longitude of the mean lunar apogee of date, degrees in [0, 360): `t` Julian centuries of TT
 * since J2000, `nutationLongitudeRad` Δψ at that instant.
 */
export function meanLunarApogee(t: number, nutationLongitudeRad: number): number {
  const node = meanNode(t);
  const argument = (meanPerigee(t) + 180 - node) * RAD_PER_DEG;
  const fromNode = Math.atan2(COS_INCLINATION * Math.sin(argument), Math.cos(argument)) * DEG_PER_RAD;
  return normalizeDegrees(node + fromNode + nutationLongitudeRad * DEG_PER_RAD);
}
