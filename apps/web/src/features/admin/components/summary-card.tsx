import type { LucideIcon } from 'lucide-react';
import { useId } from 'react';
import {
  PROGRESS_FULL_AT,
  formatCount,
  formatDecimal,
  progressWidth,
  type SeriesSummary,
} from '../lib/format';

export function SummaryCard({
  title,
  icon: Icon,
  summary,
  unit,
  color,
}: {
  title: string;
  icon: LucideIcon;
  summary: SeriesSummary;
  /** Plural noun of what is counted, e.g. 'cadastros'. */
  unit: string;
  color: string;
}) {
  const titleId = useId();
  const width = progressWidth(summary.total);
  return (
    <section aria-labelledby={titleId} className="glass p-5">
      <h2 id={titleId} className="flex items-center gap-2 text-base tracking-wide text-soft-gold sm:text-lg">
        <Icon className="h-5 w-5" style={{ color }} aria-hidden="true" />
        {title}
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-muted">Total em 30 dias</dt>
          <dd className="mt-1 font-serif text-2xl text-text">
            {formatCount(summary.total)} <span className="font-sans text-sm text-muted">{unit}</span>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-muted">Média diária</dt>
          <dd className="mt-1 font-serif text-2xl text-text">{formatDecimal(summary.dailyAverage)}</dd>
        </div>
      </dl>
      <div
        role="progressbar"
        aria-label={`${title}: ${formatCount(summary.total)} de ${PROGRESS_FULL_AT} ${unit} em 30 dias`}
        aria-valuemin={0}
        aria-valuemax={PROGRESS_FULL_AT}
        aria-valuenow={width}
        className="mt-5 h-2.5 overflow-hidden rounded-full bg-white/10"
      >
        <div
          className="h-full rounded-full transition-[width] duration-300 ease-out"
          style={{ width: `${width}%`, background: color }}
        />
      </div>
      <p className="mt-2 text-xs text-muted">
        {formatDecimal(width)}% da referência de {PROGRESS_FULL_AT} {unit} em 30 dias
      </p>
    </section>
  );
}
