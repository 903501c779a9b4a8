import type { LucideIcon } from 'lucide-react';

export function StatCard({
  label,
  value,
  trend,
  icon: Icon,
  color,
}: {
  label: string;
  value: string;
  trend: string;
  icon: LucideIcon;
  /** A CSS colour from the chart theme, so each card matches its chart series. */
  color: string;
}) {
  return (
    <article className="glass relative overflow-hidden p-4 sm:p-5" aria-label={label}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute -right-8 -top-8 h-24 w-24 rounded-full opacity-20 blur-2xl"
        style={{ background: color }}
      />
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-sans text-xs font-medium uppercase leading-snug tracking-wider text-muted sm:text-sm sm:normal-case sm:tracking-normal">
          {label}
        </h2>
        <span className="grid h-9 w-9 shrink-0 place-items-center rounded-xl bg-white/5" style={{ color }}>
          <Icon className="h-5 w-5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 font-serif text-3xl text-text sm:text-4xl" data-stat-value>
        {value}
      </p>
      <p className="mt-1 text-xs text-muted sm:text-sm">{trend}</p>
    </article>
  );
}
