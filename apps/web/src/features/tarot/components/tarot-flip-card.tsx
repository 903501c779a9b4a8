import type { TarotCardRef } from '@constelar/contract';
import type { CSSProperties } from 'react';
import { TarotCardBack, TarotCardFace } from './tarot-card-face';

/**
 * A dealt card turning over (spec/tarot.md §4): the back rotates about its vertical axis to show the face,
 * each card `delay` ms after the one before. The turn is decoration: the face is in the page from the
 * start, and the back is hidden from screen readers. With reduced motion there is no turn (index.css).
 */
export function TarotFlipCard({
  card,
  reversed,
  delay = 0,
}: {
  card: TarotCardRef;
  reversed: boolean;
  delay?: number;
}) {
  return (
    <span className="tarot-flip block" data-testid="tarot-flip">
      <span className="tarot-flip-inner block" style={{ '--flip-delay': `${delay}ms` } as CSSProperties}>
        <TarotCardBack className="tarot-flip-back" />
        <TarotCardFace card={card} reversed={reversed} className="tarot-flip-face" />
      </span>
    </span>
  );
}
