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
import { HOUSE_SYSTEM_NAMES } from '@constelar/content/house-systems';
import { utcOffsetText } from '@constelar/content/birth-notes';
import { joinRoles } from '../lib/same-as';
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
  const timeKnown = content.timeKnown !== false;
  // Reports saved before content.notes kept the clock-change note in birth.note.
  const notes = content.notes ?? (birth.note ? [birth.note] : []);
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
            <Fact term="Data e hora locais">
              {formatLocalBirth(birth.date, birth.time)}
              {!timeKnown && (
                <span className="mt-1 block text-sm text-amber">
                  Hora desconhecida: mapa calculado para 12:00 (hora local)
                </span>
              )}
            </Fact>
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
                {/* Reports saved before points.md §1 have no localMeanTime. */}
                {birth.localMeanTime
                  ? `Hora média local do lugar: ${utcOffsetText(birth.place.longitude * 4)}`
                  : formatClock(birth.utcOffsetMinutes, birth.isDst)}
              </span>
            </Fact>
            <Fact term="Instante em UTC">{formatUtcInstant(birth.utc)}</Fact>
            <Fact term="Sistema de casas">
              {timeKnown ? (
                houseSystemName(astrology.houseSystem)
              ) : (
                <>
                  {houseSystemName(astrology.houseSystem)}{' '}
                  <span className="text-sm text-muted">(sem hora, as casas não foram usadas)</span>
                </>
              )}
            </Fact>
            <Fact term="Outros sistemas">
              <span className="text-sm leading-relaxed text-muted">
                {joinRoles(
                  Object.entries(HOUSE_SYSTEM_NAMES)
                    .filter(([code]) => code !== astrology.houseSystem.toLowerCase())
                    .map(([, label]) => label),
                )}
                : escolha um deles em “Opções avançadas” ao gerar um novo relatório.
              </span>
            </Fact>
            {/* With the time unknown, the notes open the report in "Hora de nascimento desconhecida":
                said once there, pointed to here (issue #31). */}
            {notes.length > 0 && !timeKnown && (
              <Fact term="Observações">
                <span className="text-sm leading-relaxed text-amber" data-notes-above>
                  Estão no aviso “Hora de nascimento desconhecida”, no início do relatório.
                </span>
              </Fact>
            )}
            {notes.length > 0 && timeKnown && (
              <Fact term="Observações">
                <ul className="space-y-2" data-notes>
                  {notes.map((note, i) => (
                    <li key={i} className="text-sm leading-relaxed text-amber">
                      {note}
                    </li>
                  ))}
                </ul>
              </Fact>
            )}
          </dl>
          <p className="mt-4 text-sm leading-relaxed text-muted">
            As posições dos planetas são calculadas para o instante em UTC, visto do centro da Terra, no
            zodíaco tropical. O Ascendente, o Meio do Céu e as casas dependem da hora exata, da latitude e da
            longitude do local.
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
                      {'roman' in a ? `${a.name} (${a.roman})` : a.name}
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
