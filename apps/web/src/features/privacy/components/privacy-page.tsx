import {
  Cookie,
  Download,
  Eye,
  KeyRound,
  Lock,
  Mail,
  PencilLine,
  ServerCog,
  ShieldCheck,
  Sparkles,
  Trash2,
  UserX,
  type LucideIcon,
} from 'lucide-react';
import {
  PRIVACY_CONTACT,
  PRIVACY_POLICY,
  type PrivacyIcon,
  type PrivacyItem,
  type PrivacySection,
} from '@constelar/content/privacy-policy';

// The pact's words live in @constelar/content/privacy-policy: the server writes the same page into the
// HTML (apps/server/src/plugins/privacy-page-body.ts) and this one is drawn over it.

const ICONS: Record<PrivacyIcon, LucideIcon> = {
  sparkles: Sparkles,
  mail: Mail,
  cookie: Cookie,
  server: ServerCog,
  key: KeyRound,
  lock: Lock,
  'user-x': UserX,
  eye: Eye,
  pencil: PencilLine,
  download: Download,
  trash: Trash2,
};

function ItemGrid({ items, columns }: { items: readonly PrivacyItem[]; columns: string }) {
  return (
    <ul className={`mt-5 grid gap-3 ${columns}`}>
      {items.map(({ icon, title, text }) => {
        const Icon = ICONS[icon];
        return (
          <li
            key={title}
            className="flex gap-3 rounded-xl border border-gold/10 bg-night/40 p-3.5 sm:gap-4 sm:p-4"
          >
            <span className="grid h-9 w-9 shrink-0 sm:h-10 sm:w-10 place-items-center rounded-full border border-gold/30 bg-violet/50 text-soft-gold">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h3 className="font-sans text-base font-semibold text-soft-gold">{title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-text/90">{text}</p>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const SECTIONS: readonly PrivacySection[] = PRIVACY_POLICY.sections;

function Section({ index }: { index: number }) {
  const section = SECTIONS[index]!;
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-title`}
      className="glass scroll-mt-24 p-4 sm:p-8"
    >
      <h2 id={`${section.id}-title`} className="flex items-baseline gap-3 text-xl text-soft-gold sm:text-2xl">
        <span className="font-serif text-sm text-gold" aria-hidden="true">
          {String(index + 1).padStart(2, '0')}
        </span>
        {section.title}
      </h2>
      <p className="mt-3 leading-relaxed text-text/90">{section.intro}</p>
      {section.items.length > 0 && (
        <ItemGrid items={section.items} columns={section.twoColumns ? 'sm:grid-cols-2' : ''} />
      )}
      {section.id === 'contato' && (
        <a
          href={`mailto:${PRIVACY_CONTACT}`}
          className="mt-5 inline-flex min-h-12 max-w-full items-center gap-3 rounded-full border border-gold/40 bg-gold/10 px-5 text-soft-gold transition hover:bg-gold/20"
        >
          <Mail className="h-5 w-5 shrink-0" aria-hidden="true" />
          <span className="break-all">{PRIVACY_CONTACT}</span>
        </a>
      )}
    </section>
  );
}

/** /politica-de-privacidade: 'O Pacto de Confiança' (product.md §2). */
export function PrivacyPage() {
  const p = PRIVACY_POLICY;
  return (
    <article className="mx-auto max-w-5xl animate-fade-in" aria-labelledby="pacto-title">
      <header className="mx-auto max-w-2xl text-center">
        <span className="mx-auto grid h-14 w-14 place-items-center rounded-full border border-gold/40 bg-violet/60 text-soft-gold">
          <ShieldCheck className="h-7 w-7" aria-hidden="true" />
        </span>
        <p className="mt-5 text-xs font-semibold uppercase tracking-[0.25em] text-teal">{p.kicker}</p>
        <h1 id="pacto-title" className="gold-text mt-2 text-3xl leading-tight sm:text-5xl">
          {p.title}
        </h1>
        <p className="mt-3 text-sm text-muted">
          {p.updatedLabel} <time dateTime={p.updated.date}>{p.updated.text}</time>
        </p>
        <p className="mt-5 leading-relaxed text-text/90">{p.intro}</p>
      </header>

      <div className="mt-10 grid gap-8 lg:grid-cols-[14rem_1fr]">
        <nav aria-label={p.navLabel} className="hidden lg:block">
          <ol className="sticky top-28 space-y-1 border-l border-gold/20 text-sm">
            {SECTIONS.map((s, i) => (
              <li key={s.id}>
                <a
                  href={`#${s.id}`}
                  className="-ml-px flex min-h-11 items-center gap-2 border-l border-transparent pl-4 text-muted transition hover:border-gold hover:text-soft-gold"
                >
                  <span className="font-serif text-xs text-gold">{String(i + 1).padStart(2, '0')}</span>
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="space-y-6">
          {SECTIONS.map((s, i) => (
            <Section key={s.id} index={i} />
          ))}
        </div>
      </div>
    </article>
  );
}
