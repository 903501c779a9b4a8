import type { Progressions, SolarArc } from '@constelar/contract';
import { BODY_NAMES } from '@constelar/content/bodies';
import {
  ColumnHeads,
  DegreeCell,
  HouseCell,
  PointHeader,
  TABLE_CAPTION,
  TABLE_CELL,
} from '../../../components/chart/position-cells';
import { ScrollBox } from '../../../components/scroll-box';

const ORDER = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

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
    // Scrolls sideways when narrow, with a cue, and names itself.
    <ScrollBox label={caption} className="rounded-xl border border-gold/15">
      <table className="w-full text-left text-sm">
        <caption className={TABLE_CAPTION}>{caption}</caption>
        <ColumnHeads names={['Ponto', 'Signo', 'Grau', 'Casa natal']} />
        <tbody className="divide-y divide-gold/10">
          {rows.map((r) => (
            <tr key={r.key}>
              <PointHeader name={r.label} />
              <td className={TABLE_CELL}>{r.sign}</td>
              <DegreeCell degree={r.degree} retrograde={r.retrograde} />
              <HouseCell house={r.house} />
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
