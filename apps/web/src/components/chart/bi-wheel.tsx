// Two charts on one wheel: the inner ring (a natal chart, with its houses and angles when known) and an
// outer ring (a partner's chart, progressed or directed points, or today's transits), with the aspects
// between them drawn across the centre. Used by synastry, "Progressões" and "Roda de hoje".
import { useCallback, useId, useMemo, useState, type JSX } from 'react';
import { BiWheelPoint } from './bi-wheel-point';
import { BiWheelTable } from './bi-wheel-table';
import type { BiWheelProps } from './bi-wheel-types';
import { BiWheelZodiac } from './bi-wheel-zodiac';
import {
  C,
  INNER_RING,
  OUTER_RING,
  R_HOUSE_IN,
  R_HOUSE_OUT,
  R_LABEL,
  R_OUT,
  R_SPLIT,
  layoutRing,
} from './bi-wheel-layout';
import { describePoint } from './chart-point-names';
import { arcMidpoint, pointOnWheel } from './wheel-geometry';
import { ASPECT_NATURE, FONT, NATURE_COLOR, NATURE_LEGEND, RING_INK, f } from './wheel-style';

export type {
  BiWheelAspect,
  BiWheelAspectKind,
  BiWheelInner,
  BiWheelOuter,
  BiWheelProps,
  WheelPoint,
} from './bi-wheel-types';
export { innerRingFromAstrology } from './inner-ring-from-astrology';

const finite = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

// One shared empty list, so a wheel without aspects keeps its memoized drawing between renders.
const NO_ASPECTS: NonNullable<BiWheelProps['aspects']> = [];

