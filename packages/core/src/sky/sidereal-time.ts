// Greenwich apparent sidereal time as Swiss Ephemeris computes it for 1850–2050 (IERS Conventions 2010):
// Earth rotation angle of UT, the IAU 2006 polynomial in TT, and the equation of the equinoxes.

import { RAD_PER_ARCSEC, normalizeDegrees } from './angles';
import { J2000_JD } from './julian-day';

const ARCSEC_PER_TURN = 1_296_000;

function argument(arcsec: number, arcsecPerCentury: number, t: number): number {
  return ((arcsec + arcsecPerCentury * t) % ARCSEC_PER_TURN) * RAD_PER_ARCSEC;
}

/** Complementary terms of the equation of the equinoxes (IERS 2003, those above 0.1 µas), radians. */
function complementaryTerms(t: number): number {
  const om = argument(450160.398036, -6962890.5431, t);
  const f = argument(335779.526232, 1739527262.8478, t);
  const d = argument(1072260.70369, 1602961601.209, t);
  const lp = argument(1287104.79305, 129596581.0481, t);
  const l = argument(485868.249036, 1717915923.2178, t);
  const fd = 2 * f - 2 * d;
  const microArcsec =
    2640.96 * Math.sin(om) -
    0.39 * Math.cos(om) +
    63.52 * Math.sin(2 * om) -
    0.02 * Math.cos(2 * om) +
    11.75 * Math.sin(fd + 3 * om) +
    11.21 * Math.sin(fd + om) -
    4.55 * Math.sin(fd + 2 * om) +
    2.02 * Math.sin(2 * f + 3 * om) +
    1.98 * Math.sin(2 * f + om) -
    1.72 * Math.sin(3 * om) -
    1.41 * Math.sin(lp + om) -
    1.26 * Math.sin(lp - om) -
    0.63 * Math.sin(l - om) -
    0.63 * Math.sin(l + om) -
    0.87 * t * Math.sin(om);
  return microArcsec * 1e-6 * RAD_PER_ARCSEC;
}

/**
 * Greenwich apparent sidereal time in degrees.
 * @param jdUt Julian day, UT
 * @param tTT Julian centuries of TT since J2000
 * @param nutationLongitude Δψ, radians
 * @param trueObliquity ε_A + Δε, radians
 */
export function apparentSiderealTimeDegrees(
  jdUt: number,
  tTT: number,
  nutationLongitude: number,
  trueObliquity: number,
): number {
  const du = jdUt - J2000_JD;
  // Earth rotation angle; the whole days are dropped first to keep the fraction precise.
  const era = 360 * ((du % 1) + 0.779057273264 + 0.00273781191135448 * du);
  const polynomialArcsec =
    0.014506 +
    tTT * (4612.156534 + tTT * (1.3915817 + tTT * (-0.00000044 + tTT * (-0.000029956 - 0.0000000368 * tTT))));
  const equationOfEquinoxes = nutationLongitude * Math.cos(trueObliquity) + complementaryTerms(tTT);
  return normalizeDegrees(era + polynomialArcsec / 3600 + (equationOfEquinoxes * 180) / Math.PI);
}
