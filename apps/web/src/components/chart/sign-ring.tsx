// The zodiac band every chart wheel is drawn in: twelve sign segments washed by element, their glyphs, and
// a tick every 5° (longer every 10°). The natal wheel and the bi-wheel share it at their own radii.
import { memo } from 'react';
import { SIGNS } from '@constelar/core/codes';
import { SIGN_GLYPHS } from '../glyphs/glyph-paths';
import { pointOnWheel } from './wheel-geometry';
import { ELEMENT_FILL, f } from './wheel-style';

export interface SignRingGeometry {
  centre: number;
  /** Outer and inner radius of the band. */
  outer: number;
  inner: number;
  /** Radius of the glyphs' centres, and their size in viewBox units. */
  glyphRadius: number;
  glyphSize: number;
  /** Tick lengths inwards from the band's inner edge: every 10°, and every other 5°. */
  tick10: number;
  tick5: number;
}

/** Memoized on the Ascendant and the geometry (a module constant): hovering a point never redraws it. */
export const SignRing = memo(function SignRing({
  ascendant,
  geometry: g,
}: {
  ascendant: number;
  geometry: SignRingGeometry;
}) {
  const p = (lon: number, r: number) => pointOnWheel(lon, ascendant, r, g.centre);
  const segments = SIGNS.map((code, i) => {
    const a = i * 30;
    const b = a + 30;
    const o1 = p(a, g.outer);
    const o2 = p(b, g.outer);
    const i2 = p(b, g.inner);
    const i1 = p(a, g.inner);
    // Longitude grows counter-clockwise on screen, which is SVG's negative sweep.
    const d = `M${f(o1.x)} ${f(o1.y)}A${g.outer} ${g.outer} 0 0 0 ${f(o2.x)} ${f(o2.y)}L${f(i2.x)} ${f(i2.y)}A${g.inner} ${g.inner} 0 0 1 ${f(i1.x)} ${f(i1.y)}Z`;
    return { code, d, fill: ELEMENT_FILL[i % 4]!, glyph: p(a + 15, g.glyphRadius) };
  });
  let ticks = '';
  for (let deg = 0; deg < 360; deg += 5) {
    if (deg % 30 === 0) continue;
    const a = p(deg, g.inner);
    const b = p(deg, g.inner - (deg % 10 === 0 ? g.tick10 : g.tick5));
    ticks += `M${f(a.x)} ${f(a.y)}L${f(b.x)} ${f(b.y)}`;
  }
  const half = g.glyphSize / 2;
  return (
    <>
      <circle
        cx={g.centre}
        cy={g.centre}
        r={g.outer}
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
          transform={`translate(${f(s.glyph.x - half)} ${f(s.glyph.y - half)}) scale(${g.glyphSize / 24})`}
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
    </>
  );
});
