import {
  CIGANO_CODES,
  MAJOR_CODES,
  SHUFFLE_ALGORITHM,
  TAROT_CODES,
  commitmentOf,
  dealFromSeed,
  hexToBytes,
} from '@constelar/core/tarot';
import { tarotCardName } from '@constelar/content/tarot/tarot-names';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { DeckOptions } from './deck-options';
import { DeckCrumb } from './deck-crumb';

/**
 * /tarot/como-embaralhamos: how the draw is made, and the draw recomputed here, in the browser, from a
 * reading's seed by the same code the server runs (@constelar/core/tarot).
 */
export function TarotProofPage() {
  const [params] = useSearchParams();
  const [seed, setSeed] = useState(params.get('semente') ?? '');
  const [majors, setMajors] = useState(params.get('baralho') === 'majors');
  const [reversals, setReversals] = useState(params.get('invertidas') === '1');
  // A cigano reading links here with its own deck: the 36 cards, in order cigano-1 … cigano-36.
  const cigano = params.get('baralho') === 'cigano';
  const [picks, setPicks] = useState(params.get('escolhas') ?? '0,1,2');

  const result = useMemo(() => {
    const bytes = /^[0-9a-f]{64}$/i.test(seed.trim()) ? hexToBytes(seed.trim()) : null;
    if (!bytes) return null;
    const deck = cigano ? CIGANO_CODES : majors ? MAJOR_CODES : TAROT_CODES;
    const indices = picks
      .split(/[,\s]+/)
      .filter(Boolean)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n >= 0 && n < deck.length);
    return {
      commitment: commitmentOf(bytes),
      cards: dealFromSeed(bytes, deck, indices.length, { picks: indices, reversals }),
    };
  }, [seed, majors, reversals, picks, cigano]);

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 pb-16 pt-6 animate-fade-in">
      <header className="text-center">
        <DeckCrumb to="/tarot" label="Tarot" />
        <h1 className="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Como embaralhamos</h1>
      </header>
      <section className="glass flex flex-col gap-3 p-5 text-text/90">
        <p>
          Antes de você escolher, o servidor sorteia um segredo de 256 bits (a semente) e mostra só a
          impressão digital dele, o compromisso: o SHA-256 da semente. Depois da escolha, a leitura revela a
          semente. Como ninguém encontra outra semente com a mesma impressão digital, a ordem do baralho já
          estava decidida antes das suas escolhas, e nada do que você envia muda as cartas.
        </p>
        <p>
          A ordem sai da semente pelo algoritmo <code>{SHUFFLE_ALGORITHM}</code>: um fluxo de números de
          HMAC-SHA256 com a semente como chave, um embaralhamento de Fisher–Yates a partir do baralho em ordem
          (os 22 arcanos maiores, depois Paus, Copas, Espadas e Ouros, do Ás ao Rei), e, com cartas
          invertidas, um sorteio de cara ou coroa para cada carta tirada. Todo esse cálculo acontece aqui, no
          seu navegador.
        </p>
      </section>
      <form className="glass flex flex-col gap-4 p-5" onSubmit={(e) => e.preventDefault()}>
        <h2 className="font-serif text-2xl text-soft-gold">Conferir uma tiragem</h2>
        <label className="flex flex-col gap-1 text-sm text-soft-gold">
          Semente (64 dígitos hexadecimais)
          <input
            value={seed}
            onChange={(e) => setSeed(e.target.value)}
            className="min-h-11 rounded-lg border border-gold/30 bg-night/60 px-3 font-mono text-sm text-text"
            spellCheck={false}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm text-soft-gold">
          Posições escolhidas no baralho embaralhado (separadas por vírgula, contando do zero)
          <input
            value={picks}
            onChange={(e) => setPicks(e.target.value)}
            className="min-h-11 rounded-lg border border-gold/30 bg-night/60 px-3 text-base text-text"
          />
        </label>
        <DeckOptions
          majorsOnly={majors}
          onMajorsOnly={setMajors}
          reversals={reversals}
          onReversals={setReversals}
        />
      </form>
      <section aria-live="polite" aria-labelledby="tarot-proof-result" className="glass p-5">
        <h2 id="tarot-proof-result" className="font-serif text-2xl text-soft-gold">
          Resultado calculado no navegador
        </h2>
        {result ? (
          <>
            <p className="mt-2 break-all text-sm text-text/85">
              Compromisso: <code data-testid="proof-commitment">{result.commitment}</code>
            </p>
            <ol className="mt-3 list-decimal pl-6" data-testid="proof-cards">
              {result.cards.map((d) => (
                <li key={d.index} className="text-text/90">
                  {tarotCardName(d.card) ?? `Carta cigana ${d.card.slice(7)}`}
                  {d.reversed ? ' (invertida)' : ''}
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p className="mt-2 text-text/85">
            Cole a semente de uma leitura para ver as cartas que ela distribui.
          </p>
        )}
      </section>
    </div>
  );
}
