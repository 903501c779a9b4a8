// The pieces every table of chart positions shares (the report's wheel table, the bi-wheel's table, the
// progressed and directed positions): one look, and one way of saying a degree, ℞ and a missing house.
import { formatDegree } from '../../lib/format-degree';

export const TABLE_CELL = 'px-3 py-2 sm:px-4';
export const TABLE_CAPTION = 'bg-violet/40 px-4 py-2.5 text-left font-serif text-soft-gold';
const TABLE_HEAD = 'text-xs uppercase tracking-wider text-muted';

/** The header row: one column heading per name. */
export function ColumnHeads({ names }: { names: string[] }) {
  return (
    <thead className={TABLE_HEAD}>
      <tr className="border-b border-gold/10">
        {names.map((name, i) => (
          // By place: two rings may share a label.
          <th key={i} scope="col" className={TABLE_CELL}>
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A point's name, heading its row; `of` names whose point it is, for screen readers, when a group says it. */
export function PointHeader({ name, of }: { name: string; of?: string }) {
  return (
    <th scope="row" className={`${TABLE_CELL} font-medium text-text`}>
      {name}
      {of && <span className="sr-only"> ({of})</span>}
    </th>
  );
}

/** The degree within the sign, with ℞ drawn and "retrógrado" said when the point moves backwards. */
export function DegreeCell({ degree, retrograde }: { degree: number | null; retrograde?: boolean }) {
  return (
    // One line: the ℞ stays beside its degree in a narrow column.
    <td className={`${TABLE_CELL} whitespace-nowrap tabular-nums text-soft-gold`}>
      {degree === null ? '—' : formatDegree(degree)}
      {retrograde && (
        <>
          {' '}
          <span className="text-pink" aria-hidden="true">
            ℞
          </span>
          <span className="sr-only">, retrógrado</span>
        </>
      )}
    </td>
  );
}

/** The house a point stands in; a dash, read as "sem casa", when there is none (no birth time). */
export function HouseCell({ house }: { house: number | null | undefined }) {
  return (
    <td className={`${TABLE_CELL} tabular-nums`}>
      {house ?? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">sem casa</span>
        </>
      )}
    </td>
  );
}
