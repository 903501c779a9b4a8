import type { PersonalContent } from '@constelar/contract';
import { ARCANA_ORDER, arcanaLabel } from './arcana-labels';
import { numberEntries } from '../lib/numerology-entries';
import {
  formatClock,
  formatCoordinate,
  formatLocalBirth,
  formatUtcInstant,
  houseSystemName,
} from '../lib/format';
import { SectionHeading } from './section-heading';

function Fact({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="border-b border-gold/10 py-3 last:border-b-0 sm:grid sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-xs font-semibold uppercase tracking-wider text-muted sm:pt-0.5">{term}</dt>
      <dd className="mt-1 text-text sm:mt-0">{children}</dd>
    </div>
  );
}

/** "Como calculamos": every input and intermediate step, so a reader can check the report by hand. */
export function MethodSection({ content }: { content: PersonalContent }) {
  const { birth, astrology } = content;
  const numbers = numberEntries(content).filter((n) => n.detail?.trail);
  const arcana = ARCANA_ORDER.flatMap((field) => {
    const a = content.arcana[field];
    return a?.trail ? [{ field, a }] : [];
  });

  return (
    <section aria-labelledby="metodo-titulo" id="como-calculamos" className="scroll-mt-24">
      <SectionHeading id="metodo-titulo" eyebrow="Transparência" title="Como calculamos">
        Nada de caixa-preta: aqui estão os dados que usamos e cada conta feita para chegar ao seu relatório.
      </SectionHeading>

      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="glass p-5 sm:p-6">
          <h3 className="font-serif text-lg text-soft-gold">Nascimento e céu</h3>
          <dl className="mt-3">
            <Fact term="Data e hora locais">{formatLocalBirth(birth.date, birth.time)}</Fact>
            <Fact term="Local encontrado">
              {birth.place.label}
              <span className="block text-sm tabular-nums text-muted">
                Latitude {formatCoordinate(birth.place.latitude)} · Longitude{' '}
                {formatCoordinate(birth.place.longitude)}
              </span>
            </Fact>
            <Fact term="Fuso horário">
              {birth.place.timezone}
              <span className="block text-sm text-soft-gold">
                {formatClock(birth.utcOffsetMinutes, birth.isDst)}
              </span>
            </Fact>
            <Fact term="Instante em UTC">{formatUtcInstant(birth.utc)}</Fact>
            {birth.note && (
              <Fact term="Mudança de relógio">
                <span className="text-amber">{birth.note}</span>
              </Fact>
            )}
            <Fact term="Sistema de casas">
              {houseSystemName(astrology.houseSystem)}
              {astrology.houseSystemNote && (
                <span className="mt-1 block text-sm text-amber">{astrology.houseSystemNote}</span>
              )}
            </Fact>
          </dl>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            As posições dos planetas são calculadas para o instante em UTC, visto do centro da Terra, no
            zodíaco tropical. O Ascendente e as casas dependem da latitude e da longitude do local.
          </p>
        </div>

        <div className="glass p-5 sm:p-6">
          <h3 className="font-serif text-lg text-soft-gold">As contas da numerologia</h3>
          <dl className="mt-3">
            {numbers.map((n) => (
              <Fact key={n.field} term={n.name}>
                <span className="text-sm tabular-nums break-words text-soft-gold/90">{n.detail?.trail}</span>
              </Fact>
            ))}
          </dl>
          {arcana.length > 0 && (
            <>
              <h3 className="mt-6 font-serif text-lg text-soft-gold">E dos arcanos</h3>
              <dl className="mt-3">
                {arcana.map(({ field, a }) => (
                  <Fact key={field} term={arcanaLabel(field, content.targetYear)}>
                    <span className="text-sm tabular-nums break-words text-soft-gold/90">{a.trail}</span>
                    <span className="block text-sm text-muted">
                      {a.name} ({a.roman})
                    </span>
                  </Fact>
                ))}
              </dl>
            </>
          )}
        </div>
      </div>
    </section>
  );
}