export function BiWheel({ title, inner, outer, aspects = NO_ASPECTS }: BiWheelProps): JSX.Element {
  const [active, setActive] = useState<string | null>(null);
  const activate = useCallback((key: string) => setActive(key), []);
  const release = useCallback((key: string) => setActive((cur) => (cur === key ? null : cur)), []);
  const titleId = useId();

  const ascendant = finite(inner.ascendant) ? inner.ascendant : null;
  const mc = finite(inner.midheaven) ? inner.midheaven : null;
  const cusps = inner.cusps?.length === 12 ? inner.cusps : null;
  // Without a birth time there is no Ascendant to put at 9 o'clock: 0° Aries sits there instead.
  const asc = ascendant ?? 0;
  // With houses the centre leaves room for their numbers; without, the aspect lines take it all.
  const rAspect = cusps ? R_HOUSE_IN : R_HOUSE_OUT;

  const drawing = useMemo(() => {
    const at = (lon: number, r: number) => pointOnWheel(lon, asc, r, C);
    const innerPlaced = layoutRing(inner.points, INNER_RING, asc, 'inner');
    const outerPlaced = layoutRing(outer.points, OUTER_RING, asc, 'outer');

    const houses = (cusps ?? []).map((cusp, i) => {
      const next = cusps![(i + 1) % 12]!;
      return {
        from: at(cusp, rAspect),
        to: at(cusp, R_SPLIT),
        number: at(arcMidpoint(cusp, next), (R_HOUSE_OUT + R_HOUSE_IN) / 2),
        // The angular cusps (1, 4, 7, 10) are a little brighter; the AC and MC lines, when given, run over them.
        axis: i % 3 === 0,
      };
    });

    const angles = [
      ...(ascendant === null
        ? []
        : [
            { label: 'AC', lon: ascendant },
            { label: 'DC', lon: ascendant + 180 },
          ]),
      ...(mc === null
        ? []
        : [
            { label: 'MC', lon: mc },
            { label: 'IC', lon: mc + 180 },
          ]),
    ].map((a) => ({ ...a, from: at(a.lon, rAspect), to: at(a.lon, R_OUT + 4), text: at(a.lon, R_LABEL) }));

    // An aspect end may be an inner angle that is not among the inner points.
    const innerLon = (code: string) =>
      inner.points.find((p) => p.code === code)?.longitude ??
      (code === 'ascendant' ? ascendant : code === 'midheaven' ? mc : null);
    const innerKey = (code: string) => innerPlaced.find((p) => p.point.code === code)?.key;
    const outerKey = (code: string) => outerPlaced.find((p) => p.point.code === code)?.key;
    const lines = aspects.flatMap((a, i) => {
      const li = innerLon(a.inner);
      const lo = outer.points.find((p) => p.code === a.outer)?.longitude;
      if (!finite(li) || !finite(lo)) return [];
      return [
        {
          key: `${a.inner}-${a.outer}-${i}`,
          from: at(li, rAspect),
          to: at(lo, rAspect),
          color: NATURE_COLOR[ASPECT_NATURE[a.aspect]],
          ends: [innerKey(a.inner), outerKey(a.outer)],
        },
      ];
    });

    const dots = [
      ...innerPlaced.map((p) => ({ key: p.key, at: at(p.point.longitude, rAspect), hollow: false })),
      ...outerPlaced.map((p) => ({ key: p.key, at: at(p.point.longitude, rAspect), hollow: true })),
    ];
    return { innerPlaced, outerPlaced, houses, angles, lines, dots };
  }, [asc, ascendant, mc, cusps, rAspect, inner.points, outer.points, aspects]);

  const rings = [
    { placed: drawing.innerPlaced, ring: INNER_RING, ink: RING_INK.inner, label: inner.label },
    { placed: drawing.outerPlaced, ring: OUTER_RING, ink: RING_INK.outer, label: outer.label },
  ];
  const activePoint = rings
    .flatMap((r) => r.placed.map((p) => ({ p, label: r.label })))
    .find(({ p }) => p.key === active);

  return (
    <div className="bi-wheel">
      <figure className="m-0">
        <svg
          viewBox="-16 -16 432 432"
          className="mx-auto block h-auto w-full max-w-[34rem] select-none"
          role="group"
          aria-labelledby={titleId}
        >
          <title id={titleId}>{title}</title>
          <BiWheelZodiac ascendant={asc} centre={rAspect} />
          <g aria-hidden="true">
            {drawing.houses.map((h, i) => (
              <g key={i}>
                <line
                  x1={f(h.from.x)}
                  y1={f(h.from.y)}
                  x2={f(h.to.x)}
                  y2={f(h.to.y)}
                  stroke={h.axis ? 'rgba(212,175,55,0.6)' : 'rgba(212,175,55,0.3)'}
                  strokeWidth="0.8"
                />
                <text
                  x={f(h.number.x)}
                  y={f(h.number.y)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize="8"
                  fill="#a5a0c8"
                  fontFamily={FONT}
                >
                  {i + 1}
                </text>
              </g>
            ))}
            {cusps && (
              <circle
                cx={C}
                cy={C}
                r={R_HOUSE_OUT}
                fill="none"
                stroke="rgba(212,175,55,0.25)"
                strokeWidth="0.6"
              />
            )}
            {drawing.angles.map((a) => (
              <g key={a.label} data-angle={a.label}>
                <line
                  x1={f(a.from.x)}
                  y1={f(a.from.y)}
                  x2={f(a.to.x)}
                  y2={f(a.to.y)}
                  stroke="#d4af37"
                  strokeWidth="1.3"
                  strokeOpacity="0.8"
                />
                <text
                  x={f(a.text.x)}
                  y={f(a.text.y)}
                  textAnchor="middle"
                  dominantBaseline="central"
                  fontSize="10"
                  fontWeight="600"
                  fill="#f3d98b"
                  fontFamily={FONT}
                >
                  {a.label}
                </text>
              </g>
            ))}
            {drawing.lines.map((l) => {
              const related = !active || l.ends.includes(active);
              return (
                <line
                  key={l.key}
                  data-aspect={l.key}
                  x1={f(l.from.x)}
                  y1={f(l.from.y)}
                  x2={f(l.to.x)}
                  y2={f(l.to.y)}
                  stroke={l.color}
                  strokeWidth={active && related ? 1.6 : 1}
                  strokeOpacity={related ? 0.85 : 0.12}
                />
              );
            })}
            {drawing.dots.map((d) => (
              <circle
                key={d.key}
                cx={f(d.at.x)}
                cy={f(d.at.y)}
                r="1.9"
                fill={d.hollow ? '#0d0a1f' : RING_INK.inner}
                stroke={d.hollow ? RING_INK.outer : 'none'}
                strokeWidth="0.9"
              />
            ))}
          </g>
          {rings.map((r) =>
            r.placed.map((p) => (
              <BiWheelPoint
                key={p.key}
                placed={p}
                half={r.ring.half}
                ink={r.ink}
                description={describePoint(r.label, p.point)}
                active={active === p.key}
                onActivate={activate}
                onRelease={release}
              />
            )),
          )}
        </svg>
        {/* One figcaption holds the live detail and the legends: a figure may have only one. */}
        <figcaption className="mt-3 text-center text-sm">
          <div aria-live="polite" className="min-h-12">
            {activePoint ? (
              <span className="font-medium text-soft-gold">
                {describePoint(activePoint.label, activePoint.p.point)}
              </span>
            ) : (
              <span className="text-muted">
                Toque, passe o cursor ou use Tab sobre um ponto para ver o grau exato.
              </span>
            )}
          </div>
          <ul
            className="mt-1 flex flex-wrap justify-center gap-x-5 gap-y-2 text-xs text-muted"
            aria-label="Legenda das rodas"
          >
            <li className="flex items-center gap-2">
              <span
                className="inline-block size-2.5 rounded-full"
                style={{ background: RING_INK.inner }}
                aria-hidden="true"
              />
              Roda interna: {inner.label}
            </li>
            <li className="flex items-center gap-2">
              <span
                className="inline-block size-2.5 rounded-full border"
                style={{ borderColor: RING_INK.outer }}
                aria-hidden="true"
              />
              Roda externa: {outer.label}
            </li>
          </ul>
          {drawing.lines.length > 0 && (
            <ul
              className="mt-2 flex flex-wrap justify-center gap-x-5 gap-y-2 text-xs text-muted"
              aria-label="Legenda das linhas de aspecto"
            >
              {NATURE_LEGEND.map(([nature, text]) => (
                <li key={nature} className="flex items-center gap-2">
                  <span
                    className="inline-block h-0.5 w-5 rounded"
                    style={{ background: NATURE_COLOR[nature] }}
                    aria-hidden="true"
                  />
                  {text}
                </li>
              ))}
            </ul>
          )}
        </figcaption>
      </figure>
      <BiWheelTable inner={inner} outer={outer} aspects={aspects} />
    </div>
  );
}
