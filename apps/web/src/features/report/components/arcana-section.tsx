import { useState } from 'react';
import type { ArcanaField, Arcanum, ArcanumEntry, PersonalContent } from '@constelar/contract';
import { groupBySameAs, joinRoles } from '../lib/same-as';
import { ARCANA_ORDER, arcanaLabel, arcanumAlt, arcanumImage } from './arcana-labels';
import { ArcanumModal } from './arcanum-modal';
import { SectionHeading } from './section-heading';

const isFull = (entry: ArcanumEntry): entry is Arcanum => 'description' in entry;

interface ArcanumRole {
  field: ArcanaField;
  entry: ArcanumEntry;
  label: string;
  sameAs?: string | undefined;
}

/**
 * One card per arcanum: every role it holds named once, its role's opening, the short description, and
 * "Ler mais" for the long text in the modal. The button's ::after stretches over the card, so a tap
 * anywhere opens it while the button's name stays the words on screen.
 */
function ArcanumCard({
  head,
  also,
  onOpen,
}: {
  head: ArcanumRole;
  also: ArcanumRole[];
  onOpen: (arcanum: Arcanum, label: string) => void;
}) {
  const roles = joinRoles([head, ...also].map((r) => r.label));
  const arcanum = head.entry;
  return (
    <li
      data-arcanum={head.field}
      data-roles={[head, ...also].map((r) => r.field).join(' ')}
      className="relative flex gap-4 rounded-2xl border border-gold/20 bg-deep/70 p-3 transition duration-300 ease-out focus-within:border-gold/60 hover:border-gold/50 hover:shadow-[0_12px_40px_-16px_rgba(212,175,55,0.6)] sm:p-4"
    >
      <img
        src={arcanumImage(arcanum.id)}
        alt={
          isFull(arcanum) ? arcanumAlt(arcanum.name, arcanum.roman) : `Ilustração da carta ${arcanum.name}`
        }
        width={600}
        height={1000}
        loading="lazy"
        className="aspect-[3/5] w-20 shrink-0 self-start rounded-lg object-cover sm:w-24"
      />
      <div className="min-w-0 flex-1">
        <h3 className="leading-snug">
          <span className="block text-[0.7rem] font-semibold uppercase tracking-wider text-teal">
            {roles}
          </span>
          <span className="sr-only">:</span>{' '}
          <span className="mt-1 block font-serif text-lg text-soft-gold">{arcanum.name}</span>
        </h3>
        {isFull(arcanum) && (
          <>
            <p className="text-xs text-muted">Arcano {arcanum.roman}</p>
            <p className="mt-2 text-sm leading-relaxed text-text/95">{arcanum.opening}</p>
            <p className="mt-2 text-sm leading-relaxed text-text/80">{arcanum.description}</p>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => onOpen(arcanum, roles)}
              className="no-print mt-2 inline-flex min-h-11 items-center rounded-full pr-3 text-sm font-medium text-soft-gold transition hover:text-gold after:absolute after:inset-0 after:rounded-2xl after:content-['']"
            >
              Ler mais <span className="sr-only">sobre {arcanum.name}</span>
            </button>
          </>
        )}
      </div>
    </li>
  );
}

export function ArcanaSection({ content }: { content: PersonalContent }) {
  const [open, setOpen] = useState<{ arcanum: Arcanum; label: string } | null>(null);
  const roles: ArcanumRole[] = ARCANA_ORDER.flatMap((field) => {
    const entry = content.arcana[field];
    if (!entry) return [];
    const sameAs = 'sameAs' in entry ? entry.sameAs : undefined;
    return [{ field, entry, label: arcanaLabel(field, content.targetYear), sameAs }];
  });
  const groups = groupBySameAs(roles);

  return (
    <section aria-labelledby="arcanos-titulo" id="arcanos" className="scroll-mt-24">
      <SectionHeading id="arcanos-titulo" eyebrow="Tarot" title="Seus Arcanos">
        Os arquétipos do tarô que conversam com a sua história. Uma carta que ocupa dois papéis aparece uma
        vez, com os dois nomes; toque nela para ler o texto completo.
      </SectionHeading>
      <ul className="grid gap-4 md:grid-cols-2 md:items-start">
        {groups.map(({ head, also }) => (
          <ArcanumCard
            key={head.field}
            head={head}
            also={also}
            onOpen={(arcanum, label) => setOpen({ arcanum, label })}
          />
        ))}
      </ul>
      <ArcanumModal arcanum={open?.arcanum ?? null} label={open?.label ?? ''} onClose={() => setOpen(null)} />
    </section>
  );
}
