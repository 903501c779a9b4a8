import type { PersonalContent } from '@constelar/contract';
import { numberEntries } from '../lib/numerology-entries';
import { ReadMore } from './read-more';
import { SectionHeading } from './section-heading';

const isMaster = (n: number) => n === 11 || n === 22 || n === 33;

export function NumerologySection({ content }: { content: PersonalContent }) {
  const entries = numberEntries(content);
  return (
    <section aria-labelledby="numerologia-titulo" id="numerologia" className="scroll-mt-24">
      <SectionHeading id="numerologia-titulo" eyebrow="Numerologia" title="Seus Números">
        Cada número nasce da sua data de nascimento ou das letras do seu nome. Abaixo de cada um está a conta
        que chegou até ele.
      </SectionHeading>
      <div className="grid gap-5 md:grid-cols-2">
        {entries.map(({ field, value, name, detail }) => (
          <article key={field} className="glass flex flex-col p-5 sm:p-6" data-number={field}>
            <header className="flex items-center gap-4">
              <span
                className="grid h-16 w-16 shrink-0 place-items-center rounded-full border border-gold/40 bg-gradient-to-br from-violet to-deep font-serif text-3xl text-soft-gold shadow-[0_0_30px_-10px_rgba(212,175,55,0.7)]"
                aria-hidden="true"
              >
                {value}
              </span>
              <div className="min-w-0">
                <h3 className="font-serif text-lg leading-snug text-soft-gold">{name}</h3>
                <p className="text-sm text-muted">
                  <span className="sr-only">Valor: </span>
                  {isMaster(value) ? `${value}, número mestre` : `Número ${value}`}
                </p>
              </div>
            </header>
            {detail?.trail && (
              <p className="mt-4 rounded-lg bg-night/50 px-3 py-2 text-sm leading-relaxed tabular-nums break-words text-soft-gold/90">
                <span className="text-muted">Cálculo: </span>
                {detail.trail}
              </p>
            )}
            {detail?.text && (
              <div className="mt-4">
                <ReadMore collapsedClass="max-h-36">
                  <p className="leading-relaxed text-text/95">{detail.text}</p>
                </ReadMore>
              </div>
            )}
          </article>
        ))}
      </div>
    </section>
  );
}
