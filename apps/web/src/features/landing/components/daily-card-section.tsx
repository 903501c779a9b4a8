import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useDailyCard } from '../hooks/use-daily-card';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { useScrollToHashOnMount } from '../hooks/use-scroll-to-hash';
import { celebrateFrom } from '../lib/confetti';
import { arcanumImage } from '../lib/daily-card-texts';
import { CardBack } from './card-back';

// The confetti bursts as the flip shows the card's face, not when the click lands.
const CONFETTI_DELAY_MS = 320;

/** The daily tarot card (#insight): hidden, then revealed with a 3D flip and confetti. */
export function DailyCardSection() {
  useScrollToHashOnMount();
  const { revealed, prepare, reveal } = useDailyCard();
  const reducedMotion = useReducedMotion();
  // Only a reveal seen now animates; a card already turned earlier today simply shows its face.
  const [flipping, setFlipping] = useState(false);
  const [turning, setTurning] = useState(false);
  const cardRef = useRef<HTMLDivElement>(null);
  const nameRef = useRef<HTMLHeadingElement>(null);
  const isRevealed = revealed !== null;

  useEffect(() => {
    // The card button leaves the tab order once turned, so focus moves to what it revealed.
    if (flipping && isRevealed) nameRef.current?.focus({ preventScroll: true });
  }, [flipping, isRevealed]);

  const warmUp = () => void prepare().catch(() => undefined);

  const onReveal = async () => {
    if (isRevealed || turning) return;
    setTurning(true);
    setFlipping(true);
    const turned = await reveal();
    setTurning(false);
    if (turned && !reducedMotion) {
      window.setTimeout(() => void celebrateFrom(cardRef.current), CONFETTI_DELAY_MS);
    }
  };

  return (
    <section id="insight" aria-labelledby="insight-title" className="scroll-mt-24 py-14 md:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold uppercase tracking-[0.3em] text-teal">Tarot do dia</p>
        <h2 id="insight-title" className="mt-3 text-3xl text-soft-gold md:text-4xl">
          Seu arcano de hoje
        </h2>
        <p className="mt-3 text-muted">
          Uma carta escolhida só para você, que muda a cada novo dia. Pense no que o dia pede e vire a carta.
        </p>
      </div>

      <div className="glass mx-auto mt-10 grid max-w-4xl items-center gap-8 p-6 sm:p-8 md:grid-cols-[auto_1fr] md:gap-12 md:p-10">
        <div className="flex flex-col items-center gap-4">
          <div ref={cardRef} className="perspective-distant w-[min(58vw,232px)]">
            <div
              data-testid="daily-card"
              data-revealed={isRevealed}
              className={`relative aspect-[3/5] transform-3d ${
                flipping && !reducedMotion ? 'transition-transform duration-700 ease-out' : ''
              } ${isRevealed ? 'rotate-y-180' : ''}`}
            >
              <button
                type="button"
                onClick={() => void onReveal()}
                onPointerEnter={warmUp}
                onPointerDown={warmUp}
                onFocus={warmUp}
                // React 18 knows no `inert` prop: an empty attribute turns it on, none leaves it off.
                {...(isRevealed ? { inert: '' } : {})}
                aria-hidden={isRevealed || undefined}
                aria-busy={turning || undefined}
                aria-label="Revelar o arcano do dia"
                className="absolute inset-0 rounded-[1.1rem] backface-hidden shadow-[0_0_40px_-8px_rgba(212,175,55,0.55)] transition duration-300 ease-out hover:-translate-y-1 hover:shadow-[0_0_56px_-6px_rgba(212,175,55,0.75)]"
              >
                <CardBack />
              </button>
              <div className="absolute inset-0 overflow-hidden rounded-[1.1rem] bg-violet backface-hidden rotate-y-180 shadow-[0_0_48px_-8px_rgba(243,217,139,0.6)]">
                {revealed && (
                  <img
                    src={arcanumImage(revealed.card)}
                    alt={`Carta ${revealed.card.name}`}
                    width={600}
                    height={1000}
                    className="h-full w-full object-cover"
                  />
                )}
              </div>
            </div>
          </div>
          {!isRevealed && (
            <p className="flex items-center gap-2 text-sm text-soft-gold" aria-hidden="true">
              <Sparkles className="h-4 w-4 motion-safe:animate-[pulse_2s_cubic-bezier(0.4,0,0.6,1)_2]" />
              Toque na carta para revelar
            </p>
          )}
        </div>

        <div aria-live="polite" className="text-center md:text-left">
          {revealed ? (
            <div className={flipping ? 'animate-fade-in' : ''}>
              <p className="text-xs font-semibold uppercase tracking-[0.25em] text-muted">
                A carta do seu dia
              </p>
              <h3
                ref={nameRef}
                tabIndex={-1}
                className="gold-text mt-2 text-3xl font-bold focus:outline-none md:text-4xl"
              >
                {revealed.card.name}
              </h3>
              <dl className="mt-4 flex flex-wrap justify-center gap-2 md:justify-start">
                <div className="flex items-center gap-1.5 rounded-full border border-teal/40 bg-teal/10 px-3 py-1 text-sm">
                  <dt className="text-muted">Elemento</dt>
                  <dd className="font-medium text-teal">{revealed.card.element}</dd>
                </div>
                <div className="flex items-center gap-1.5 rounded-full border border-gold/40 bg-gold/10 px-3 py-1 text-sm">
                  <dt className="text-muted">Energia</dt>
                  <dd className="font-medium text-soft-gold">{revealed.card.energy}</dd>
                </div>
              </dl>
              <p className="mt-5 text-lg leading-relaxed text-text">{revealed.insight}</p>
              <p className="mt-6 border-t border-gold/15 pt-4 text-sm text-muted">
                Volte amanhã: uma nova carta será tirada para você.
              </p>
              <Link
                to="/tarot"
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-teal underline-offset-4 hover:underline"
              >
                Tirar mais cartas
              </Link>
            </div>
          ) : (
            <div>
              <h3 className="text-2xl text-soft-gold">Uma mensagem espera por você</h3>
              <p className="mt-3 leading-relaxed text-muted">
                Respire fundo e traga à mente uma pergunta, um desejo ou apenas o dia que começa. O arcano que
                surgir vai acompanhar você até a meia-noite, com o seu elemento, a sua energia e um conselho
                para hoje.
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
