// The bi-wheel's static frame: the sign ring with its glyphs and 5° ticks, and the two bands' circles.
import { memo } from 'react';
import { SIGNS } from '@constelar/core/codes';
import { SIGN_GLYPHS } from '../glyphs/glyph-paths';
import { C, R_OUT, R_SIGN_GLYPH, R_SIGN_IN, R_SPLIT } from './bi-wheel-layout';
import { pointOnWheel } from './wheel-geometry';
import { ELEMENT_FILL, f } from './wheel-style';

/** Memoized on the Ascendant: hovering a point redraws the points, never the 12 signs and 60 ticks. */
export const BiWheelZodiac = memo(function BiWheelZodiac({
  ascendant,
  centre,
}: {
  ascendant: number;
  /** Radius of the centre disc, where the aspect lines run. */
  centre: number;
}) {
  const p = (lon: number, r: number) => pointOnWheel(lon, ascendant, r, C);
  const segments = SIGNS.map((code, i) => {
    const a = i * 30;
    const b = a + 30;
    const o1 = p(a, R_OUT);
    const o2 = p(b, R_OUT);
    const i2 = p(b, R_SIGN_IN);
    const i1 = p(a, R_SIGN_IN);
    // Longitude grows counter-clockwise on screen, which is SVG's negative sweep.
    const d = `M${f(o1.x)} ${f(o1.y)}A${R_OUT} ${R_OUT} 0 0 0 ${f(o2.x)} ${f(o2.y)}L${f(i2.x)} ${f(i2.y)}A${R_SIGN_IN} ${R_SIGN_IN} 0 0 1 ${f(i1.x)} ${f(i1.y)}Z`;
    return { code, d, fill: ELEMENT_FILL[i % 4]!, glyph: p(a + 15, R_SIGN_GLYPH) };
  });
  let ticks = '';
  for (let deg = 0; deg < 360; deg += 5) {
    if (deg % 30 === 0) continue;
    const len = deg % 10 === 0 ? 5 : 3;
    const a = p(deg, R_SIGN_IN);
    const b = p(deg, R_SIGN_IN - len);
    ticks += `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}`;
  }
  return (
    <g aria-hidden="true">
      <circle
        cx={C}
        cy={C}
        r={R_OUT}
        fill="rgba(13,10,31,0.55)"
        stroke="rgba(212,175,55,0.55)"
        strokeWidth="1.2"
      />
      {segments.map((s) => (
        <path key={s.code} d={s.d} fill={s.fill} stroke="rgba(212,175,55,0.4)" strokeWidth="0.8" />
      ))}
      {segments.map((s) => (
        <g
          key={`g-${s.code}`}
          transform={`translate(${f(s.glyph.x - 7.5)} ${f(s.glyph.y - 7.5)}) scale(${15 / 24})`}
          fill="none"
          stroke="#f3d98b"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={SIGN_GLYPHS[s.code]} />
        </g>
      ))}
      <path d={ticks} stroke="rgba(212,175,55,0.45)" strokeWidth="0.7" />
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
