import { useState } from 'react';
import type { ArcanaField, Arcanum, PersonalContent } from '@constelar/contract';
import { ARCANA_ORDER, arcanaLabel, arcanumAlt, arcanumImage } from './arcana-labels';
import { ArcanumModal } from './arcanum-modal';
import { SectionHeading } from './section-heading';

export function ArcanaSection({ content }: { content: PersonalContent }) {
  const [open, setOpen] = useState<{ field: ArcanaField; arcanum: Arcanum } | null>(null);
  const cards = ARCANA_ORDER.flatMap((field) => {
    const arcanum = content.arcana[field];
    return arcanum ? [{ field, arcanum, label: arcanaLabel(field, content.targetYear) }] : [];
  });

  return (
    <section aria-labelledby="arcanos-titulo" id="arcanos" className="scroll-mt-24">
      <SectionHeading id="arcanos-titulo" eyebrow="Tarô" title="Seus Arcanos">
        Os arquétipos do tarô que conversam com a sua história. Toque numa carta para revelá-la.
      </SectionHeading>
      <ul className="grid grid-cols-2 gap-4 sm:gap-5 md:grid-cols-3 lg:grid-cols-4">
        {cards.map(({ field, arcanum, label }) => (
          <li key={field} data-arcanum={field}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={`Revelar ${arcanum.name}, ${label}`}
              onClick={() => setOpen({ field, arcanum })}
              className="group flex h-full w-full flex-col rounded-2xl border border-gold/20 bg-deep/70 p-2.5 text-left transition duration-300 ease-out hover:-translate-y-1 hover:border-gold/50 hover:shadow-[0_12px_40px_-16px_rgba(212,175,55,0.6)] sm:p-3"
            >
              <img
                src={arcanumImage(arcanum.id)}
                alt={arcanumAlt(arcanum.name, arcanum.roman)}
                width={600}
                height={1000}
                loading="lazy"
                className="aspect-[3/5] w-full rounded-xl object-cover"
              />
              <span className="mt-3 block px-1 text-[0.7rem] font-semibold uppercase tracking-wider text-teal">
                {label}
              </span>
              <span className="mt-1 block px-1 font-serif text-base leading-snug text-soft-gold sm:text-lg">
                {arcanum.name}
              </span>
              <span className="block px-1 text-xs text-muted">Arcano {arcanum.roman}</span>
              <span className="mt-1.5 block px-1 pb-1 text-xs leading-relaxed text-text/80 sm:text-sm">
                {arcanum.description}
              </span>
            </button>
          </li>
        ))}
      </ul>
      <ArcanumModal
        arcanum={open?.arcanum ?? null}
        label={open ? arcanaLabel(open.field, content.targetYear) : ''}
        onClose={() => setOpen(null)}
      />
    </section>
  );
}
