import { useRef, type KeyboardEvent } from 'react';
import { TarotCardBack } from './tarot-card-face';

interface TarotFanProps {
  size: number;
  picked: readonly number[];
  needed: number;
  onPick: (index: number) => void;
  disabled?: boolean;
}

/**
 * The shuffled deck face down (spec/tarot.md §4): each card a button, "Carta N de 78", picked by click,
 * touch, or the keyboard (arrows move, Enter or Space picks). One tab stop; the arrows roam the fan.
 */
export function TarotFan({ size, picked, needed, onPick, disabled = false }: TarotFanProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const full = picked.length >= needed;

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1, Home: -size, End: size }[
      event.key
    ];
    if (step === undefined) return;
    event.preventDefault();
    const next = Math.min(size - 1, Math.max(0, index + step));
    refs.current[next]?.focus();
  }

  return (
    <div
      role="group"
      aria-label={`Baralho embaralhado, virado para baixo: escolha ${needed} ${needed === 1 ? 'carta' : 'cartas'}`}
      className="flex flex-wrap justify-center py-6 pl-6 pr-3"
    >
      {Array.from({ length: size }, (_, i) => {
        const order = picked.indexOf(i);
        const chosen = order >= 0;
        // A gentle arc per row of the fan: the tilt follows the card's place in its group of thirteen.
        const tilt = ((i % 13) - 6) * 0.8;
        return (
          <button
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            tabIndex={i === (picked.at(-1) ?? 0) ? 0 : -1}
            aria-label={`Carta ${i + 1} de ${size}`}
            aria-pressed={chosen}
            disabled={disabled || (full && !chosen)}
            onClick={() => !chosen && onPick(i)}
            onKeyDown={(e) => onKeyDown(e, i)}
            style={{ transform: `rotate(${tilt}deg) translateY(${chosen ? -14 : Math.abs(tilt) * 1.2}px)` }}
            className="-ml-3 mb-2 w-12 shrink-0 rounded-lg transition-transform duration-200 focus-visible:z-10 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal disabled:cursor-default sm:-ml-4 sm:w-16"
          >
            <TarotCardBack className={chosen ? 'ring-2 ring-teal' : 'hover:brightness-125'} />
            {chosen && (
              <span className="mt-1 block text-center text-xs font-semibold text-teal" aria-hidden="true">
                {order + 1}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
