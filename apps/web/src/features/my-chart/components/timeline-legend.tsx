import { ASPECT_NAMES } from '@constelar/content/bodies';
import type { TransitEvent } from '@constelar/contract';
import { ASPECT_GLYPHS } from '../../../components/glyphs/aspect-glyph-paths';
import type { TransitTone } from '../lib/timeline-geometry';

// The report's tones (features/report tone-styles): harmonious teal, tense pink, conjunction gold.
export const TONE_COLOR: Record<TransitTone, string> = {
  harmonious: 'var(--color-teal)',
  tense: 'var(--color-pink)',
  conjunction: 'var(--color-gold)',
};

// Each tone with the aspects that carry it: the bars' labels give only the aspect's glyph.
const TONES: { tone: TransitTone; label: string; aspects: TransitEvent['aspect'][] }[] = [
  { tone: 'harmonious', label: 'harmônico', aspects: ['trine', 'sextile'] },
  { tone: 'tense', label: 'tenso', aspects: ['square', 'opposition'] },
  { tone: 'conjunction', label: 'conjunção', aspects: ['conjunction'] },
];

/** A diamond centred on (x, y): how the exact moments are marked. */
export const diamond = (x: number, y: number, r: number) =>
  `M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`;

/** An aspect's glyph at the size of the text around it. */
export function AspectGlyph({ aspect, className }: { aspect: TransitEvent['aspect']; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinejoin="round"
      strokeLinecap="round"
      className={className ?? 'h-3 w-3'}
    >
      <path d={ASPECT_GLYPHS[aspect]} />
    </svg>
  );
}

/** What the colours and marks mean; the conjunction is both a tone and its only aspect. */
export function TimelineLegend() {
  return (
    <figcaption className="mt-3 flex flex-wrap items-center gap-x-5 gap-y-1.5 text-xs text-muted">
      {TONES.map(({ tone, label, aspects }) => (
        <span key={tone} className="inline-flex items-center gap-1.5">
          <span className="h-2.5 w-5 rounded-full" style={{ background: TONE_COLOR[tone] }} />
          {label}
          {tone !== 'conjunction' && ':'}
          {aspects.map((aspect) => (
            <span key={aspect} className="inline-flex items-center gap-1 text-text">
              <AspectGlyph aspect={aspect} />
              {tone !== 'conjunction' && ASPECT_NAMES[aspect]}
            </span>
          ))}
        </span>
      ))}
      <span className="inline-flex items-center gap-1.5">
        <svg width="12" height="12" viewBox="0 0 12 12">
          <path d={diamond(6, 6, 5)} fill="var(--color-night)" stroke="var(--color-text)" strokeWidth={1.5} />
        </svg>
        momento exato
      </span>
      <span>▸ continua além da janela</span>
    </figcaption>
  );
}
