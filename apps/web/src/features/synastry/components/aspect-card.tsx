import type { SynastryAspect } from '@constelar/contract';
import { ChevronDown, CircleHelp } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatPoints } from '../lib/format-breakdown';

/** Teal for support, gold in the middle, pink for tension: the score reads at a glance. */
function barColour(score: number): string {
  if (score >= 65) return 'from-teal/80 to-teal';
  if (score >= 40) return 'from-gold/80 to-soft-gold';
  return 'from-pink/70 to-pink';
}

interface AspectCardProps {
  aspect: SynastryAspect;
  /** What the aspect compares, e.g. "Sol × Sol". */
  eyebrow: string;
  icon: ReactNode;
  featured?: boolean;
}

export function AspectCard({ aspect, eyebrow, icon, featured }: AspectCardProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const titleId = `${id}-title`;
  const detailsId = `${id}-details`;
  const score = Math.min(100, Math.max(0, aspect.harmonyScore));

  return (
    <article
      aria-labelledby={titleId}
      className={`glass flex flex-col p-5 sm:p-6 ${featured ? 'border-gold/35 bg-violet/40' : ''}`}
      data-testid="aspect-card"
    >
      <div className="flex items-start gap-4">
        <span
          className={`grid h-12 w-12 shrink-0 place-items-center rounded-full border ${
            featured
              ? 'border-gold/50 bg-gold/10 text-soft-gold'
              : 'border-gold/25 bg-night/50 text-soft-gold'
          }`}
        >
          {icon}
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-[0.18em] text-teal">{eyebrow}</p>
          <h3 id={titleId} className="mt-1 text-lg leading-snug text-soft-gold">
            {aspect.title}
          </h3>
        </div>
      </div>

      <div className="mt-4 flex items-center gap-3">
        <div
          role="meter"
          aria-label={`Harmonia: ${aspect.title}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={score}
          aria-valuetext={`${formatPoints(score)}%`}
          className="h-2 flex-1 overflow-hidden rounded-full bg-night/70"
        >
          <div
            className={`h-full rounded-full bg-gradient-to-r ${barColour(score)}`}
            style={{ width: `${score}%` }}
          />
        </div>
        <span className="w-12 text-right font-serif text-lg text-soft-gold" aria-hidden="true">
          {formatPoints(score)}%
        </span>
      </div>
      {aspect.uncertain && (
        <p className="mt-3 inline-flex w-fit items-center gap-1.5 rounded-full border border-amber/40 bg-amber/10 px-3 py-1 text-xs font-medium text-amber">
          <CircleHelp className="h-3.5 w-3.5" aria-hidden="true" />
          <span>incerto</span>
          <span className="sr-only">
            : depende da hora ou do local de nascimento, que não foram informados
          </span>
        </p>
      )}

      <p className="mt-4 text-[0.95rem] leading-relaxed text-text">{aspect.summary}</p>

      <div id={detailsId} hidden={!open} className="animate-fade-in">
        {/* Details may hold several paragraphs, split at blank lines (one per contact told). */}
        {aspect.details
          .split(/\n\s*\n/)
          .filter(Boolean)
          .map((paragraph) => (
            <p key={paragraph} className="mt-3 text-sm leading-relaxed text-text/85">
              {paragraph}
            </p>
          ))}
      </div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={detailsId}
        onClick={() => setOpen((v) => !v)}
        className="mt-auto flex min-h-11 items-center gap-1.5 self-start pt-3 text-sm font-medium text-soft-gold transition hover:text-gold"
      >
        {open ? 'Mostrar menos' : 'Ler a análise completa'}
        <ChevronDown
          className={`h-4 w-4 transition-transform duration-200 ${open ? 'rotate-180' : ''}`}
          aria-hidden="true"
        />
      </button>
    </article>
  );
}
