import type { Astrology } from '@constelar/contract';
import { REPORT_BODIES } from '@constelar/core/codes';
import { pointLabel } from '../lib/chart-points';
import { formatDegree, signOrNA } from '../lib/format';
import { GlyphIcon } from './glyph-icon';

const hasSign = (sign: string) => Boolean(sign?.trim());

/** The seven bodies as sign and house, then the Ascendant by sign (product.md §2), with degrees. */
export function PositionsList({ astrology }: { astrology: Astrology }) {
  const asc = astrology.ascendant;
  return (
    <ul className="divide-y divide-gold/10 overflow-hidden rounded-xl border border-gold/15 bg-night/30">
      {REPORT_BODIES.map((key) => {
        const p = astrology[key];
        return (
          <li key={key} data-point={key} className="flex items-center gap-3 px-3 py-3 sm:px-4">
            <span
              className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-violet/60 text-soft-gold"
              aria-hidden="true"
            >
              <GlyphIcon code={key} className="h-5 w-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-xs uppercase tracking-wider text-muted">{pointLabel(key)}</span>
              <span className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-serif text-lg text-text">{signOrNA(p.sign)}</span>
                {hasSign(p.sign) && (
                  <span className="text-sm tabular-nums text-soft-gold">
                    {formatDegree(p.degree)}
                    {p.retrograde && (
                      <span className="ml-1 text-pink" title="Retrógrado">
                        <span aria-hidden="true">℞</span>
                        <span className="sr-only">, retrógrado</span>
                      </span>
                    )}
                  </span>
                )}
              </span>
            </span>
            <span className="shrink-0 rounded-full border border-gold/25 px-3 py-1 text-sm text-soft-gold">
              {p.house ? `Casa ${p.house}` : 'Casa N/A'}
            </span>
          </li>
        );
      })}
      <li data-point="ascendant" className="flex items-center gap-3 px-3 py-3 sm:px-4">
        <span
          className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-violet/60 text-soft-gold"
          aria-hidden="true"
        >
          <GlyphIcon code="ascendant" className="h-5 w-5" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-xs uppercase tracking-wider text-muted">Ascendente</span>
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-serif text-lg text-text">{signOrNA(asc.sign)}</span>
            {hasSign(asc.sign) && (
              <span className="text-sm tabular-nums text-soft-gold">{formatDegree(asc.degree)}</span>
            )}
          </span>
        </span>
      </li>
    </ul>
  );
}
