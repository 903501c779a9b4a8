import type { TarotShuffleResponse, TarotSpread } from '@constelar/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useSpreads } from '../api/tarot-api';
import { DeckCrumb } from './deck-crumb';

// What the tarot's spread page and the baralho cigano's share: the header, the question, the
// commitment, the error and the reading's way back (tarot-spread-page.tsx, cigano-spread-page.tsx).

export function SpreadHeader({
  deck,
  spread,
}: {
  /** The deck's page, above the spread's name. */
  deck: { to: string; label: string };
  spread: { name: string; description: string; cards: number };
}) {
  return (
    <header className="text-center">
      <DeckCrumb {...deck} />
      <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">{spread.name}</h1>
      <p className="mt-3 text-lg text-text/85">{spread.description}</p>
      <p className="mt-2 text-sm text-muted">
        {spread.cards} {spread.cards === 1 ? 'carta' : 'cartas'}
      </p>
    </header>
  );
}

/** The question (optional), the deck's own options, "Embaralhar" and where the shuffle can be checked. */
export function QuestionForm({
  question,
  onQuestion,
  onShuffle,
  busy,
  children,
}: {
  question: string;
  onQuestion: (question: string) => void;
  onShuffle: () => void;
  busy: boolean;
  children?: ReactNode;
}) {
  return (
    <form
      className="glass mx-auto flex w-full max-w-xl flex-col gap-4 p-5"
      onSubmit={(e) => {
        e.preventDefault();
        onShuffle();
      }}
    >
      <label className="flex flex-col gap-2 text-sm text-soft-gold">
        Sua pergunta (opcional)
        <input
          value={question}
          maxLength={200}
          onChange={(e) => onQuestion(e.target.value)}
          className="min-h-11 rounded-lg border border-gold/30 bg-night/60 px-3 text-base text-text"
          placeholder="O que você quer olhar com as cartas?"
        />
      </label>
      {children}
      <Button type="submit" disabled={busy}>
        Embaralhar
      </Button>
      <p className="text-center text-sm text-muted">
        As cartas são embaralhadas no servidor antes da sua escolha, e você pode{' '}
        <Link to="/tarot/como-embaralhamos" className="text-teal hover:underline">
          conferir
        </Link>
        .
      </p>
    </form>
  );
}

/** The shuffled deck, face down: its heading, what is chosen so far, the commitment, then the fan. */
export function PickSection({
  id,
  title,
  status,
  made,
  children,
}: {
  id: string;
  title: string;
  /** "2 de 3 escolhidas", when the reader chooses cards. */
  status?: string;
  made: TarotShuffleResponse;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col items-center gap-2">
      <h2 id={id} className="font-serif text-2xl text-soft-gold">
        {title}
      </h2>
      {status && (
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      )}
      <p className="max-w-xl break-all text-center text-xs text-muted">
        Compromisso do embaralhamento: <code>{made.commitment}</code>
      </p>
      {children}
    </section>
  );
}

export function DrawError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="text-center text-danger">
      {error}
    </p>
  );
}

/** The reading, then "Tirar de novo". */
export function ReadingAndAgain({ children, onAgain }: { children: ReactNode; onAgain: () => void }) {
  return (
    <>
      {children}
      <div className="flex justify-center">
        <Button variant="ghost" onClick={onAgain}>
          Tirar de novo
        </Button>
      </div>
    </>
  );
}

/** A deck's home: its spreads, each a link to its page, or the spreads' error with a retry. */
export function SpreadList({
  id,
  deck,
  pathOf,
}: {
  id: string;
  deck: TarotSpread['deck'];
  /** A spread's page, from its code. */
  pathOf: (code: string) => string;
}) {
  const spreads = useSpreads();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-serif text-2xl text-soft-gold">
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
            .filter((s) => s.deck === deck)
            .map((s) => (
              <li key={s.code}>
                <Link
                  to={pathOf(s.code)}
                  className="glass flex h-full flex-col gap-2 p-4 transition-colors hover:border-gold/50"
                >
                  <span className="font-serif text-xl text-soft-gold">{s.name}</span>
                  <span className="text-xs text-teal">
                    {s.cards} {s.cards === 1 ? 'carta' : 'cartas'}
                  </span>
                  <span className="text-sm text-text/85">{s.description}</span>
                </Link>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
