import { Link } from 'react-router';
import { useSignedIn } from '../../../lib/session';
import { useTodayCard } from '../api/tarot-api';
import { TarotCardFace } from './tarot-card-face';
import { SpreadList } from './spread-page-parts';

/** /tarot: the member's card of the day, the spreads, the journal and the deck (spec/tarot.md §4). */
export function TarotHomePage() {
  const signedIn = useSignedIn();
  const today = useTodayCard(signedIn);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Tarot</p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Pergunte, embaralhe, escolha</h1>
        <p className="mt-3 text-lg text-text/85">
          Oito tiragens, cartas escolhidas viradas para baixo e um embaralhamento que você pode conferir.
        </p>
      </header>

      <section
        aria-labelledby="tarot-today-title"
        className="glass flex flex-col items-center gap-4 p-5 sm:flex-row"
      >
        {signedIn && today.data ? (
          <>
            <TarotCardFace card={today.data.card} reversed={today.data.reversed} className="w-24 shrink-0" />
            <div>
              <h2 id="tarot-today-title" className="font-serif text-2xl text-soft-gold">
                Sua carta do dia: {today.data.card.name}
                {today.data.reversed ? ' (invertida)' : ''}
              </h2>
              <p className="mt-2 text-text/90">{today.data.text}</p>
            </div>
          </>
        ) : (
          <div>
            <h2 id="tarot-today-title" className="font-serif text-2xl text-soft-gold">
              Sua carta do dia
            </h2>
            <p className="mt-2 text-text/90">
              {signedIn
                ? 'Tirando a sua carta...'
                : 'Entre na sua conta para receber uma carta por dia, sempre a mesma até a meia-noite.'}{' '}
              <Link to="/tarot/carta-do-dia" className="font-semibold text-teal hover:underline">
                Ou tire uma carta agora
              </Link>
              .
            </p>
          </div>
        )}
      </section>

      <SpreadList id="tarot-spreads-title" deck="tarot" pathOf={(code) => `/tarot/${code}`} />

      <nav aria-label="Mais do tarô" className="flex flex-wrap justify-center gap-6 text-teal">
        <Link to="/tarot/diario" className="font-semibold hover:underline">
          Meu diário de tarot
        </Link>
        <Link to="/tarot/cartas" className="font-semibold hover:underline">
          As 78 cartas
        </Link>
        <Link to="/tarot/cigano" className="font-semibold hover:underline">
          Baralho cigano
        </Link>
        <Link to="/tarot/como-embaralhamos" className="font-semibold hover:underline">
          Como embaralhamos
        </Link>
      </nav>
    </div>
  );
}
