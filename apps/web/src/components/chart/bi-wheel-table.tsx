// The bi-wheel as tables, behind a native disclosure: every point with its ring, sign and degree, then
// the aspects between the rings. What the drawing shows, for screen readers and for reading exact degrees.
import { ASPECT_NAMES } from '@constelar/content/bodies';
import { formatDegree } from '../../lib/format-degree';
import { ScrollBox } from '../scroll-box';
import type { BiWheelProps } from './bi-wheel-types';
import { pointName, signOf } from './chart-point-names';
import {
  ColumnHeads,
  DegreeCell,
  PointHeader,
  TABLE_CAPTION as captionClass,
  TABLE_CELL as cell,
} from './position-cells';

interface Row {
  key: string;
  name: string;
  ring: 'inner' | 'outer';
  longitude: number;
  retrograde: boolean;
}

export function BiWheelTable({ inner, outer, aspects = [] }: Omit<BiWheelProps, 'title'>) {
  const rows: Row[] = [
    ...inner.points.map((p, i) => ({
      key: `i-${p.code}-${i}`,
      name: pointName(p.code),
      ring: 'inner' as const,
      longitude: p.longitude,
      retrograde: Boolean(p.retrograde),
    })),
    // The angles exist only with a known birth time.
    ...(typeof inner.ascendant === 'number'
      ? [
          {
            key: 'i-asc',
            name: pointName('ascendant'),
            ring: 'inner' as const,
            longitude: inner.ascendant,
            retrograde: false,
          },
        ]
      : []),
    ...(typeof inner.midheaven === 'number'
      ? [
          {
            key: 'i-mc',
            name: pointName('midheaven'),
            ring: 'inner' as const,
            longitude: inner.midheaven,
            retrograde: false,
          },
        ]
      : []),
    ...outer.points.map((p, i) => ({
      key: `o-${p.code}-${i}`,
      name: pointName(p.code),
      ring: 'outer' as const,
      longitude: p.longitude,
      retrograde: Boolean(p.retrograde),
    })),
  ];
  const anyRetrograde = rows.some((r) => r.retrograde);
  return (
    <details className="group @container mt-4">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-full text-sm text-soft-gold underline-offset-4 hover:underline">
        <span className="group-open:hidden">Ver as posições em tabela</span>
        <span className="hidden group-open:inline">Esconder a tabela</span>
      </summary>
      <div className="mt-2 grid grid-cols-1 items-start gap-6 @3xl:grid-cols-2">
        {/* Scrolls inside its box when the columns need more than the screen (issue #45). */}
        <ScrollBox
          label={`Posições: ${inner.label} e ${outer.label}`}
          className="rounded-xl border border-gold/15"
        >
          <table className="w-full text-left text-sm">
            <caption className={captionClass}>
              Posições: {inner.label} (roda interna) e {outer.label} (roda externa)
            </caption>
            <ColumnHeads names={['Ponto', 'Signo', 'Grau']} />
            {/* One group per ring, headed by its name: a column repeating the ring on every row would not
                fit a phone (issue #45). Each row still says its ring to a screen reader. */}
            {[inner.label, outer.label].map((ring, g) => (
              <tbody key={g} className="divide-y divide-gold/10 border-t border-gold/25">
                <tr>
                  <th
                    scope="colgroup"
                    colSpan={3}
                    className={`${cell} bg-violet/30 text-xs font-semibold uppercase tracking-wider text-soft-gold`}
                  >
                    {ring} ({g === 0 ? 'roda interna' : 'roda externa'})
                  </th>
                </tr>
                {rows
                  .filter((r) => r.ring === (g === 0 ? 'inner' : 'outer'))
                  .map((r) => {
                    const sign = signOf(r.longitude);
                    return (
                      <tr key={r.key}>
                        <PointHeader name={r.name} of={ring} />
                        <td className={cell}>{sign.name}</td>
                        <DegreeCell degree={sign.degree} retrograde={r.retrograde} />
                      </tr>
                    );
                  })}
              </tbody>
            ))}
          </table>
          {anyRetrograde && (
            <p className="px-4 py-2 text-xs text-muted">
              ℞ retrógrado: visto da Terra, o planeta parece andar para trás no zodíaco.
            </p>
          )}
        </ScrollBox>
        {aspects.length > 0 && (
          <ScrollBox
            label={`Aspectos entre ${inner.label} e ${outer.label}`}
            className="rounded-xl border border-gold/15"
          >
            <table className="w-full text-left text-sm">
              <caption className={captionClass}>Aspectos entre as rodas</caption>
              <ColumnHeads names={[inner.label, 'Aspecto', outer.label, 'Orbe']} />
              <tbody className="divide-y divide-gold/10">
                {aspects.map((a, i) => (
                  <tr key={`${a.inner}-${a.outer}-${i}`}>
                    <PointHeader name={pointName(a.inner)} />
                    <td className={cell}>{ASPECT_NAMES[a.aspect]}</td>
                    <td className={cell}>{pointName(a.outer)}</td>
                    <td className={`${cell} tabular-nums`}>{formatDegree(Math.abs(a.orb))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollBox>
        )}
      </div>
    </details>
  );
}
