import type { TarotReading, TarotShuffleResponse } from '@constelar/contract';
import { TAROT_SPREAD_CODES, type SpreadCode } from '@constelar/core/tarot-spreads';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page';
import { Button } from '../../../components/ui/button';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { drawCards, shuffle, useSpreads } from '../api/tarot-api';
import { TarotFan } from './tarot-fan';
import { TarotReadingView } from './tarot-reading-view';

type Stage =
  | { kind: 'ask' }
  | { kind: 'pick'; shuffle: TarotShuffleResponse; picks: number[] }
  | { kind: 'read'; reading: TarotReading };

/** /tarot/{spread}: the question, the options, "Embaralhar", the fan, then the reading (spec/tarot.md §4). */
export function TarotSpreadPage() {
  const { spread: code = '' } = useParams();
  const spreads = useSpreads();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState('');
  const [majorsOnly, setMajorsOnly] = useState(false);
  const [reversals, setReversals] = useState(false);
  const [stage, setStage] = useState<Stage>({ kind: 'ask' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const spread = spreads.data?.spreads.find((s) => s.code === code);
  useDocumentTitle(spread ? `${spread.name} · Constelar` : 'Tiragem de tarô · Constelar');

  useEffect(() => {
    setStage({ kind: 'ask' });
  }, [code]);

  if (!(TAROT_SPREAD_CODES as readonly string[]).includes(code)) return <NotFoundPage />;
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
  const size = majorsOnly ? 22 : 78;

  async function startShuffle() {
    setBusy(true);
    setError(null);
    try {
      const made = await shuffle({
        spread: code as SpreadCode,
        deck: majorsOnly ? 'majors' : 'full',
        reversals,
      });
      setStage({ kind: 'pick', shuffle: made, picks: [] });
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  }

  async function pick(index: number) {
    if (stage.kind !== 'pick') return;
    const picks = [...stage.picks, index];
    setStage({ ...stage, picks });
    if (picks.length < spread!.cards) return;
    setBusy(true);
    setError(null);
    try {
      const reading = await drawCards({
        spread: code as SpreadCode,
        shuffleId: stage.shuffle.shuffleId,
        picks,
        ...(question.trim() ? { question: question.trim() } : {}),
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

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">
          <Link to="/tarot" className="hover:underline">
            Tarot
          </Link>
        </p>
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">{spread.name}</h1>
        <p className="mt-3 text-lg text-text/85">{spread.description}</p>
        <p className="mt-2 text-sm text-muted">
          {spread.cards} {spread.cards === 1 ? 'carta' : 'cartas'}
        </p>
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
          <label className="flex min-h-11 items-center gap-3 text-text">
            <input
              type="checkbox"
              checked={majorsOnly}
              onChange={(e) => setMajorsOnly(e.target.checked)}
              className="h-5 w-5"
            />
            Só arcanos maiores
          </label>
          <label className="flex min-h-11 items-center gap-3 text-text">
            <input
              type="checkbox"
              checked={reversals}
              onChange={(e) => setReversals(e.target.checked)}
              className="h-5 w-5"
            />
            Usar cartas invertidas
          </label>
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
        <section aria-labelledby="tarot-fan-title" className="flex flex-col items-center gap-2">
          <h2 id="tarot-fan-title" className="font-serif text-2xl text-soft-gold">
            Escolha {spread.cards === 1 ? 'uma carta' : `${spread.cards} cartas`}
          </h2>
          <p role="status" className="text-sm text-muted">
            {stage.picks.length} de {spread.cards} {spread.cards === 1 ? 'escolhida' : 'escolhidas'}
          </p>
          <p className="max-w-xl break-all text-center text-xs text-muted">
            Compromisso do embaralhamento: <code>{stage.shuffle.commitment}</code>
          </p>
          <TarotFan
            size={size}
            picked={stage.picks}
            needed={spread.cards}
            onPick={(i) => void pick(i)}
            disabled={busy}
          />
        </section>
      )}

      {error && (
        <p role="alert" className="text-center text-danger">
          {error}
        </p>
      )}

      {stage.kind === 'read' && (
        <>
          <TarotReadingView reading={stage.reading} />
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
