import type { Astrology } from '@constelar/contract';
import {
  ColumnHeads,
  DegreeCell,
  HouseCell,
  PointHeader,
  TABLE_CAPTION,
  TABLE_CELL as cell,
} from '../../../components/chart/position-cells';
import { chartBodies, chartExtraPoints, signAt } from '../lib/chart-points';
import { formatDegree, signOrNA } from '../lib/format';
import { ScrollBox } from '../../../components/scroll-box';

/** The wheel as tables: every point with sign, degree and house, then the twelve cusps (with a time). */
export function WheelTable({ astrology, id }: { astrology: Astrology; id: string }) {
  const { ascendant, midheaven, houses } = astrology;
  const rows = [
    ...chartBodies(astrology).map((b) => ({
      key: b.key,
      label: b.label,
      sign: b.position.sign,
      degree: b.position.degree,
      house: b.position.house,
      retrograde: b.position.retrograde,
    })),
    // The angles exist only with a known birth time.
    ...(ascendant
      ? [{ key: 'ascendant', label: 'Ascendente', ...ascendant, house: 1, retrograde: false }]
      : []),
    ...(midheaven
      ? [{ key: 'midheaven', label: 'Meio do Céu', ...midheaven, house: 10, retrograde: false }]
      : []),
  ];
  const points = chartExtraPoints(astrology);
  return (
    <div id={id} className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
      <ScrollBox label="Posições no mapa" className="rounded-xl border border-gold/15">
        <table className="w-full text-left text-sm">
          <caption className={TABLE_CAPTION}>Posições no mapa</caption>
          <ColumnHeads names={['Ponto', 'Signo', 'Grau', 'Casa']} />
          <tbody className="divide-y divide-gold/10">
            {rows.map((r) => (
              <tr key={r.key}>
                <PointHeader name={r.label} />
                <td className={cell}>{signOrNA(r.sign)}</td>
                <DegreeCell degree={r.sign?.trim() ? r.degree : null} retrograde={r.retrograde} />
                <HouseCell house={r.house} />
              </tr>
            ))}
          </tbody>
          {points.length > 0 && (
            <tbody className="divide-y divide-gold/10 border-t border-gold/25" data-chart-points>
              {/* points.md §2: a header row sets the points apart from the bodies. */}
              <tr>
                <th
                  scope="colgroup"
                  colSpan={4}
                  className={`${cell} bg-violet/30 text-xs font-semibold uppercase tracking-wider text-soft-gold`}
                >
                  Outros pontos
                </th>
              </tr>
              {points.map((p) => (
                <tr key={p.key}>
                  <PointHeader name={p.label} />
                  <td className={cell}>{signOrNA(p.position.sign)}</td>
                  <DegreeCell degree={p.position.degree} retrograde={p.position.retrograde} />
                  <HouseCell house={p.position.house} />
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </ScrollBox>
      {houses && (
        <ScrollBox label="Cúspides das casas" className="rounded-xl border border-gold/15">
          <table className="w-full text-left text-sm">
            <caption className={TABLE_CAPTION}>Cúspides das casas</caption>
            <ColumnHeads names={['Casa', 'Começa em']} />
            <tbody className="divide-y divide-gold/10">
              {houses.map((cusp, i) => {
                const { sign, degree } = signAt(cusp);
                return (
                  <tr key={i}>
                    <PointHeader name={`Casa ${i + 1}`} />
                    <td className={`${cell} tabular-nums`}>
                      {formatDegree(degree)} de {sign}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollBox>
      )}
    </div>
  );
}
