import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

export function MetricPanel({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="glass p-5">
      <h2 id={titleId} className="flex items-center gap-2 text-base tracking-wide text-soft-gold sm:text-lg">
        <Icon className="h-5 w-5 text-gold" aria-hidden="true" />
        {title}
      </h2>
      <dl className="mt-4 divide-y divide-white/5">{children}</dl>
    </section>
  );
}

export function MetricRow({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-2.5">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="text-right">
        <span className="font-semibold text-text">{value}</span>
        {detail && (
          <>
            {' '}
            <span className="ml-1 text-sm text-teal">{detail}</span>
          </>
        )}
      </dd>
    </div>
  );
}
