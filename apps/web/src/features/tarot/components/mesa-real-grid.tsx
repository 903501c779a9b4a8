import type { TarotReading } from '@constelar/contract';
import { useEffect, useRef } from 'react';
import { TarotCardFace } from './tarot-card-face';

/**
 * The Mesa Real's 4 × 9 houses. On a phone the nine columns keep their size and the box scrolls sideways,
 * with a visible cue; the picture is hidden from screen readers, which get the same table as a list.
 */
export function MesaRealGrid({ reading }: { reading: TarotReading }) {
  const querent = reading.querent;
  const near = new Set(querent?.neighbours.map((n) => n.position) ?? []);
  const region = useRef<HTMLDivElement>(null);
  // On a narrow screen the table opens scrolled to the querent's column, so the first view holds it.
  useEffect(() => {
    const box = region.current;
    const cell = box?.querySelector<HTMLElement>('[data-querent="true"]');
    if (!box || !cell || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = Math.max(0, cell.offsetLeft - (box.clientWidth - cell.offsetWidth) / 2);
  }, [reading]);
  return (
    <figure className="mx-auto flex w-full max-w-4xl flex-col gap-2" data-testid="mesa-real-grid">
      <p className="text-center text-sm text-teal sm:hidden" aria-hidden="true">
        Deslize para o lado para ver as nove colunas →
      </p>
      <div
        role="region"
        aria-label="A Mesa Real em quatro linhas de nove; a lista a seguir diz o mesmo, casa por casa"
        tabIndex={0}
        ref={region}
        className="relative overflow-x-auto rounded-xl border border-gold/20 bg-night/40 p-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-teal"
      >
        <div aria-hidden="true" className="grid min-w-[36rem] grid-cols-9 gap-1.5 sm:gap-2">
          {reading.cards.map((c) => {
            const isQuerent = querent?.position === c.position;
            const ring = isQuerent
              ? 'ring-2 ring-teal ring-offset-2 ring-offset-night'
              : near.has(c.position)
                ? 'ring-2 ring-gold/70'
                : '';
            return (
              <div key={c.position} data-querent={isQuerent} className="flex flex-col items-center gap-0.5">
                <span className="text-[0.65rem] leading-none text-muted">{c.position}</span>
                <TarotCardFace card={c.card} className={`w-full ${ring}`} />
                <span className="line-clamp-2 text-center text-[0.65rem] leading-tight text-soft-gold">
                  {c.card.name}
                </span>
              </div>
            );
          })}
        </div>
      </div>
      <figcaption className="text-center text-sm text-muted">
        Cada número é a casa da carta daquele número. Em verde, a carta que representa você; em dourado, as
        que a tocam.
      </figcaption>
      <ol className="sr-only" aria-label="A Mesa Real, casa por casa">
        {reading.cards.map((c) => (
          <li key={c.position}>
            Linha {Math.floor((c.position - 1) / 9) + 1}, coluna {((c.position - 1) % 9) + 1},{' '}
            {c.positionName}: {c.card.name}
            {querent?.position === c.position ? ', a carta que representa você' : ''}
            {near.has(c.position) ? ', ao lado da carta que representa você' : ''}
          </li>
        ))}
      </ol>
    </figure>
  );
}
