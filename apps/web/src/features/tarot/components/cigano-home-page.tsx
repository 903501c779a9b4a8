import { ciganoSpreadSlug } from '@constelar/contract/app-routes';
import { Link } from 'react-router';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSpreads } from '../api/tarot-api';

/** /tarot/cigano: the baralho cigano's four spreads, its 36 cards and how the draw is checked (spec/tarot.md §5). */
export function CiganoHomePage() {
  const spreads = useSpreads();
  useDocumentTitle('Baralho cigano · Constelar');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">
          <Link to="/tarot" className="hover:underline">
            Tarot
          </Link>
        </p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Baralho cigano</h1>
        <p className="mt-3 text-lg text-text/85">
          Trinta e seis cartas lidas em pares: a primeira diz o assunto, a segunda lhe dá o tom. Da frase de
          três cartas à Mesa Real com o baralho inteiro.
        </p>
      </header>
      <section aria-labelledby="cigano-spreads-title">
        <h2 id="cigano-spreads-title" className="mb-4 font-serif text-2xl text-soft-gold">
          Tiragens
        </h2>
        {spreads.isError ? (
          <LoadError
            className={LOAD_ERROR_CARD}
            message={spreads.error.message}
            onRetry={() => void spreads.refetch()}
          />
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {spreads.data?.spreads
              .filter((s) => s.deck === 'cigano')
              .map((s) => (
                <li key={s.code}>
                  <Link
                    to={`/tarot/cigano/${ciganoSpreadSlug(s.code)}`}
                    className="glass flex h-full flex-col gap-2 p-4 transition-colors hover:border-gold/50"
                  >
                    <span className="font-serif text-xl text-soft-gold">{s.name}</span>
                    <span className="text-xs text-teal">{s.cards} cartas</span>
                    <span className="text-sm text-text/85">{s.description}</span>
                  </Link>
                </li>
              ))}
          </ul>
        )}
      </section>
      <nav aria-label="Mais do baralho cigano" className="flex flex-wrap justify-center gap-6 text-teal">
        <Link to="/tarot/cigano/cartas" className="font-semibold hover:underline">
          As 36 cartas ciganas
        </Link>
        <Link to="/tarot/diario" className="font-semibold hover:underline">
          Meu diário de tarot
        </Link>
        <Link to="/tarot/como-embaralhamos" className="font-semibold hover:underline">
          Como embaralhamos
        </Link>
      </nav>
    </div>
  );
}
