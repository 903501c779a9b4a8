import type { SynastryContact } from '@constelar/contract';
import { formatContribution } from '../lib/format-breakdown';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter(Boolean);

/** The weightiest contacts between the two charts, told in words beside their points (issue #13). */
export function ContactList({ contacts }: { contacts: readonly SynastryContact[] }) {
  if (contacts.length === 0) return null;
  return (
    <section aria-labelledby="contatos-title" className="mt-12" data-testid="contacts">
      <h2 id="contatos-title" className="text-center text-2xl text-soft-gold sm:text-3xl">
        Os contatos que mais pesam
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-sm text-muted">
        Encontros entre um planeta de cada pessoa que movem a porcentagem geral em um ponto ou mais.
      </p>
      <ul className="mt-6 grid gap-4 md:grid-cols-2">
        {contacts.map((contact) => (
          <li
            key={`${contact.personA}-${contact.a}-${contact.b}`}
            className="glass flex flex-col p-5 sm:p-6"
            data-testid="contact"
          >
            <div className="flex items-start gap-3">
              <span className="flex shrink-0 items-center gap-1 text-soft-gold" aria-hidden="true">
                <GlyphIcon code={contact.a} className="h-5 w-5" />
                <GlyphIcon code={contact.b} className="h-5 w-5" />
              </span>
              <h3 className="min-w-0 flex-1 text-base leading-snug text-soft-gold">{contact.title}</h3>
              <span
                className={`shrink-0 font-serif text-lg tabular-nums ${
                  contact.contribution >= 0 ? 'text-teal' : 'text-pink'
                }`}
              >
                {formatContribution(contact.contribution)}
                <span className="sr-only"> pontos na harmonia geral</span>
              </span>
            </div>
            {paragraphs(contact.text).map((p) => (
              <p key={p} className="mt-3 text-sm leading-relaxed text-text/90">
                {p}
              </p>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
