import type { SynastryContact } from '@constelar/contract';
import { formatContribution } from '../lib/format-breakdown';
import { formatOrb } from '../lib/point-labels';
import { GlyphIcon } from '../../../components/glyphs/glyph-icon';

const paragraphs = (text: string) => text.split(/\n\s*\n/).filter(Boolean);

/** Every contact between the two charts, tightest first, each told in words (relations.md §1). */
export function ContactList({ contacts }: { contacts: readonly SynastryContact[] }) {
  if (contacts.length === 0) return null;
  return (
    <section aria-labelledby="contatos-title" className="mt-12" data-testid="contacts">
      <h2 id="contatos-title" className="text-center text-2xl text-soft-gold sm:text-3xl">
        Cada contato entre os mapas
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-center text-sm text-muted">
        Todos os aspectos entre um ponto de cada pessoa, do mais exato ao mais largo. Os que entram na
        porcentagem geral mostram seus pontos.
      </p>
      <ol className="mt-6 grid gap-4 md:grid-cols-2">
        {contacts.map((contact) => (
          <li
            key={`${contact.a}-${contact.b}`}
            className="glass flex flex-col p-5 sm:p-6"
            data-testid="contact"
          >
            <div className="flex items-start gap-3">
              <span className="flex shrink-0 items-center gap-1 text-soft-gold" aria-hidden="true">
                <GlyphIcon code={contact.a} className="h-5 w-5" />
                <GlyphIcon code={contact.b} className="h-5 w-5" />
              </span>
              <h3 className="min-w-0 flex-1 text-base leading-snug text-soft-gold">
                {contact.title}
                <span className="mt-0.5 block text-xs text-muted">orbe de {formatOrb(contact.orb)}</span>
              </h3>
              {contact.contribution !== undefined && (
                <span
                  className={`shrink-0 font-serif text-lg tabular-nums ${
                    contact.contribution >= 0 ? 'text-teal' : 'text-pink'
                  }`}
                >
                  {formatContribution(contact.contribution)}
                  <span className="sr-only"> pontos na harmonia geral</span>
                </span>
              )}
            </div>
            {paragraphs(contact.text).map((p) => (
              <p key={p} className="mt-3 text-sm leading-relaxed text-text/90">
                {p}
              </p>
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
