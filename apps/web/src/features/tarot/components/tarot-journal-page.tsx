import type { TarotReading } from '@constelar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { LOAD_ERROR_CARD, LoadError } from '../../../components/ui/load-error';
import { deleteReading, saveNote, useInsights, useReadings } from '../api/tarot-api';
import { DeckCrumb } from './deck-crumb';

const SUITS = [
  ['majors', 'Arcanos maiores', '#f3d98b'],
  ['wands', 'Paus', '#e07a5f'],
  ['cups', 'Copas', '#6fa8dc'],
  ['swords', 'Espadas', '#b4c7e7'],
  ['pentacles', 'Ouros', '#93c47d'],
  ['cigano', 'Baralho cigano', '#c9a0dc'],
] as const;

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('pt-BR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  });

function ReadingEntry({ reading }: { reading: TarotReading }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState(reading.note ?? '');
  const [status, setStatus] = useState<string | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['tarot'] });
  return (
    <li className="glass flex flex-col gap-3 p-4">
      <h3 className="font-serif text-xl text-soft-gold">
        {reading.spreadName} · <time dateTime={reading.createdAt}>{dateOf(reading.createdAt)}</time>
      </h3>
      {reading.question && <p className="italic text-text/85">“{reading.question}”</p>}
      <p className="text-sm text-text/90">
        {reading.cards.map((c) => `${c.card.name}${c.reversed ? ' (invertida)' : ''}`).join(' · ')}
      </p>
      <label className="flex flex-col gap-1 text-sm text-teal">
        Sua anotação
        <textarea
          value={note}
          maxLength={2000}
          onChange={(e) => setNote(e.target.value)}
          rows={2}
          className="rounded-lg border border-gold/30 bg-night/60 p-2 text-base text-text"
        />
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() =>
            void saveNote(reading.id!, note).then(
              () => setStatus('Anotação guardada.'),
              (e: Error) => setStatus(e.message),
            )
          }
        >
          Guardar anotação
        </Button>
        <Button
          variant="ghost"
          onClick={() => void deleteReading(reading.id!).then(refresh, (e: Error) => setStatus(e.message))}
        >
          Apagar leitura
        </Button>
        {status && (
          <span role="status" className="text-sm text-muted">
            {status}
          </span>
        )}
      </div>
    </li>
  );
}

/** /tarot/diario (members): the readings with their notes, the recurring cards, the suits by month. */
export function TarotJournalPage() {
  const readings = useReadings(true);
  const kept = readings.data?.pages.flatMap((p) => p.readings) ?? [];
  const insights = useInsights(true);
  const months = insights.data?.byMonth ?? [];
  const peak = Math.max(1, ...months.map((m) => SUITS.reduce((n, [k]) => n + m[k], 0)));
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <DeckCrumb to="/tarot" label="Tarot" />
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Meu diário de tarot</h1>
      </header>

      <section aria-labelledby="tarot-recurring-title" className="glass p-5">
        <h2 id="tarot-recurring-title" className="font-serif text-2xl text-soft-gold">
          As cartas que voltam
        </h2>
        {insights.data && insights.data.recurring.length === 0 && (
          <p className="mt-2 text-text/85">Nenhuma carta apareceu três vezes ou mais no último ano.</p>
        )}
        <ul className="mt-3 flex flex-col gap-2">
          {insights.data?.recurring.map((r) => (
            <li key={r.card.code} className="text-text/90">
              {r.text}
            </li>
          ))}
        </ul>
        {months.length > 0 && (
          <figure className="mt-5">
            <figcaption className="text-sm text-teal">Os naipes mês a mês</figcaption>
            <svg
              viewBox={`0 0 ${months.length * 40} 120`}
              className="mt-2 h-32 w-full"
              role="img"
              aria-label="Cartas por naipe em cada mês"
            >
              {months.map((m, i) => {
                let y = 110;
                return SUITS.map(([k, , color]) => {
                  const h = (m[k] / peak) * 100;
                  y -= h;
                  return (
                    <rect key={`${m.month}-${k}`} x={i * 40 + 8} y={y} width={24} height={h} fill={color} />
                  );
                });
              })}
            </svg>
            <ul className="mt-2 flex flex-wrap gap-3 text-xs text-text/85">
              {SUITS.map(([k, label, color]) => (
                <li key={k} className="flex items-center gap-1">
                  <span
                    aria-hidden="true"
                    className="inline-block h-3 w-3 rounded-sm"
                    style={{ background: color }}
                  />
                  {label}: {insights.data?.bySuit[k] ?? 0}
                </li>
              ))}
            </ul>
          </figure>
        )}
      </section>

      <section aria-labelledby="tarot-readings-title">
        <h2 id="tarot-readings-title" className="mb-4 font-serif text-2xl text-soft-gold">
          Leituras
        </h2>
        {readings.isError && !readings.isFetchNextPageError && (
          <LoadError
            className={LOAD_ERROR_CARD}
            message={readings.error.message}
            onRetry={() => void readings.refetch()}
          />
        )}
        {readings.data && kept.length === 0 && (
          <p className="text-text/85">
            Nenhuma leitura ainda.{' '}
            <Link to="/tarot" className="text-teal hover:underline">
              Tire as primeiras cartas
            </Link>
            .
          </p>
        )}
        <ul className="flex flex-col gap-4">
          {kept.map((r) => (
            <ReadingEntry key={r.id} reading={r} />
          ))}
        </ul>
        {readings.isFetchNextPageError && (
          <p role="alert" className="mt-4 text-center text-danger">
            {readings.error.message}
          </p>
        )}
        {readings.hasNextPage && (
          <div className="mt-6 flex justify-center">
            <Button
              variant="secondary"
              disabled={readings.isFetchingNextPage}
              onClick={() => void readings.fetchNextPage()}
            >
              {readings.isFetchingNextPage ? 'Carregando...' : 'Carregar mais'}
            </Button>
          </div>
        )}
      </section>
    </div>
  );
}
