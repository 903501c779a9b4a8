import type { NumerologyMap, NumerologyMapInput } from '@constelar/contract';
import {
  CHALLENGE_NAMES,
  LOVE_HARMONY_LABELS,
  MAP_ROLE_NAMES,
} from '@constelar/content/numerology/map-names';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useProfile } from '../../../lib/profile-query';
import { serverFieldError } from '../../../lib/server-field-error';
import { useSessionUser } from '../../../lib/session';
import { useNumerologyMap } from '../api/post-numerology-map';
import { typedDate } from '../lib/numerology-dates';
import { LifeLine } from './life-line';
import { HowWeCalculate, MapNumberCard, NumberBadge } from './map-number-card';
import { NumerologyForm, type FormErrors } from './numerology-form';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function Section({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h2 className="gold-text font-serif text-2xl sm:text-3xl">{title}</h2>
      {intro && <p className="text-muted">{intro}</p>}
      {children}
    </section>
  );
}

const listed = (numbers: readonly number[]) => (numbers.length === 0 ? '—' : numbers.join(', '));

function MapView({ map }: { map: NumerologyMap }) {
  const love = map.loveHarmony;
  return (
    <div className="flex flex-col gap-10">
      <Section
        title="Os números do nome"
        intro="Vogais, consoantes e todas as letras, pela tabela cabalística."
      >
        <div className="grid gap-4 md:grid-cols-3">
          <MapNumberCard id="motivation" name={MAP_ROLE_NAMES.motivation} item={map.motivation} />
          <MapNumberCard id="impression" name={MAP_ROLE_NAMES.impression} item={map.impression} />
          <MapNumberCard id="expression" name={MAP_ROLE_NAMES.expression} item={map.expression} />
        </div>
      </Section>

      <Section title="Os números da data" intro="A data de nascimento e o encontro dela com o nome.">
        <div className="grid gap-4 md:grid-cols-3">
          <MapNumberCard id="destiny" name={MAP_ROLE_NAMES.destiny} item={map.destiny} />
          <MapNumberCard id="mission" name={MAP_ROLE_NAMES.mission} item={map.mission} />
          <MapNumberCard id="psychic" name={MAP_ROLE_NAMES.psychic} item={map.psychic} />
        </div>
      </Section>

      <Section title="Lições, tendências e dívidas">
        <div className="grid gap-4 md:grid-cols-2">
          <article className="glass p-5">
            <h3 className="font-serif text-lg text-soft-gold">
              {MAP_ROLE_NAMES.karmicLessons}: {listed(map.karmicLessons.map((l) => l.number))}
            </h3>
            {map.karmicLessons.length === 0 && (
              <p className="mt-2 text-text/90">Todas as vibrações de 1 a 9 estão presentes no nome.</p>
            )}
            <ul className="mt-2 flex flex-col gap-2">
              {map.karmicLessons.map((l) => (
                <li key={l.number} className="text-pretty leading-relaxed text-text/90">
                  {l.text}
                </li>
              ))}
            </ul>
            <HowWeCalculate arithmetic="Os algarismos de 1 a 9 que nenhuma letra do nome alcança, com cada valor reduzido a um dígito." />
          </article>
          <article className="glass p-5">
            <h3 className="font-serif text-lg text-soft-gold">
              {MAP_ROLE_NAMES.hiddenTendencies}: {listed(map.hiddenTendencies.map((l) => l.number))}
            </h3>
            {map.hiddenTendencies.length === 0 && (
              <p className="mt-2 text-text/90">Nenhum algarismo se repete em quatro letras ou mais.</p>
            )}
            <ul className="mt-2 flex flex-col gap-2">
              {map.hiddenTendencies.map((l) => (
                <li key={l.number} className="text-pretty leading-relaxed text-text/90">
                  {l.text}
                </li>
              ))}
            </ul>
            <HowWeCalculate arithmetic="Os algarismos que quatro letras ou mais do nome alcançam." />
          </article>
          <MapNumberCard
            id="subconsciousResponse"
            name={MAP_ROLE_NAMES.subconsciousResponse}
            item={map.subconsciousResponse}
          />
          <article className="glass p-5">
            <h3 className="font-serif text-lg text-soft-gold">
              {MAP_ROLE_NAMES.karmicDebts}: {listed(map.karmicDebts.map((d) => d.number))}
            </h3>
            {map.karmicDebts.length === 0 && (
              <p className="mt-2 text-text/90">Nenhum 13, 14, 16 ou 19 aparece no dia nem nas reduções.</p>
            )}
            <ul className="mt-2 flex flex-col gap-3">
              {map.karmicDebts.map((d) => (
                <li key={`${d.number}-${d.source}`} className="text-pretty leading-relaxed text-text/90">
                  <strong className="text-soft-gold">{d.sourceText}</strong> {d.text}
                </li>
              ))}
            </ul>
          </article>
        </div>
      </Section>

      <Section
        title="A linha da vida"
        intro="Ciclos, momentos decisivos e desafios, do nascimento aos 90 anos. A linha verde marca hoje."
      >
        <LifeLine map={map} />
      </Section>

      <Section title="O tempo pessoal" intro={`Lido em ${typedDate(map.date)}.`}>
        <div className="grid gap-4 md:grid-cols-3">
          <MapNumberCard id="personalYear" name={MAP_ROLE_NAMES.personalYear} item={map.personalYear} />
          <MapNumberCard id="personalMonth" name={MAP_ROLE_NAMES.personalMonth} item={map.personalMonth} />
          <MapNumberCard id="personalDay" name={MAP_ROLE_NAMES.personalDay} item={map.personalDay} />
        </div>
        <Link
          to="/numerologia/ano-pessoal"
          className="self-start text-sm font-semibold text-teal underline-offset-4 hover:underline"
        >
          Ver o ano pessoal de outros anos
        </Link>
      </Section>

      <Section title="Harmonias">
        <div className="grid gap-4 md:grid-cols-2">
          <article className="glass p-5">
            <h3 className="font-serif text-lg text-soft-gold">
              {MAP_ROLE_NAMES.harmonicNumbers}: {listed(map.harmonicNumbers.numbers)}
            </h3>
            <p className="mt-2 text-pretty leading-relaxed text-text/90">{map.harmonicNumbers.text}</p>
          </article>
          <article className="glass p-5">
            <h3 className="font-serif text-lg text-soft-gold">{MAP_ROLE_NAMES.loveHarmony}</h3>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              {(Object.keys(LOVE_HARMONY_LABELS) as (keyof typeof LOVE_HARMONY_LABELS)[]).map((key) => (
                <div key={key} className="contents">
                  <dt className="text-muted">{LOVE_HARMONY_LABELS[key]}</dt>
                  <dd className="text-soft-gold">{listed(love[key])}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-pretty leading-relaxed text-text/90">{love.text}</p>
          </article>
        </div>
      </Section>
    </div>
  );
}

/** Where the person stands today, above the sections. */
function NowLine({ map }: { map: NumerologyMap }) {
  const challengeName = CHALLENGE_NAMES[map.current.challenge].toLowerCase();
  return (
    <p className="glass flex flex-wrap items-center gap-3 p-4 text-text">
      <NumberBadge value={map.expression.number} small />
      <span>
        <strong className="text-soft-gold">{map.name}</strong>, {map.current.age} anos: {map.current.cycle}º
        ciclo, {map.current.pinnacle}º momento decisivo, {challengeName}.
      </span>
    </p>
  );
}

/** /numerologia (numerology.md §5): the form, then the whole map. Public. */
export function NumerologyPage() {
  const [params, setParams] = useSearchParams();
  const user = useSessionUser();
  const profile = useProfile(user?.id ?? null);
  const fromUrl = useMemo(() => {
    const fullName = params.get('nome') ?? '';
    const birthDate = params.get('nascimento') ?? '';
    return fullName && ISO_DATE.test(birthDate) ? { fullName, birthDate } : null;
  }, [params]);
  const [input, setInput] = useState<NumerologyMapInput | null>(fromUrl);
  useEffect(() => setInput(fromUrl), [fromUrl]);
  const map = useNumerologyMap(input);

  // A member's profile fills the form when the address brings nothing.
  const initial =
    fromUrl ??
    (profile.data?.birth ? { fullName: profile.data.name, birthDate: profile.data.birth.birthDate } : null);
  const formKey = initial ? `${initial.fullName}|${initial.birthDate}` : 'vazio';

  const serverErrors: FormErrors = {};
  const fieldError = map.isError ? serverFieldError(map.error.cause) : null;
  if (fieldError?.field === 'fullName' || fieldError?.field === 'name')
    serverErrors.fullName = fieldError.message;
  if (fieldError?.field === 'birthDate') serverErrors.birthDate = fieldError.message;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Numerologia cabalística</p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Mapa numerológico</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-soft-gold">
          Cada número com a sua conta e o seu texto, do nome de batismo à linha da vida.
        </p>
      </header>
      <NumerologyForm
        key={formKey}
        initial={{
          fullName: initial?.fullName ?? '',
          birthDate: initial ? typedDate(initial.birthDate) : '',
        }}
        serverErrors={serverErrors}
        pending={map.isFetching}
        onSubmit={(next) => setParams({ nome: next.fullName, nascimento: next.birthDate })}
      />
      <p className="text-center text-sm">
        <Link to="/numerologia/nomes" className="text-teal underline-offset-4 hover:underline">
          Comparar grafias do nome
        </Link>
      </p>
      {map.isError && !fieldError && (
        <LoadError
          className={LOAD_ERROR_CARD}
          message={map.error.message}
          onRetry={() => void map.refetch()}
        />
      )}
      {map.isError && fieldError && (
        <p role="alert" className="text-center text-danger">
          {fieldError.message}
        </p>
      )}
      {map.isFetching && !map.data && (
        <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
          Somando as letras...
        </p>
      )}
      {map.data && input && (
        <>
          <NowLine map={map.data} />
          <MapView map={map.data} />
        </>
      )}
    </div>
  );
}
