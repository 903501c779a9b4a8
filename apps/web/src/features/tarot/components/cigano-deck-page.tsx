import { Link } from 'react-router';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCiganoDeck } from '../api/cigano-api';
import { TarotCardFace } from './tarot-card-face';
import { DeckCrumb } from './deck-crumb';

/** /tarot/cigano/cartas: the 36 cards in their order. */
export function CiganoDeckPage() {
  const deck = useCiganoDeck();
  useDocumentTitle('As 36 cartas do baralho cigano · Constelar');
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <DeckCrumb to="/tarot/cigano" label="Baralho cigano" />
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">As 36 cartas ciganas</h1>
      </header>
      {deck.isError ? (
        <LoadError
          className={LOAD_ERROR_CARD}
          message={deck.error.message}
          onRetry={() => void deck.refetch()}
        />
      ) : (
        <ul className="grid grid-cols-3 gap-4 sm:grid-cols-6 lg:grid-cols-9">
          {deck.data?.cards.map((card) => (
            <li key={card.code}>
              <Link
                to={`/tarot/cigano/cartas/${card.slug}`}
                className="flex flex-col items-center gap-2 text-center"
              >
                <TarotCardFace card={card} className="w-full" lazy />
                <span className="text-sm text-soft-gold">
                  {card.number}. {card.name}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
