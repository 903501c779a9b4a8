import type { SkyEvent } from '@constelar/contract';
import { firstDay, lastDay, localDate } from './months';

// The month's events on the visitor's own calendar: the server speaks UTC, the page speaks the zone.

/** When an event starts: its instant, or the start of a void-of-course period. */
export const startOf = (event: SkyEvent): string =>
  event.type === 'void-of-course' ? event.start : event.time;

export interface SkyDay {
  /** 'YYYY-MM-DD' in the chosen zone. */
  date: string;
  events: SkyEvent[];
}

/**
 * The events of `month` by local day in `zone`, days in order, events in order within each day. A
 * void-of-course Moon that began in the previous month and still runs in this one opens its first day.
 */
export function groupByLocalDay(events: readonly SkyEvent[], month: string, zone: string): SkyDay[] {
  const first = firstDay(month);
  const last = lastDay(month);
  const byDay = new Map<string, SkyEvent[]>();
  const sorted = [...events].sort((a, b) => Date.parse(startOf(a)) - Date.parse(startOf(b)));
  for (const event of sorted) {
    const start = localDate(new Date(startOf(event)), zone);
    const end = event.type === 'void-of-course' ? localDate(new Date(event.end), zone) : start;
    if (end < first || start > last) continue;
    const day = start < first ? first : start;
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, events: list }));
}

/** '14h32' in `zone`. */
export function clock(iso: string, zone: string): string {
  const parts = new Intl.DateTimeFormat('pt-BR', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}h${get('minute')}`;
}

const dayOfMonth = (isoDate: string) => Number(isoDate.slice(8, 10));
const dayMonthFormat = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });

/** 'do dia 4', or 'de 1º de janeiro' when the period crosses into another month. */
function dayPhrase(isoDate: string, sameMonth: boolean): string {
  if (sameMonth) return `do dia ${dayOfMonth(isoDate)}`;
  const label = dayMonthFormat.format(new Date(`${isoDate}T12:00:00Z`));
  return `de ${label.replace(/^1 /, '1º ')}`;
}

/** 'às 14h32'; a void-of-course Moon: 'das 10h05 às 18h40', naming the days when it crosses midnight. */
export function localTime(event: SkyEvent, zone: string): string {
  if (event.type !== 'void-of-course') return `às ${clock(event.time, zone)}`;
  const startDay = localDate(new Date(event.start), zone);
  const endDay = localDate(new Date(event.end), zone);
  const from = clock(event.start, zone);
  const to = clock(event.end, zone);
  if (startDay === endDay) return `das ${from} às ${to}`;
  const sameMonth = startDay.slice(0, 7) === endDay.slice(0, 7);
  return `das ${from} ${dayPhrase(startDay, sameMonth)} às ${to} ${dayPhrase(endDay, sameMonth)}`;
}

const dayFormat = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});

/** 'Terça-feira, 1 de dezembro' (only the first letter up: CSS capitalize would write 'De Dezembro'). */
export function dayLabel(isoDate: string): string {
  const label = dayFormat.format(new Date(`${isoDate}T12:00:00Z`));
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/** `days` with `today` among them, empty when nothing happens on it, so the page can always mark it. */
export function withToday(days: readonly SkyDay[], today: string, month: string): SkyDay[] {
  if (!today.startsWith(month) || days.some((d) => d.date === today)) return [...days];
  return [...days, { date: today, events: [] }].sort((a, b) => a.date.localeCompare(b.date));
}
