import type { TarotDrawnCard, TarotReading } from '@constelar/contract';
import type { SpreadCode } from '@constelar/core/tarot-spreads';
import { Link } from 'react-router';
import { readingProofPath } from '../lib/reading-share';
import { spreadAspect, spreadSlots } from '../lib/spread-layouts';
import { TarotCardFace } from './tarot-card-face';
import { TarotFlipCard } from './tarot-flip-card';
import { TarotReadingShare } from './tarot-reading-share';

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
      <ol className="flex flex-col gap-4">
        {reading.cards.map((c) => (
          <li key={c.position} className="glass flex gap-4 p-4">
            <TarotCardFace card={c.card} reversed={c.reversed} className="w-16 shrink-0" />
            <div>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-teal">
                {c.position}. {c.positionName}
              </h3>
              <p className="font-serif text-xl text-soft-gold">
                <Link to={`/tarot/cartas/${c.card.slug}`} className="hover:underline">
                  {c.card.name}
                </Link>
                {c.reversed && <span className="text-base text-muted"> (invertida)</span>}
              </p>
              <p className="mt-2 text-text/90">{c.text}</p>
            </div>
          </li>
        ))}
      </ol>
      <section aria-labelledby="tarot-synthesis-title" className="glass p-5">
        <h3 id="tarot-synthesis-title" className="font-serif text-2xl text-soft-gold">
          Síntese
        </h3>
        {reading.synthesis.map((p) => (
          <p key={p} className="mt-3 text-text/90">
            {p}
          </p>
        ))}
      </section>
      <div className="flex flex-wrap items-start justify-center gap-3">
        <TarotReadingShare reading={reading} />
        <Link
          to={readingProofPath(reading)}
          className="inline-flex min-h-11 items-center px-3 text-sm font-semibold text-teal hover:underline"
        >
          Conferir o embaralhamento
        </Link>
      </div>
    </section>
  );
}
