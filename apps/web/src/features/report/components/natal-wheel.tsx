import { useId, useState } from 'react';
import type { Astrology } from '@constelar/contract';
import { glyphPathOf } from '../../../components/glyphs/glyph-paths';
import { SignRing, type SignRingGeometry } from '../../../components/chart/sign-ring';
import { f } from '../../../components/chart/wheel-style';
import {
  aspectTone,
  chartBodies,
  chartExtraPoints,
  describeBody,
  pointLongitude,
  type AspectTone,
} from '../lib/chart-points';
import { arcMidpoint, pointOnWheel, spreadLongitudes } from '../../../components/chart/wheel-geometry';

// Radii in viewBox units (the wheel is 400 wide, centred at 200; a margin outside holds AC/MC labels).
const C = 200;
const R_OUT = 196;
const R_SIGN_IN = 164;
const R_SIGN_GLYPH = 180;
const R_PLANET = 138;
const R_HOUSE_OUT = 110;
const R_HOUSE_IN = 86;
const R_ASPECT = R_HOUSE_IN;
const R_LABEL = 207;
/** Planet glyph size inside its hit circle. */
const GLYPH = 18;
const HIT_RADIUS = 14;
/** Degrees between neighbouring planet glyphs: the glyph's width at R_PLANET, plus air. */
const MIN_GLYPH_GAP_DEG = ((HIT_RADIUS * 2 + 1) / R_PLANET) * (180 / Math.PI);

const TONE_COLOR: Record<AspectTone, string> = {
  harmonious: '#2dd4bf',
  tense: '#ec4899',
  conjunction: '#d4af37',
  other: '#a5a0c8',
};

const RING: SignRingGeometry = {
  centre: C,
  outer: R_OUT,
  inner: R_SIGN_IN,
  glyphRadius: R_SIGN_GLYPH,
  glyphSize: 16,
  tick10: 6,
  tick5: 3.5,
};

