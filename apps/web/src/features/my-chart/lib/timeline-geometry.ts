// The drawn "Seu céu" (issue #14) as numbers: where each bar, diamond and month tick falls on a time
// axis from 0 to 1. Pure (the window comes in), so the drawing itself only scales and paints.
import type { TransitEvent } from '@constelar/contract';
import { addDays, addMonths, format, isSameYear, startOfDay, startOfMonth } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export type TransitTone = 'harmonious' | 'tense' | 'conjunction';

/** Trines and sextiles flow, squares and oppositions pull, a conjunction fuses (the report's tones). */
export function transitTone(aspect: TransitEvent['aspect']): TransitTone {
  if (aspect === 'trine' || aspect === 'sextile') return 'harmonious';
  if (aspect === 'conjunction') return 'conjunction';
  return 'tense';
}

export interface TimelineRow {
  event: TransitEvent;
  /** Start and end of the bar, as fractions of the window (0 = window start, 1 = window end). */
  from: number;
  to: number;
  /** The transit began before the window or goes on after it: the bar is cut there. */
  cutStart: boolean;
  cutEnd: boolean;
  /** Exact moments inside the window, as fractions. */
  exact: number[];
  tone: TransitTone;
}

export interface MonthTick {
  at: number;
  /** "jan", or "jan 2027" when the year changes from the window's start. */
  label: string;
}

export interface Timeline {
  rows: TimelineRow[];
  months: MonthTick[];
  /** Where the present falls. */
  today: number;
}

/**
 * Lays out the transits over `days` days from the start of `now`'s day: one row per transit that
 * touches the window, sorted by start (then title, so the order is stable).
 */
export function layoutTimeline(events: readonly TransitEvent[], now: Date, days: number): Timeline {
  const windowStart = startOfDay(now).getTime();
  const windowEnd = addDays(startOfDay(now), days).getTime();
  const span = windowEnd - windowStart;
  const frac = (ms: number) => (ms - windowStart) / span;

  const rows = events
    .map((event) => ({ event, start: Date.parse(event.start), end: Date.parse(event.end) }))
    .filter(({ start, end }) => end >= windowStart && start <= windowEnd)
    .sort((a, b) => a.start - b.start || a.event.title.localeCompare(b.event.title, 'pt-BR'))
    .map(({ event, start, end }) => ({
      event,
      from: frac(Math.max(start, windowStart)),
      to: frac(Math.min(end, windowEnd)),
      cutStart: start < windowStart,
      cutEnd: end > windowEnd,
      exact: event.exact
        .map(Date.parse)
        .filter((ms) => ms >= windowStart && ms <= windowEnd)
        .map(frac),
      tone: transitTone(event.aspect),
    }));

  const months: MonthTick[] = [];
  for (
    let month = addMonths(startOfMonth(now), 1);
    month.getTime() < windowEnd;
    month = addMonths(month, 1)
  ) {
    const label = format(month, isSameYear(month, now) ? 'MMM' : 'MMM yyyy', { locale: ptBR });
    months.push({ at: frac(month.getTime()), label });
  }

  return { rows, months, today: frac(now.getTime()) };
}
