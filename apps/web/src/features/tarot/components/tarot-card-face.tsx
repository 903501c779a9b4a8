import type { TarotCardRef } from '@constelar/contract';
import { useState } from 'react';

/**
 * A card's face: its art, or while the art is missing, its name in the deck's gold frame. `lazy` for the
 * decks' grids: a phone fetches and decodes the art near the screen, not all 78 cards (~3 MB) at once.
 */
export function TarotCardFace({
  card,
  reversed = false,
  className = '',
  lazy = false,
}: {
  card: TarotCardRef;
  reversed?: boolean;
  className?: string;
  lazy?: boolean;
}) {
  const [broken, setBroken] = useState(false);
  return (
    <span
      className={`relative block aspect-[3/5] overflow-hidden rounded-lg border border-gold/60 bg-violet/70 ${reversed ? 'rotate-180' : ''} ${className}`}
    >
      {broken ? (
        <span className="flex h-full items-center justify-center p-1 text-center font-serif text-[clamp(0.45rem,2.4vw,0.875rem)] leading-tight break-words text-soft-gold">
          {card.name}
        </span>
      ) : (
        <img
          src={card.image}
          alt=""
          className="h-full w-full object-cover"
          loading={lazy ? 'lazy' : undefined}
          decoding={lazy ? 'async' : undefined}
          onError={() => setBroken(true)}
        />
      )}
    </span>
  );
}

/** The back every face-down card shows: a gold frame and the star, drawn in CSS. */
export function TarotCardBack({ className = '' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`block aspect-[3/5] rounded-lg border border-gold/70 bg-[radial-gradient(circle,#2d1b5e_0%,#120b28_75%)] shadow-[inset_0_0_0_3px_rgba(212,175,55,0.25)] ${className}`}
    >
      <span className="flex h-full items-center justify-center text-gold/80">✦</span>
    </span>
  );
}
