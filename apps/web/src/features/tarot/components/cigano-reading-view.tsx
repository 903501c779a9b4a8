import type { TarotReading } from '@constelar/contract';
import { MesaRealGrid } from './mesa-real-grid';
import { CardsRead, SynthesisAndProof } from './reading-parts';
import { TarotCardFace } from './tarot-card-face';

const DIRECTION_WORDS = {
  acima: 'Acima',
  abaixo: 'Abaixo',
  esquerda: 'À esquerda',
  direita: 'À direita',
  diagonal: 'Na diagonal',
} as const;

/** The cigano spreads' small layouts: a line of three or five, the square of nine. */
function SmallLayout({ reading }: { reading: TarotReading }) {
  const square = reading.cards.length === 9;
  return (
    <ol
      aria-label="As cartas na tiragem"
      className={`mx-auto grid w-full gap-3 ${square ? 'max-w-sm grid-cols-3' : reading.cards.length === 5 ? 'max-w-2xl grid-cols-5' : 'max-w-md grid-cols-3'}`}
      data-testid="cigano-layout"
    >
      {reading.cards.map((c) => (
        <li key={c.position} className="motion-safe:animate-fade-in">
          <TarotCardFace card={c.card} className="w-full" />
          <span className="sr-only">
            {c.positionName}: {c.card.name}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** A cigano reading: the layout, each card in its place, the pairs, the querent's neighbourhood, the synthesis. */
export function CiganoReadingView({ reading }: { reading: TarotReading }) {
  const mesa = reading.spread === 'mesa-real';
  const nameAt = (position: number) => reading.cards[position - 1]?.card.name ?? '';
  return (
    <section aria-labelledby="cigano-reading-title" className="flex flex-col gap-8">
      <h2 id="cigano-reading-title" className="gold-text text-center text-3xl">
        {reading.spreadName}
      </h2>
      {mesa ? <MesaRealGrid reading={reading} /> : <SmallLayout reading={reading} />}

      {reading.querent && (
        <section aria-labelledby="cigano-querent-title" className="glass p-5" data-testid="cigano-querent">
          <h3 id="cigano-querent-title" className="font-serif text-2xl text-soft-gold">
            A sua vizinhança na mesa
          </h3>
          <p className="mt-2 text-text/90">{reading.querent.text}</p>
          <ul className="mt-3 flex flex-col gap-3">
            {reading.querent.neighbours.map((n) => (
              <li key={n.position} className="flex gap-3">
                <TarotCardFace card={n.card} className="w-12 shrink-0" />
                <p className="text-text/90">
                  <span className="font-semibold text-teal">
                    {DIRECTION_WORDS[n.direction]}, casa {n.position}:
                  </span>{' '}
                  {n.text}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}

      {reading.pairs && reading.pairs.length > 0 && (
        <section aria-labelledby="cigano-pairs-title" className="glass p-5" data-testid="cigano-pairs">
          <h3 id="cigano-pairs-title" className="font-serif text-2xl text-soft-gold">
            As cartas em pares
          </h3>
          <ol className="mt-3 flex flex-col gap-3">
            {reading.pairs.map((p) => (
              <li key={p.positions.join('-')}>
                <p className="text-sm font-semibold text-teal">
                  {nameAt(p.positions[0]!)} com {nameAt(p.positions[1]!)}
                </p>
                <p className="text-text/90">{p.text}</p>
              </li>
            ))}
          </ol>
        </section>
      )}

      <section aria-labelledby="cigano-cards-title">
        <h3 id="cigano-cards-title" className="mb-3 font-serif text-2xl text-soft-gold">
          {mesa ? 'Casa por casa' : 'Carta por carta'}
        </h3>
        <CardsRead reading={reading} cardPath={(slug) => `/tarot/cigano/cartas/${slug}`} heading="h4" />
      </section>

      <SynthesisAndProof reading={reading} idPrefix="cigano" />
    </section>
  );
}
