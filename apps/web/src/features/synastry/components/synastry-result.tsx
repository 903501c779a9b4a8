import type { SynastryAspect, SynastryContent } from '@constelar/contract';
import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { ArrowLeft, Hash, Info, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { AspectCard } from './aspect-card';
import { CompositeSection } from './composite-section';
import { ContactList } from './contact-list';
import { SynastryCharts } from './synastry-charts';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';
import { signCode } from '../lib/sign-code';
import { HarmonyBreakdown } from './harmony-breakdown';
import { HarmonyGauge } from './harmony-gauge';

type AspectKey = keyof SynastryContent['aspects'];

/** The sun sign and the archetype lead, as product.md names them; the rest follow the sky outward. */
const ASPECTS: { key: AspectKey; eyebrow: string; icon: ReactNode }[] = [
  { key: 'sunSignAspect', eyebrow: 'Sol × Sol', icon: <GlyphIcon code="sun" className="h-6 w-6" /> },
  {
    key: 'archetypeAspect',
    eyebrow: 'Arcano × Arcano',
    icon: <Sparkles className="h-5 w-5" aria-hidden="true" />,
  },
  { key: 'moonAspect', eyebrow: 'Lua × Lua', icon: <GlyphIcon code="moon" className="h-6 w-6" /> },
  { key: 'venusMarsAspect', eyebrow: 'Vênus × Marte', icon: <GlyphIcon code="venus" className="h-6 w-6" /> },
  {
    key: 'mercuryAspect',
    eyebrow: 'Mercúrio × Mercúrio',
    icon: <GlyphIcon code="mercury" className="h-6 w-6" />,
  },
  {
    key: 'ascendantAspect',
    eyebrow: 'Ascendente × Ascendente',
    icon: <GlyphIcon code="ascendant" className="h-6 w-6" />,
  },
  { key: 'numerologyAspect', eyebrow: 'Numerologia', icon: <Hash className="h-5 w-5" aria-hidden="true" /> },
];

function formatCreated(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : format(date, "dd 'de' MMM, yyyy", { locale: ptBR });
}

function SignChip({ label, sign }: { label: string; sign: string | null }) {
  if (!sign) return null;
  const code = signCode(sign);
  return (
    <li className="inline-flex items-center gap-1.5 rounded-full border border-gold/15 bg-night/50 px-3 py-1 text-xs text-text">
      {code && <GlyphIcon code={code} className="h-3.5 w-3.5 text-soft-gold" />}
      <span className="text-muted">{label}</span> {sign}
    </li>
  );
}

function PersonSummary({ person }: { person: SynastryContent['people'][number] }) {
  return (
    <div className="glass px-4 py-4 text-left">
      <p className="font-serif text-lg text-soft-gold">{person.name}</p>
      <ul className="mt-2 flex flex-wrap gap-1.5" aria-label={`Mapa de ${person.name}`}>
        <SignChip label="Sol em" sign={person.sunSign} />
        <SignChip label="Lua em" sign={person.moonSign} />
        <SignChip label="Ascendente em" sign={person.ascendantSign} />
        <li className="inline-flex items-center gap-1.5 rounded-full border border-gold/15 bg-night/50 px-3 py-1 text-xs text-text">
          <Sparkles className="h-3.5 w-3.5 text-soft-gold" aria-hidden="true" />
          <span className="text-muted">Arcano</span> {person.personalArcanum.name}
        </li>
      </ul>
    </div>
  );
}

interface SynastryResultProps {
  content: SynastryContent;
  createdAt?: string;
  /** Slot for actions beside the back link, e.g. sharing. */
  actions?: ReactNode;
}

/** The first word of a name, as the texts call each person. */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? name;

export function SynastryResult({ content, createdAt, actions }: SynastryResultProps) {
  const created = createdAt ? formatCreated(createdAt) : null;
  const aspects = ASPECTS.flatMap(({ key, ...rest }) => {
    const aspect: SynastryAspect | undefined = content.aspects[key];
    return aspect ? [{ key, aspect, ...rest }] : [];
  });
  const people = content.people ?? [];

  return (
    <article className="mx-auto max-w-5xl animate-fade-in" aria-labelledby="conexao-title">
      <div className="no-print flex items-center justify-between gap-3">
        <Link to="/sinastria" className={buttonClasses('ghost', '-ml-3 text-soft-gold')}>
          <ArrowLeft className="h-4 w-4" aria-hidden="true" />
          Nova Sinastria
        </Link>
        {actions}
      </div>

      <header className="mt-6 text-center">
        <h1 id="conexao-title" className="leading-tight">
          <span className="block text-base tracking-[0.2em] text-muted uppercase sm:text-lg">
            A Conexão entre
          </span>{' '}
          <span className="gold-text mt-2 block text-3xl break-words sm:text-5xl">
            {content.person1Name} <span className="text-2xl sm:text-4xl">&amp;</span> {content.person2Name}
          </span>
        </h1>
        {created && (
          <p className="mt-3 text-sm text-muted">
            Calculada em <time dateTime={createdAt}>{created}</time>
          </p>
        )}
      </header>

      <section
        aria-label="Harmonia Geral"
        className="glass mt-8 grid items-center gap-6 p-6 sm:p-8 md:grid-cols-[auto_1fr] md:gap-10"
      >
        <HarmonyGauge value={content.overallHarmony} />
        <div className="text-center md:text-left">
          <h2 className="text-2xl text-soft-gold sm:text-3xl">{content.harmony.title}</h2>
          <p className="mt-3 leading-relaxed text-text/90">{content.harmony.text}</p>
          {content.harmony.why && (
            <p className="mt-3 text-sm leading-relaxed text-muted" data-testid="harmony-why">
              {content.harmony.why}
            </p>
          )}
          <a href="#por-que" className={buttonClasses('secondary', 'mt-5')}>
            Por que {content.overallHarmony}%?
          </a>
        </div>
      </section>

      {people.length === 2 && (
        <div className="mt-4 grid gap-4 sm:grid-cols-2">
          {people.map((person, i) => (
            <PersonSummary key={i} person={person} />
          ))}
        </div>
      )}

      <SynastryCharts content={content} />

      <section aria-labelledby="aspectos-title" className="mt-12">
        <h2 id="aspectos-title" className="text-center text-2xl text-soft-gold sm:text-3xl">
          Os fios que unem vocês
        </h2>
        <p className="mx-auto mt-2 max-w-xl text-center text-sm text-muted">
          Cada cartão lê um fio da relação entre {firstName(content.person1Name)} e{' '}
          {firstName(content.person2Name)}: signos, planetas, arcanos ou números, com a porcentagem que ele
          soma.
        </p>
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          {aspects.map(({ key, aspect, eyebrow, icon }, i) => (
            <AspectCard key={key} aspect={aspect} eyebrow={eyebrow} icon={icon} featured={i < 2} />
          ))}
        </div>
      </section>

      <ContactList contacts={content.contacts} />

      <CompositeSection composite={content.composite} />

      {content.notes.length > 0 && (
        <section
          aria-labelledby="notas-title"
          className="mt-8 rounded-2xl border border-amber/25 bg-night/60 p-5 sm:p-6"
        >
          <h2 id="notas-title" className="flex items-center gap-2 text-lg text-soft-gold">
            <Info className="h-5 w-5 text-amber" aria-hidden="true" />
            Para ler com atenção
          </h2>
          <ul className="mt-3 space-y-2 text-sm leading-relaxed text-text/90">
            {content.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      )}

      <div className="mt-8 scroll-mt-24">
        <HarmonyBreakdown items={content.breakdown} overall={content.overallHarmony} />
      </div>

      <div className="no-print mt-12 flex flex-col items-center gap-3 text-center">
        <p className="text-sm text-muted">Quer olhar outra conexão?</p>
        <Link to="/sinastria" className={buttonClasses('primary')}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          Nova Sinastria
        </Link>
      </div>
    </article>
  );
}
