// The bi-wheel's static frame: the sign ring, and the circles between the two bands and the centre.
import { memo } from 'react';
import { C, R_OUT, R_SIGN_GLYPH, R_SIGN_IN, R_SPLIT } from './bi-wheel-layout';
import { SignRing, type SignRingGeometry } from './sign-ring';

const RING: SignRingGeometry = {
  centre: C,
  outer: R_OUT,
  inner: R_SIGN_IN,
  glyphRadius: R_SIGN_GLYPH,
  glyphSize: 15,
  tick10: 5,
  tick5: 3,
};

/** Memoized on the Ascendant: hovering a point redraws the points, never the 12 signs and 60 ticks. */
export const BiWheelZodiac = memo(function BiWheelZodiac({
  ascendant,
  centre,
}: {
  ascendant: number;
  /** Radius of the centre disc, where the aspect lines run. */
  centre: number;
}) {
  return (
    <g aria-hidden="true">
      <SignRing ascendant={ascendant} geometry={RING} />
      <circle
        cx={C}
        cy={C}
        r={R_SPLIT}
        fill="rgba(45,27,94,0.3)"
        stroke="rgba(212,175,55,0.4)"
        strokeWidth="0.9"
      />
      <circle
        cx={C}
        cy={C}
        r={centre}
        fill="rgba(13,10,31,0.6)"
        stroke="rgba(212,175,55,0.35)"
        strokeWidth="0.8"
      />
    </g>
  );
});
