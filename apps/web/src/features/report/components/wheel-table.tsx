import type { Astrology } from '@constelar/contract';
import { chartBodies, signAt } from '../lib/chart-points';
import { formatDegree, signOrNA } from '../lib/format';

const cell = 'px-3 py-2 sm:px-4';

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
  return (
    <div id={id} className="grid gap-6 lg:grid-cols-2">
      <div className="overflow-hidden rounded-xl border border-gold/15">
        <table className="w-full text-left text-sm">
          <caption className="bg-violet/40 px-4 py-2.5 text-left font-serif text-soft-gold">
            Posições no mapa
          </caption>
          <thead className="text-xs uppercase tracking-wider text-muted">
            <tr className="border-b border-gold/10">
              <th scope="col" className={cell}>
                Ponto
              </th>
              <th scope="col" className={cell}>
                Signo
              </th>
              <th scope="col" className={cell}>
                Grau
              </th>
              <th scope="col" className={cell}>
                Casa
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gold/10">
            {rows.map((r) => (
              <tr key={r.key}>
                <th scope="row" className={`${cell} font-medium text-text`}>
                  {r.label}
                </th>
                <td className={cell}>{signOrNA(r.sign)}</td>
                <td className={`${cell} tabular-nums text-soft-gold`}>
                  {r.sign?.trim() ? formatDegree(r.degree) : '—'}
                  {r.retrograde && (
                    <span className="ml-1 text-pink">
                      ℞<span className="sr-only"> retrógrado</span>
                    </span>
                  )}
                </td>
                <td className={`${cell} tabular-nums`}>
                  {r.house ?? (
                    <>
                      <span aria-hidden="true">—</span>
                      <span className="sr-only">sem casa</span>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {houses && (
        <div className="overflow-hidden rounded-xl border border-gold/15 self-start">
          <table className="w-full text-left text-sm">
            <caption className="bg-violet/40 px-4 py-2.5 text-left font-serif text-soft-gold">
              Cúspides das casas
            </caption>
            <thead className="text-xs uppercase tracking-wider text-muted">
              <tr className="border-b border-gold/10">
                <th scope="col" className={cell}>
                  Casa
                </th>
                <th scope="col" className={cell}>
                  Começa em
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gold/10">
              {houses.map((cusp, i) => {
                const { sign, degree } = signAt(cusp);
                return (
                  <tr key={i}>
                    <th scope="row" className={`${cell} font-medium text-text`}>{`Casa ${i + 1}`}</th>
                    <td className={`${cell} tabular-nums`}>
                      {formatDegree(degree)} de {sign}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
