import { ciganoSpreadSlug } from '@constelar/contract/app-routes';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SpreadList } from './spread-page-parts';
import { DeckCrumb } from './deck-crumb';

/** /tarot/cigano: the baralho cigano's four spreads, its 36 cards and how the draw is checked (spec/tarot.md §5). */
export function CiganoHomePage() {
  useDocumentTitle('Baralho cigano · Constelar');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-10 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <DeckCrumb to="/tarot" label="Tarot" />
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Baralho cigano</h1>
        <p className="mt-3 text-lg text-text/85">
          Trinta e seis cartas lidas em pares: a primeira diz o assunto, a segunda lhe dá o tom. Da frase de
          três cartas à Mesa Real com o baralho inteiro.
        </p>
      </header>
      <SpreadList
        id="cigano-spreads-title"
        deck="cigano"
        pathOf={(code) => `/tarot/cigano/${ciganoSpreadSlug(code)}`}
      />
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
