import type { TarotReading, TarotShuffleResponse } from '@constelar/contract';
import { ciganoSpreadOfSlug } from '@constelar/contract/app-routes';
import type { SpreadCode } from '@constelar/core/tarot-spreads';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { Button } from '../../../components/ui/button';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { drawCards, shuffle, useSpreads } from '../api/tarot-api';
import { CiganoReadingView } from './cigano-reading-view';
import { TarotFan } from './tarot-fan';

type Stage =
  | { kind: 'ask' }
  | { kind: 'pick'; shuffle: TarotShuffleResponse; picks: number[] }
  | { kind: 'read'; reading: TarotReading };

type Querent = 'perfil' | '28' | '29';

/**
 * /tarot/cigano/{spread}: the question, "Embaralhar", the 36 cards face down, then the reading. The Mesa
 * Real lays the whole shuffled deck, so after the commitment it asks only which card stands for you.
 */
export function CiganoSpreadPage() {
  const { spread: slug = '' } = useParams();
  const code = ciganoSpreadOfSlug(slug) as SpreadCode | undefined;
  const spreads = useSpreads();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState('');
  const [querent, setQuerent] = useState<Querent>('perfil');
  const [stage, setStage] = useState<Stage>({ kind: 'ask' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const spread = spreads.data?.spreads.find((s) => s.code === code);
  useDocumentTitle(spread ? `${spread.name} · Constelar` : 'Tiragem do baralho cigano · Constelar');

  useEffect(() => {
    setStage({ kind: 'ask' });
  }, [code]);

  if (!code) return <NotFoundPage />;
  if (spreads.isError) {
    return (
      <LoadError
        className={LOAD_ERROR_CARD}
        message={spreads.error.message}
        onRetry={() => void spreads.refetch()}
      />
    );
  }
  if (!spread) {
    return (
      <p role="status" className="py-10 text-center font-serif text-lg text-soft-gold">
        Preparando a mesa...
      </p>
    );
  }
  const mesa = code === 'mesa-real';

  async function startShuffle() {
    setBusy(true);
    setError(null);
    try {
      setStage({ kind: 'pick', shuffle: await shuffle({ spread: code! }), picks: [] });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function deal(made: TarotShuffleResponse, picks: number[] | undefined) {
    setBusy(true);
    setError(null);
    try {
      const reading = await drawCards({
        spread: code!,
        shuffleId: made.shuffleId,
        ...(picks ? { picks } : {}),
        ...(question.trim() ? { question: question.trim() } : {}),
        ...(mesa && querent !== 'perfil' ? { querent: Number(querent) } : {}),
      });
      setStage({ kind: 'read', reading });
      void queryClient.invalidateQueries({ queryKey: ['tarot', 'readings'] });
      void queryClient.invalidateQueries({ queryKey: ['tarot', 'insights'] });
    } catch (e) {
      setError((e as Error).message);
      setStage({ kind: 'ask' });
    } finally {
      setBusy(false);
    }
  }

  function pick(index: number) {
    if (stage.kind !== 'pick') return;
    const picks = [...stage.picks, index];
    setStage({ ...stage, picks });
    if (picks.length === spread!.cards) void deal(stage.shuffle, picks);
  }

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">
          <Link to="/tarot/cigano" className="hover:underline">
            Baralho cigano
          </Link>
        </p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">{spread.name}</h1>
        <p className="mt-3 text-lg text-text/85">{spread.description}</p>
        <p className="mt-2 text-sm text-muted">{spread.cards} cartas</p>
      </header>

      {stage.kind === 'ask' && (
        <form
          className="glass mx-auto flex w-full max-w-xl flex-col gap-4 p-5"
          onSubmit={(e) => {
            e.preventDefault();
            void startShuffle();
          }}
        >
          <label className="flex flex-col gap-2 text-sm text-soft-gold">
            Sua pergunta (opcional)
            <input
              value={question}
              maxLength={200}
              onChange={(e) => setQuestion(e.target.value)}
              className="min-h-11 rounded-lg border border-gold/30 bg-night/60 px-3 text-base text-text"
              placeholder="O que você quer olhar com as cartas?"
            />
          </label>
          {mesa && (
            <fieldset className="flex flex-col gap-1 text-text">
              <legend className="mb-1 text-sm text-soft-gold">A carta que representa você</legend>
              {(
                [
                  ['perfil', 'Pelo meu perfil (A Cigana, se não houver preferência)'],
                  ['29', 'A Cigana (29)'],
                  ['28', 'O Cigano (28)'],
                ] as const
              ).map(([value, label]) => (
                <label key={value} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="querent"
                    value={value}
                    checked={querent === value}
                    onChange={() => setQuerent(value)}
                    className="h-5 w-5"
                  />
                  {label}
                </label>
              ))}
            </fieldset>
          )}
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
      )}

      {stage.kind === 'pick' && (
        <section aria-labelledby="cigano-fan-title" className="flex flex-col items-center gap-2">
          <h2 id="cigano-fan-title" className="font-serif text-2xl text-soft-gold">
            {mesa ? 'O baralho está embaralhado' : `Escolha ${spread.cards} cartas`}
          </h2>
          {!mesa && (
            <p role="status" className="text-sm text-muted">
              {stage.picks.length} de {spread.cards} escolhidas
            </p>
          )}
          <p className="max-w-xl break-all text-center text-xs text-muted">
            Compromisso do embaralhamento: <code>{stage.shuffle.commitment}</code>
          </p>
          {mesa ? (
            <Button onClick={() => void deal(stage.shuffle, undefined)} disabled={busy}>
              Abrir a Mesa Real
            </Button>
          ) : (
            <TarotFan size={36} picked={stage.picks} needed={spread.cards} onPick={pick} disabled={busy} />
          )}
        </section>
      )}

      {error && (
        <p role="alert" className="text-center text-danger">
          {error}
        </p>
      )}

      {stage.kind === 'read' && (
        <>
          <CiganoReadingView reading={stage.reading} />
          <div className="flex justify-center">
            <Button variant="ghost" onClick={() => setStage({ kind: 'ask' })}>
              Tirar de novo
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
