import type { SkyEvent } from '@constelar/contract';
import { clock } from './local-days';
import { addDays, daysOf } from './months';
import { zonedInstant } from './zoned-time';

// Void-of-course Moons in the month grid: one period becomes a bar across every day it covers, cut at
// local midnights, with the start and end hours written only where the period really begins and ends.

export interface VocSegment {
  /** 'YYYY-MM-DD' in the chosen zone. */
  date: string;
  /** Where the bar starts and ends within the day, 0 (midnight) to 1 (next midnight). */
  from: number;
  to: number;
  /** '10h05' on the day the period begins, '18h40' on the day it ends. */
  startLabel?: string;
  endLabel?: string;
  title: string;
}

/** The segments of every void-of-course period that touches `month`, by day, in time order. */
export function vocSegments(
  events: readonly SkyEvent[],
  month: string,
  zone: string,
): Map<string, VocSegment[]> {
  const periods = events
    .flatMap((e) => (e.type === 'void-of-course' ? [e] : []))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const byDay = new Map<string, VocSegment[]>();
  for (const date of daysOf(month)) {
    const dayStart = zonedInstant(date, 0, zone);
    const dayEnd = zonedInstant(addDays(date, 1), 0, zone);
    const length = dayEnd - dayStart;
    for (const period of periods) {
      const start = Date.parse(period.start);
      const end = Date.parse(period.end);
      if (end <= dayStart || start >= dayEnd) continue;
      const segment: VocSegment = {
        date,
        from: Math.max(0, (start - dayStart) / length),
        to: Math.min(1, (end - dayStart) / length),
        title: period.title,
      };
      if (start >= dayStart) segment.startLabel = clock(period.start, zone);
      if (end <= dayEnd) segment.endLabel = clock(period.end, zone);
      byDay.set(date, [...(byDay.get(date) ?? []), segment]);
    }
  }
  return byDay;
}
