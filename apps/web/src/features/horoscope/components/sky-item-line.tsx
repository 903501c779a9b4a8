import type { HoroscopeSkyItem } from '@constelar/contract';
import { brasiliaClock } from '../lib/horoscope-dates';

/** "14h10", or "9h10 – 23h40" for a period. */
function when(item: HoroscopeSkyItem): string {
  return item.type === 'void-of-course'
    ? `${brasiliaClock(item.start)} – ${brasiliaClock(item.end)}`
    : brasiliaClock(item.time);
}

/** One item of the day's sky: its time in Brasília, its title and the house it falls in for the sign. */
export function SkyItemLine({ item }: { item: HoroscopeSkyItem }) {
  return (
    <li className="flex items-baseline gap-3 border-b border-gold/10 py-2 last:border-b-0">
      <span className="w-28 shrink-0 font-mono text-sm text-soft-gold tabular-nums">{when(item)}</span>
      <span className="flex-1 text-sm text-text">{item.title}</span>
      <span className="shrink-0 text-xs text-muted">casa {item.house}</span>
    </li>
  );
}
