import type { BreakdownItem } from '@constelar/contract';
import { ASPECT_NAMES } from '@constelar/content/bodies';
import { BREAKDOWN_WORDING } from '@constelar/content/synastry-breakdown';
import { Scale } from 'lucide-react';
import { breakdownTotal, formatContribution, formatPoints } from '../lib/format-breakdown';

const degrees = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** "trígono · orbe 2,3°": the kind (unless the label already names it) and how tight it is. */
function describe(item: BreakdownItem): string | null {
  const parts: string[] = [];
  const kind = item.kind ? ASPECT_NAMES[item.kind] : null;
  if (kind && !item.label.toLowerCase().includes(kind.toLowerCase())) parts.push(kind);
  if (typeof item.orb === 'number') parts.push(`orbe ${degrees.format(item.orb)}°`);
  return parts.length ? parts.join(' · ') : null;
}

function tone(value: number): string {
  if (value > 0) return 'text-teal';
  if (value < 0) return 'text-pink';
  return 'text-muted';
}

/** "Por que N%?": every contribution to the overall harmony, which add up to it (domain.md §4). */
export function HarmonyBreakdown({ items, overall }: { items: readonly BreakdownItem[]; overall: number }) {
  // The starting point carries no aspect (no kind): it gets no bar, so the aspects' bars compare
  // with each other rather than with the 50 points everyone starts from.
  const largest = Math.max(1, ...items.filter((i) => i.kind).map((i) => Math.abs(i.contribution)));
  const total = breakdownTotal(items);
  return (
    <section aria-labelledby="por-que-title" className="glass p-5 sm:p-8" id="por-que">
      <div className="flex items-start gap-4">
        <span className="grid h-12 w-12 shrink-0 place-items-center rounded-full border border-gold/30 bg-night/50 text-soft-gold">
          <Scale className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="por-que-title" className="text-2xl text-soft-gold">
            Por que {formatPoints(overall)}%?
          </h2>
          <p className="mt-1 max-w-2xl text-sm leading-relaxed text-muted">{BREAKDOWN_WORDING.intro}</p>
        </div>
      </div>

      <ul className="mt-6 divide-y divide-gold/10" data-testid="breakdown">
        {items.map((item, index) => {
          const detail = describe(item);
          return (
            <li
              key={`${item.label}-${index}`}
              className="flex items-center gap-3 py-3"
              data-testid="breakdown-item"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm text-text">{item.label}</p>
                {detail && <p className="text-xs text-muted">{detail}</p>}
                {item.kind && (
                  <div
                    className="mt-1.5 h-1 w-full max-w-48 overflow-hidden rounded-full bg-night/70"
                    aria-hidden="true"
                  >
                    <div
                      className={`h-full rounded-full ${item.contribution >= 0 ? 'bg-teal/70' : 'bg-pink/70'}`}
                      style={{ width: `${Math.min(1, Math.abs(item.contribution) / largest) * 100}%` }}
                    />
                  </div>
                )}
              </div>
              <span
                className={`shrink-0 font-serif text-lg tabular-nums ${tone(item.contribution)}`}
                data-contribution={item.contribution}
              >
                {formatContribution(item.contribution)}
              </span>
            </li>
          );
        })}
      </ul>
      <p className="mt-2 flex items-center justify-between border-t border-gold/30 pt-4 text-sm">
        <span className="font-semibold uppercase tracking-[0.18em] text-muted">Total</span>
        <span className="font-serif text-2xl text-soft-gold">{formatPoints(total)}%</span>
      </p>
      {items.some((item) => item.kind && item.contribution === 0) && (
        <p className="mt-3 text-xs leading-relaxed text-muted">{BREAKDOWN_WORDING.zeroNote}</p>
      )}
    </section>
  );
}
