import { MAP_ROLE_NAMES } from '@constelar/content/numerology/map-names';
import { NUMEROLOGY_NAMES_MAX, NUMEROLOGY_NAMES_MIN } from '@constelar/contract/constants';
import { Plus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { DATE_FORMAT_MESSAGE, DATE_PATTERN, maskDate, toWireDate } from '../../../lib/birth-masks';
import { serverFieldError } from '../../../lib/server-field-error';
import { useNumerologyNames } from '../api/post-numerology-names';
import { HowWeCalculate, NumberBadge } from './map-number-card';

const ROLES = ['motivation', 'impression', 'expression', 'mission'] as const;

/** /numerologia/nomes (numerology.md §5): 2 to 4 spellings of a name side by side. Public. */
export function NamesPage() {
  const [names, setNames] = useState(['', '']);
  const [typedDate, setTypedDate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const compare = useNumerologyNames();
  const serverError = compare.isError ? serverFieldError(compare.error.cause) : null;
  const shown: Record<string, string> = { ...errors };
  if (serverError) shown[serverError.field] = serverError.message;

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    names.forEach((n, i) => {
      if (n.trim() === '') found[`names.${i}`] = 'Informe esta grafia.';
    });
    if (typedDate !== '' && !DATE_PATTERN.test(typedDate)) found.birthDate = DATE_FORMAT_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    compare.mutate({
      names: names.map((n) => n.trim()),
      ...(typedDate === '' ? {} : { birthDate: toWireDate(typedDate) }),
    });
  }

  const spellings = compare.data?.spellings ?? [];
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Numerologia cabalística</p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Compare grafias do nome</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg text-soft-gold">
          Para escolher o nome de um bebê, uma assinatura nova ou o nome de uma empresa: de 2 a 4 grafias lado
          a lado.
        </p>
      </header>
      <form onSubmit={submit} noValidate className="glass flex flex-col gap-4 p-5 sm:p-6">
        <div className="grid gap-4 sm:grid-cols-2">
          {names.map((name, i) => (
            <div key={i} className="flex items-start gap-2">
              <FormField
                id={`grafia-${i}`}
                className="flex-1"
                label={`${i + 1}ª grafia`}
                name={`names.${i}`}
                autoComplete="off"
                value={name}
                error={shown[`names.${i}`]}
                onChange={(e) => {
                  const next = [...names];
                  next[i] = e.target.value;
                  setNames(next);
                }}
              />
              {names.length > NUMEROLOGY_NAMES_MIN && (
                <button
                  type="button"
                  aria-label={`Remover a ${i + 1}ª grafia`}
                  onClick={() => setNames(names.filter((_, j) => j !== i))}
                  className="mt-7 grid h-12 w-12 place-items-center rounded-full text-muted hover:text-soft-gold"
                >
                  <X className="h-5 w-5" aria-hidden="true" />
                </button>
              )}
            </div>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2 sm:items-end">
          <FormField
            id="grafias-nascimento"
            label="Data de nascimento (opcional)"
            name="birthDate"
            inputMode="numeric"
            placeholder="DD/MM/AAAA"
            maxLength={10}
            hint="Com ela, cada grafia mostra também a Missão."
            value={typedDate}
            error={shown.birthDate}
            onChange={(e) => setTypedDate(maskDate(e.target.value))}
          />
          <div className="flex flex-wrap gap-3">
            {names.length < NUMEROLOGY_NAMES_MAX && (
              <Button type="button" variant="ghost" onClick={() => setNames([...names, ''])}>
                <Plus className="h-4 w-4" aria-hidden="true" /> Outra grafia
              </Button>
            )}
            <Button type="submit" disabled={compare.isPending}>
              {compare.isPending ? 'Comparando...' : 'Comparar'}
            </Button>
          </div>
        </div>
        {compare.isError && !serverError && (
          <p role="alert" className="text-danger">
            {compare.error.message}
          </p>
        )}
      </form>

      {spellings.length > 0 && (
        <section aria-label="Comparação" className="flex flex-col gap-4">
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            {spellings.map((s) => (
              <li key={s.name} className="glass flex flex-col gap-3 p-5">
                <h2 className="font-serif text-2xl text-soft-gold break-words">{s.name}</h2>
                {s.comparison && <p className="text-sm text-teal">{s.comparison}</p>}
                <dl className="flex flex-col gap-3">
                  {ROLES.map((role) => {
                    const n = s[role];
                    if (!n) return null;
                    return (
                      <div key={role}>
                        <dt className="flex items-center gap-3">
                          <NumberBadge value={n.number} small />
                          <span className="font-serif text-lg text-soft-gold">
                            {MAP_ROLE_NAMES[role]} <span className="sr-only">{n.number}</span>
                          </span>
                        </dt>
                        <dd>
                          <p className="mt-1 text-sm leading-relaxed text-text/90">{n.text}</p>
                          <HowWeCalculate arithmetic={n.arithmetic} />
                        </dd>
                      </div>
                    );
                  })}
                  <div>
                    <dt className="font-serif text-lg text-soft-gold">{MAP_ROLE_NAMES.karmicLessons}</dt>
                    <dd className="text-sm text-text/90">
                      {s.karmicLessons.length === 0
                        ? 'Nenhuma'
                        : s.karmicLessons.map((l) => l.number).join(', ')}
                    </dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className="text-center text-sm">
        <Link to="/numerologia" className="text-teal underline-offset-4 hover:underline">
          Fazer o mapa numerológico completo
        </Link>
      </p>
    </div>
  );
}
