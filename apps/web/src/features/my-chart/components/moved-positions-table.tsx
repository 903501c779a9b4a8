import type { Progressions, SolarArc } from '@constelar/contract';
import { BODY_NAMES } from '@constelar/content/bodies';

const cell = 'px-3 py-2 sm:px-4';
const ORDER = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

/** 12.5683 → "12°34′". */
export function degreeText(degree: number): string {
  const whole = Math.floor(degree);
  const minutes = Math.floor((degree - whole) * 60);
  return `${whole}°${String(minutes).padStart(2, '0')}′`;
}

/**
 * The progressed or directed positions as a table: the text equivalent of the bi-wheel's outer ring,
 * point by point, with the natal house each one stands in.
 */
export function MovedPositionsTable({ data, caption }: { data: Progressions | SolarArc; caption: string }) {
  const rows = [
    ...ORDER.flatMap((code) => {
      const p = data.bodies[code];
      return p ? [{ key: code, label: BODY_NAMES[code as keyof typeof BODY_NAMES], ...p }] : [];
    }),
    ...(data.ascendant
      ? [{ key: 'ascendant', label: 'Ascendente', ...data.ascendant, house: null, retrograde: false }]
      : []),
    ...(data.midheaven
      ? [{ key: 'midheaven', label: 'Meio do Céu', ...data.midheaven, house: null, retrograde: false }]
      : []),
  ];
  return (
    // Scrolls sideways when narrow, so it takes the keyboard's focus and names itself (axe's rule).
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-xl border border-gold/15 focus-visible:outline-2 focus-visible:outline-soft-gold"
    >
      <table className="w-full text-left text-sm">
        <caption className="bg-violet/40 px-4 py-2.5 text-left font-serif text-soft-gold">{caption}</caption>
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
              Casa natal
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gold/10">
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row" className={`${cell} font-medium text-text`}>
                {r.label}
              </th>
              <td className={cell}>{r.sign}</td>
              <td className={`${cell} tabular-nums text-soft-gold`}>
                {degreeText(r.degree)}
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
  );
}
