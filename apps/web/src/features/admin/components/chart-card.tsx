import { useId, type ReactNode } from 'react';

export interface ChartTable {
  columns: readonly [string, string];
  rows: readonly (readonly [string, string])[];
}

/**
 * A chart with its text alternative: the drawing is hidden from assistive technology, and the same
 * figures are given as a visually hidden table.
 */
export function ChartCard({
  title,
  summary,
  table,
  children,
}: {
  title: string;
  summary?: ReactNode;
  table: ChartTable;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="glass flex min-w-0 flex-col p-4 sm:p-5">
      <h2 id={titleId} className="text-base tracking-wide text-soft-gold sm:text-lg">
        {title}
      </h2>
      {summary && <p className="mt-1 text-sm text-muted">{summary}</p>}
      <div aria-hidden="true" className="mt-4 h-60 min-w-0 sm:h-64">
        {children}
      </div>
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{table.columns[0]}</th>
            <th scope="col">{table.columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
