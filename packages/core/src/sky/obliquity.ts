import { RAD_PER_ARCSEC } from './angles';

/** Mean obliquity of the ecliptic ε_A, IAU 2006 (Capitaine et al. 2003), radians; `t` in TT centuries since J2000. */
export function meanObliquity(t: number): number {
  const arcsec =
    84381.406 + t * (-46.836769 + t * (-0.0001831 + t * (0.0020034 + t * (-0.000000576 - 0.0000000434 * t))));
  return arcsec * RAD_PER_ARCSEC;
}
