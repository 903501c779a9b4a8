import type { Astrology, Place } from '@constelar/contract';
import { ArrowRight, Cake, MapPin } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { GlyphReading } from '../../../components/glyphs/glyph-reading';
import { buttonClasses } from '../../../components/ui/button';
import { FieldLabel, inputClasses } from '../../../components/ui/form-field';
import { LoadError } from '../../../components/ui/load-error';
import { PlaceAutocomplete } from '../../../components/ui/place-autocomplete';
import { useSessionUser } from '../../../lib/session';
import { useSolarReturn } from '../api/get-solar-return';
import { returnAstrology } from '../lib/return-astrology';
import { returnMoment, returnYears } from '../lib/solar-return-time';

/** The dashboard opens its profile dialog, on the birth fields, at this address. */
const ADD_BIRTH_HREF = '/dashboard?perfil=nascimento';

interface ChosenPlace {
  place: string;
  placeId?: string;
}

/** Draws the return's chart; the router lends the report's wheel, which this feature may not import. */
export type RenderReturnWheel = (astrology: Astrology, title: string) => ReactNode;

/** Where the whole return, wheel included, has a page of its own (issue #15). */
export const SOLAR_RETURN_HREF = '/revolucao-solar';

/**
 * "Revolução solar" (sky.md §6): the chart of the moment the Sun comes back to its birth place in the
 * zodiac, for this year or the next, where the member spends the birthday. On "Meu mapa" it links to the
 * full page; there, with `renderWheel`, it draws the chart too.
 */
export function SolarReturnCard({
  now = new Date(),
  renderWheel,
}: {
  now?: Date;
  renderWheel?: RenderReturnWheel;
}) {
  const user = useSessionUser();
  const userId = user?.id ?? null;
  const years = returnYears(now);
  const [year, setYear] = useState(years[0]!);
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<Place | undefined>();
  const [place, setPlace] = useState<ChosenPlace | null>(null);
  const solarReturn = useSolarReturn(userId, { year, ...place });
  const yearId = useId();
  const placeId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = typed.trim();
    setPlace(text ? { place: picked?.label ?? text, placeId: picked?.id } : null);
  };
  const resetPlace = () => {
    setTyped('');
    setPicked(undefined);
    setPlace(null);
  };

  let body;
  if (solarReturn.isPending) {
    body = (
      <p role="status" className="text-soft-gold">
        Calculando a volta do Sol...
      </p>
    );
  } else if (solarReturn.isError) {
    body = <LoadError message={solarReturn.error.message} onRetry={() => void solarReturn.refetch()} />;
  } else if (!solarReturn.data) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <p className="text-text/85">
          A revolução solar parte do seu Sol de nascimento: preencha a data, a hora e o local em que você
          nasceu no seu perfil para vê-la aqui.
        </p>
        <Link to={ADD_BIRTH_HREF} className={buttonClasses('secondary')}>
          Preencher meus dados de nascimento
        </Link>
      </div>
    );
  } else {
    const result = solarReturn.data;
    body = (
      <div
        className={`flex flex-col gap-4 ${solarReturn.isPlaceholderData ? 'opacity-60' : ''}`}
        aria-busy={solarReturn.isFetching}
      >
        <p className="text-text/90">
          O Sol volta ao ponto exato do seu nascimento em{' '}
          <time dateTime={result.instant} className="font-semibold text-soft-gold">
            {returnMoment(result.instant, result.place.timezone)}
          </time>
          , no horário local de {result.place.label}.
        </p>
        {renderWheel && (
          <div className="mx-auto w-full max-w-md">
            {renderWheel(
              returnAstrology(result.chart),
              `${user ? `${user.name}: m` : 'M'}apa da revolução solar de ${result.year}`,
            )}
            <p className="mt-2 text-center text-sm text-muted">
              O céu do instante da volta do Sol, com o Ascendente à esquerda.
            </p>
          </div>
        )}
        <GlyphReading glyph={result.chart.ascendant.signCode} {...result.texts.ascendant} />
        <GlyphReading glyph="sun" {...result.texts.sunHouse} />
        {!renderWheel && (
          <Link to={SOLAR_RETURN_HREF} className={buttonClasses('secondary', 'self-start')}>
            Ver a revolução completa
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="revolucao-solar" className="glass flex flex-col gap-5 p-5 sm:p-7">
      <header className="flex items-start gap-3">
        <Cake className="mt-1 h-6 w-6 shrink-0 text-soft-gold" aria-hidden="true" />
        <div>
          <h2 id="revolucao-solar" className="scroll-mt-24 font-serif text-2xl text-soft-gold">
            Revolução solar
          </h2>
          <p className="mt-1 text-sm text-text/80">
            A cada aniversário o Sol retorna ao grau em que estava quando você nasceu. O mapa desse instante
            sugere o tom do ano que começa, e ele muda conforme a cidade em que você celebra.
          </p>
        </div>
      </header>

      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[10rem_1fr]">
        <div>
          <FieldLabel htmlFor={yearId}>Ano</FieldLabel>
          <select
            id={yearId}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            className={inputClasses()}
          >
            {years.map((y) => (
              <option key={y} value={y} className="bg-deep">
                {y}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-2">
          <PlaceAutocomplete
            id={placeId}
            label="Onde você passa o aniversário (opcional)"
            value={typed}
            onChange={(value, chosen) => {
              setTyped(value);
              setPicked(chosen);
            }}
            hint="Em branco, usamos o local de nascimento."
          />
          <div className="flex flex-wrap gap-2">
            <button type="submit" className={buttonClasses('secondary')}>
              <MapPin className="h-4 w-4" aria-hidden="true" />
              Calcular para este local
            </button>
            {place && (
              <button type="button" onClick={resetPlace} className={buttonClasses('ghost')}>
                Usar o local de nascimento
              </button>
            )}
          </div>
        </div>
      </form>

      {body}
    </section>
  );
}
