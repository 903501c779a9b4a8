import { ChevronDown } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { ChartAspect } from '@constelar/contract';
import { aspectTitle, byOrb } from '../lib/aspect-title';
import { aspectTone, type AspectTone } from '../lib/chart-points';
import { formatOrb } from '../lib/format';
import { TONE_DOT } from './tone-styles';

const NATURE: Record<AspectTone, string> = {
  harmonious: 'fluxo harmônico',
  tense: 'tensão que move',
  conjunction: 'forças fundidas',
  other: 'aspecto menor',
};

/** Readings shown before "ver todas": the tightest aspects, which carry the most weight. */
export const INITIAL_ASPECT_READINGS = 8;

/**
 * Each aspect in words, tightest first. The first eight show; a button unfolds the rest, and print
 * shows them all (there is nothing to unfold on paper).
 */
export function AspectReadings({ aspects }: { aspects: ChartAspect[] }) {
  const [all, setAll] = useState(false);
  const listId = useId();
  const firstHidden = useRef<HTMLHeadingElement>(null);
  const readings = byOrb(aspects).filter((a) => a.text?.trim());
  if (readings.length === 0) return null;
  const folded = readings.length - INITIAL_ASPECT_READINGS;

  const toggle = () => {
    const opening = !all;
    setAll(opening);
    // Keyboard users land on the first reading they had not seen, not back at the top of the list.
    if (opening) requestAnimationFrame(() => firstHidden.current?.focus());
  };

  return (
    <div data-aspect-readings>
      <ol id={listId} className="grid gap-4 md:grid-cols-2 md:items-start">
        {readings.map((aspect, i) => {
          const tone = aspectTone(aspect.kind);
          const hidden = !all && i >= INITIAL_ASPECT_READINGS;
          return (
            <li
              key={`${aspect.a}-${aspect.b}-${aspect.kind}`}
              data-aspect={`${aspect.a}-${aspect.b}`}
              // Folded by an inline display:none that report-print.css overrides on paper: the hidden
              // attribute would not do, as Tailwind's base layer hides it with !important.
              style={hidden ? { display: 'none' } : undefined}
              data-print-all={hidden || undefined}
              className="glass p-5"
            >
              <div className="flex items-start gap-3">
                <span
                  data-tone={tone}
                  className={`mt-2 h-2.5 w-2.5 shrink-0 rounded-full ${TONE_DOT[tone]}`}
                  aria-hidden="true"
                />
                <div className="min-w-0">
                  <h4
                    ref={i === INITIAL_ASPECT_READINGS ? firstHidden : undefined}
                    tabIndex={i === INITIAL_ASPECT_READINGS ? -1 : undefined}
                    className="font-serif text-lg leading-snug text-soft-gold outline-none"
                  >
                    {aspectTitle(aspect)}
                  </h4>
                  <p className="mt-0.5 text-xs text-muted">
                    <span className="tabular-nums">Orbe {formatOrb(aspect.orb)}</span> · {NATURE[tone]}
                  </p>
                </div>
              </div>
              <p className="mt-3 leading-relaxed text-text/90">{aspect.text}</p>
            </li>
          );
        })}
      </ol>
      {folded > 0 && (
        <div className="no-print mt-4 flex justify-center">
          <button
            type="button"
            aria-expanded={all}
            aria-controls={listId}
            onClick={toggle}
            className="inline-flex min-h-11 items-center gap-2 rounded-full border border-gold/30 px-5 text-sm text-soft-gold transition hover:bg-gold/10"
          >
            {all ? 'Mostrar só as mais fortes' : `Ler as outras ${folded} leituras de aspectos`}
            <ChevronDown
              className={`h-4 w-4 transition-transform ${all ? 'rotate-180' : ''}`}
              aria-hidden="true"
            />
          </button>
        </div>
      )}
    </div>
  );
}