/** `title` names the drawing for assistive technology: "Mapa natal de Maria", "Mapa da revolução solar…". */
export function NatalWheel({ astrology, title }: { astrology: Astrology; title: string }) {
  const [active, setActive] = useState<string | null>(null);
  // Without a birth time there is no Ascendant to put at 9 o'clock: 0° Aries sits there instead.
  const asc = astrology.ascendant?.longitude ?? 0;
  const at = (lon: number, r: number) => pointOnWheel(lon, asc, r, C);

  // The other points (points.md §2) ride the same ring, drawn in violet to set them apart.
  const bodies = [
    ...chartBodies(astrology).map((b) => ({ ...b, isPoint: false })),
    ...chartExtraPoints(astrology).map((p) => ({ ...p, isPoint: true })),
  ].filter((b) => b.position.sign?.trim());
  const shown = spreadLongitudes(
    bodies.map((b) => b.position.longitude),
    MIN_GLYPH_GAP_DEG,
  );

  // Houses and angles come with a known birth time only (sky.md §1); otherwise the wheel is the zodiac.
  const houses = astrology.houses ?? [];
  const axes =
    houses.length === 12
      ? [
          { index: 0, label: 'AC' },
          { index: 3, label: 'IC' },
          { index: 6, label: 'DC' },
          { index: 9, label: 'MC' },
        ]
      : [];

  const aspects = astrology.aspects.flatMap((aspect, i) => {
    const la = pointLongitude(astrology, aspect.a);
    const lb = pointLongitude(astrology, aspect.b);
    if (la === undefined || lb === undefined) return [];
    const tone = aspectTone(aspect.kind);
    return [
      {
        key: `${aspect.a}-${aspect.b}-${i}`,
        a: at(la, R_ASPECT),
        b: at(lb, R_ASPECT),
        tone,
        ends: [aspect.a, aspect.b],
      },
    ];
  });

  const activeBody = bodies.find((b) => b.key === active);
  const titleId = useId();

  return (
    <figure className="report-wheel m-0">
      <svg
        viewBox="-16 -16 432 432"
        className="mx-auto block h-auto w-full max-w-[34rem] select-none"
        role="group"
        aria-labelledby={titleId}
      >
        <title id={titleId}>{title}</title>
        <g aria-hidden="true">
          <SignRing ascendant={asc} geometry={RING} />
          <circle
            cx={C}
            cy={C}
            r={R_HOUSE_OUT}
            fill="rgba(45,27,94,0.35)"
            stroke="rgba(212,175,55,0.35)"
            strokeWidth="0.8"
          />
          <circle
            cx={C}
            cy={C}
            r={R_HOUSE_IN}
            fill="rgba(13,10,31,0.6)"
            stroke="rgba(212,175,55,0.35)"
            strokeWidth="0.8"
          />

          {houses.map((cusp, i) => {
            const isAxis = i % 3 === 0;
            const a = at(cusp, R_HOUSE_IN);
            const b = at(cusp, isAxis ? R_OUT + 4 : R_SIGN_IN);
            const next = houses[(i + 1) % 12]!;
            const mid = at(arcMidpoint(cusp, next), (R_HOUSE_OUT + R_HOUSE_IN) / 2);
            return (
              <g key={i}>
                <line
                  x1={f(a.x)}
                  y1={f(a.y)}
                  x2={f(b.x)}
                  y2={f(b.y)}
                  stroke={isAxis ? '#d4af37' : 'rgba(212,175,55,0.3)'}
                  strokeWidth={isAxis ? 1.4 : 0.8}
                />
                <text
                  x={f(mid.x)}
                  y={f(mid.y)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize="10"
                  fill="#a5a0c8"
                  fontFamily="Inter, system-ui, sans-serif"
                >
                  {i + 1}
                </text>
              </g>
            );
          })}
          {axes.map(({ index, label }) => {
            const p = at(houses[index]!, R_LABEL);
            return (
              <text
                key={label}
                x={f(p.x)}
                y={f(p.y)}
                textAnchor="middle"
                dominantBaseline="central"
                fontSize="10"
                fontWeight="600"
                fill="#f3d98b"
                fontFamily="Inter, system-ui, sans-serif"
              >
                {label}
              </text>
            );
          })}

          {aspects.map((l) => {
            const related = !active || l.ends.includes(active);
            return (
              <line
                key={l.key}
                x1={f(l.a.x)}
                y1={f(l.a.y)}
                x2={f(l.b.x)}
                y2={f(l.b.y)}
                stroke={TONE_COLOR[l.tone]}
                strokeWidth={active && related ? 1.6 : 1}
                strokeOpacity={related ? 0.85 : 0.12}
                className="transition-[stroke-opacity] duration-200"
              />
            );
          })}
        </g>

        {bodies.map((body, i) => {
          const trueLon = body.position.longitude;
          const lon = shown[i]!;
          const tickA = at(trueLon, R_SIGN_IN);
          const tickB = at(trueLon, R_SIGN_IN - 8);
          const g = at(lon, R_PLANET);
          const leaderEnd = at(lon, R_PLANET + HIT_RADIUS);
          const dot = at(trueLon, R_ASPECT);
          const isActive = active === body.key;
          const label = describeBody(body.label, body.position);
          return (
            <g
              key={body.key}
              role="button"
              tabIndex={0}
              aria-label={label}
              data-planet={body.key}
              className="cursor-pointer outline-none"
              onMouseEnter={() => setActive(body.key)}
              onMouseLeave={() => setActive((cur) => (cur === body.key ? null : cur))}
              onFocus={() => setActive(body.key)}
              onBlur={() => setActive((cur) => (cur === body.key ? null : cur))}
              onClick={() => setActive(body.key)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  setActive(body.key);
                }
              }}
            >
              <line
                x1={f(tickA.x)}
                y1={f(tickA.y)}
                x2={f(tickB.x)}
                y2={f(tickB.y)}
                stroke="#f3d98b"
                strokeWidth="1.6"
              />
              <line
                x1={f(tickB.x)}
                y1={f(tickB.y)}
                x2={f(leaderEnd.x)}
                y2={f(leaderEnd.y)}
                stroke="rgba(243,217,139,0.45)"
                strokeWidth="0.8"
              />
              <circle cx={f(dot.x)} cy={f(dot.y)} r="2" fill="#f3d98b" />
              <circle
                data-hit
                cx={f(g.x)}
                cy={f(g.y)}
                r={HIT_RADIUS}
                fill={isActive ? '#2d1b5e' : '#1a1033'}
                stroke={isActive ? '#f3d98b' : 'rgba(212,175,55,0.35)'}
                strokeWidth={isActive ? 1.8 : 0.8}
              />
              <g
                transform={`translate(${f(g.x - GLYPH / 2)} ${f(g.y - GLYPH / 2)}) scale(${GLYPH / 24})`}
                fill="none"
                stroke={isActive ? '#ffffff' : body.isPoint ? '#c4b5fd' : '#f3d98b'}
                strokeWidth="1.9"
                strokeLinecap="round"
                strokeLinejoin="round"
                pointerEvents="none"
              >
                <path d={glyphPathOf(body.key)} />
              </g>
              {body.position.retrograde && (
                <text
                  x={f(g.x + 10)}
                  y={f(g.y + 12)}
                  fontSize="8"
                  fill="#ec4899"
                  fontWeight="700"
                  fontFamily="Inter, system-ui, sans-serif"
                  aria-hidden="true"
                >
                  ℞
                </text>
              )}
            </g>
          );
        })}
      </svg>
      {/* One figcaption holds the degree and the legend: a figure may have only one, first or last. */}
      <figcaption className="mt-3 text-center text-sm">
        <div aria-live="polite" className="min-h-12">
          {activeBody ? (
            <span className="font-medium text-soft-gold">
              {describeBody(activeBody.label, activeBody.position)}
            </span>
          ) : (
            <span className="text-muted">
              Toque, passe o cursor ou use Tab sobre um planeta ou ponto para ver o grau exato.
            </span>
          )}
        </div>
        {/* A chart drawn without aspect lines (a solar return) has nothing for a legend to explain. */}
        {aspects.length > 0 && (
          <ul
            className="mt-1 flex flex-wrap justify-center gap-x-5 gap-y-2 text-xs text-muted"
            aria-label="Legenda das linhas de aspecto"
          >
            {(
              [
                ['harmonious', 'Harmônico (trígono, sextil)'],
                ['tense', 'Tenso (quadratura, oposição)'],
                ['conjunction', 'Conjunção'],
              ] as const
            ).map(([tone, text]) => (
              <li key={tone} className="flex items-center gap-2">
                <span
                  className="inline-block h-0.5 w-5 rounded"
                  style={{ background: TONE_COLOR[tone] }}
                  aria-hidden="true"
                />
                {text}
              </li>
            ))}
          </ul>
        )}
      </figcaption>
    </figure>
  );
}
