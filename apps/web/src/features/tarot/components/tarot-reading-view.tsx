import type { TarotDrawnCard, TarotReading } from '@constelar/contract';
import type { SpreadCode } from '@constelar/core/tarot-spreads';
import { spreadAspect, spreadSlots } from '../lib/spread-layouts';
import { CardsRead, SynthesisAndProof } from './reading-parts';
import { TarotFlipCard } from './tarot-flip-card';

/** Each card of the spread turns this long after the one before it, in the positions' order. */
const FLIP_STEP = 140;

const ANSWER_WORDS = { sim: 'Sim', nao: 'Não', talvez: 'Talvez' } as const;

/** Under each card of the Mandala's circle: its house and, for a member, the sign on it (read in full below). */
function MandalaLabel({ card }: { card: TarotDrawnCard }) {
  return (
    <span
      aria-hidden="true"
      data-testid="mandala-label"
      className="absolute left-1/2 top-full mt-0.5 w-[3.75rem] -translate-x-1/2 text-center text-[0.5625rem] leading-[1.15] text-soft-gold sm:w-24 sm:text-xs"
    >
      {card.position === 13 ? 'Síntese' : `Casa ${card.position}`}
      {card.houseSign && <span className="block text-teal">{card.houseSign}</span>}
    </span>
  );
}

/** The cards turned over in the spread's own layout, then each card read in its position, then the synthesis. */
export function TarotReadingView({ reading }: { reading: TarotReading }) {
  const spread = reading.spread as SpreadCode;
  const slots = spreadSlots(spread, reading.cards.length);
  const narrow = spread === 'mandala' || spread === 'cruz-celta' || spread === 'ferradura';
  return (
    <section aria-labelledby="tarot-reading-title" className="flex flex-col gap-8">
      <h2 id="tarot-reading-title" className="gold-text text-center text-3xl">
        {reading.spreadName}
      </h2>
      {reading.answer && (
        <p className="text-center font-serif text-2xl text-soft-gold" data-testid="tarot-answer">
          Resposta: {ANSWER_WORDS[reading.answer]}
        </p>
      )}
      <div
        className="relative mx-auto w-full max-w-xl overflow-hidden"
        style={{ aspectRatio: spreadAspect(spread) }}
        data-testid="tarot-layout"
      >
        <ol aria-label="As cartas na tiragem">
          {reading.cards.map((c, i) => {
            const slot = slots[i]!;
            return (
              <li
                key={c.position}
                className="absolute"
                style={{
                  left: `${slot.x}%`,
                  top: `${slot.y}%`,
                  width:
                    spread === 'mandala'
                      ? '11%'
                      : narrow
                        ? '15%'
                        : `${Math.min(28, 80 / reading.cards.length)}%`,
                  transform: `translate(-50%, -50%) rotate(${slot.rotate ?? 0}deg)`,
                  zIndex: slot.rotate ? 2 : 1,
                }}
              >
                <TarotFlipCard card={c.card} reversed={c.reversed} delay={i * FLIP_STEP} />
                {spread === 'mandala' && <MandalaLabel card={c} />}
                <span className="sr-only">
                  {c.positionName}: {c.card.name}
                  {c.reversed ? ', invertida' : ''}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      <CardsRead reading={reading} cardPath={(slug) => `/tarot/cartas/${slug}`} heading="h3" />
      <SynthesisAndProof reading={reading} idPrefix="tarot" />
    </section>
  );
}
