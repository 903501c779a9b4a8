import { PERSONAL_YEAR_MAX, PERSONAL_YEAR_MIN } from '@constelar/contract/constants';
import { PERSONAL_YEAR_TEXTS } from '@constelar/content/numerology/personal-time-texts';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { DATE_FORMAT_MESSAGE, DATE_PATTERN, maskDate, toWireDate } from '../../../lib/birth-masks';
import { useProfile } from '../../../lib/profile-query';
import { serverFieldError } from '../../../lib/server-field-error';
import { useSessionUser } from '../../../lib/session';
import { usePersonalYear } from '../api/get-personal-year';
import { brasiliaToday, defaultPersonalYear, MONTH_NAMES, typedDate } from '../lib/numerology-dates';
import { HowWeCalculate, NumberBadge } from './map-number-card';

const NINE = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** /numerologia/ano-pessoal (numerology.md §5): any year's personal year and its months. Public. */
export function PersonalYearPage() {
  const [today] = useState(() => brasiliaToday(new Date()));
  const [year, setYear] = useState(() => defaultPersonalYear(today));
  const user = useSessionUser();
  const profile = useProfile(user?.id ?? null);
  const [typed, setTyped] = useState<string | null>(null);
  const [birthDate, setBirthDate] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | undefined>();
  // A member's birth fills the field until something is typed.
  const profileDate = profile.data?.birth?.birthDate ?? null;
  const typedValue = typed ?? (profileDate ? typedDate(profileDate) : '');
  const reading = usePersonalYear(year, birthDate);
  const fieldError = reading.isError ? serverFieldError(reading.error.cause) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!DATE_PATTERN.test(typedValue)) {
      setFormError(DATE_FORMAT_MESSAGE);
      return;
    }
    setFormError(undefined);
    setBirthDate(toWireDate(typedValue));
  }

  const step = (delta: number) =>
    setYear((y) => Math.min(PERSONAL_YEAR_MAX, Math.max(PERSONAL_YEAR_MIN, y + delta)));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Numerologia</p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Ano pessoal</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-soft-gold">
          O tema de um ano inteiro, de {PERSONAL_YEAR_MIN} a {PERSONAL_YEAR_MAX}, e o de cada um dos doze
          meses.
        </p>
      </header>

      <form
        onSubmit={submit}
        noValidate
        className="glass grid gap-4 p-5 sm:grid-cols-[1fr_auto_auto] sm:items-start sm:p-6"
      >
        <FormField
          id="ano-pessoal-nascimento"
          label="Data de nascimento"
          name="birthDate"
          inputMode="numeric"
          placeholder="DD/MM/AAAA"
          maxLength={10}
          value={typedValue}
          error={formError ?? (fieldError?.field === 'birthDate' ? fieldError.message : undefined)}
          onChange={(e) => setTyped(maskDate(e.target.value))}
        />
        <div>
          <p id="ano-pessoal-ano-rotulo" className="mb-1.5 block text-sm font-medium text-soft-gold">
            Ano
          </p>
          <div role="group" aria-labelledby="ano-pessoal-ano-rotulo" className="flex items-center gap-1">
            <button
              type="button"
              aria-label="Ano anterior"
              onClick={() => step(-1)}
              className="grid h-12 w-12 place-items-center rounded-full text-soft-gold hover:bg-violet/60"
            >
              <ChevronLeft className="h-5 w-5" aria-hidden="true" />
            </button>
            <output
              aria-live="polite"
              className="min-w-16 text-center font-serif text-2xl tabular-nums text-soft-gold"
            >
              {year}
            </output>
            <button
              type="button"
              aria-label="Próximo ano"
              onClick={() => step(1)}
              className="grid h-12 w-12 place-items-center rounded-full text-soft-gold hover:bg-violet/60"
            >
              <ChevronRight className="h-5 w-5" aria-hidden="true" />
            </button>
          </div>
        </div>
        <Button type="submit" className="sm:mt-7">
          Ver o ano pessoal
        </Button>
      </form>

      {reading.isError && !fieldError && (
        <LoadError
          className={LOAD_ERROR_CARD}
          message={reading.error.message}
          onRetry={() => void reading.refetch()}
        />
      )}
      {reading.isFetching && !reading.data && (
        <p role="status" className="py-6 text-center font-serif text-lg text-soft-gold">
          Somando os algarismos...
        </p>
      )}
      {reading.data && (
        <section aria-label={`Ano pessoal de ${reading.data.year}`} className="flex flex-col gap-5">
          <article className="glass p-5 sm:p-6">
            <header className="flex items-center gap-4">
              <NumberBadge value={reading.data.personalYear.number} />
              <h2 className="font-serif text-2xl text-soft-gold">
                {reading.data.year}: ano pessoal {reading.data.personalYear.number}
              </h2>
            </header>
            <p className="mt-3 text-pretty leading-relaxed text-text/90">{reading.data.personalYear.text}</p>
            <HowWeCalculate arithmetic={reading.data.personalYear.arithmetic} />
          </article>
          <h2 className="font-serif text-xl text-soft-gold">Os doze meses</h2>
          <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {reading.data.months.map((m) => (
              <li key={m.month} className="glass flex gap-3 p-4">
                <NumberBadge value={m.number} small />
                <div>
                  <p className="font-serif text-lg capitalize text-soft-gold">{MONTH_NAMES[m.month - 1]}</p>
                  <p className="text-sm leading-relaxed text-text/90">{m.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-label="Os nove anos do ciclo" className="flex flex-col gap-4">
        <h2 className="gold-text font-serif text-2xl sm:text-3xl">Os nove anos do ciclo</h2>
        <p className="text-muted">
          O ano pessoal soma os algarismos do dia e do mês de nascimento aos do ano do calendário, reduzidos a
          um só: um ciclo de nove anos que recomeça no 1.
        </p>
        <ol className="grid gap-3 md:grid-cols-3">
          {NINE.map((n) => (
            <li key={n} className="glass p-4">
              <p className="text-pretty text-sm leading-relaxed text-text/90">{PERSONAL_YEAR_TEXTS[n]}</p>
            </li>
          ))}
        </ol>
      </section>
      <p className="text-center text-sm">
        <Link to="/numerologia" className="text-teal underline-offset-4 hover:underline">
          Fazer o mapa numerológico completo
        </Link>
      </p>
    </div>
  );
}
