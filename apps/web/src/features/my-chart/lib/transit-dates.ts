// "Seu céu" in words and groups (sky.md §3): dates in pt-BR in the member's zone, "Agora" and "Nos
// próximos dias". Pure (the present comes in as `now`), so it is unit-tested.
import type { TransitEvent } from '@constelar/contract';
import { endOfDay, format, isSameDay, isSameYear, startOfDay } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** "12 de março", with the year only when it is not the current one. */
function dayOf(date: Date, now: Date): string {
  return format(date, isSameYear(date, now) ? "d 'de' MMMM" : "d 'de' MMMM 'de' yyyy", { locale: ptBR });
}

/** "de 12 de março a 3 de abril", or "em 12 de março" for a transit that begins and ends the same day. */
export function transitPeriod(event: Pick<TransitEvent, 'start' | 'end'>, now: Date): string {
  const start = new Date(event.start);
  const end = new Date(event.end);
  if (isSameDay(start, end)) return `em ${dayOf(start, now)}`;
  return `de ${dayOf(start, now)} a ${dayOf(end, now)}`;
}

/** "exato em 20 de março", "exato em 2 de março e 9 de junho"; null when it turns without perfecting. */
export function exactDays(exact: readonly string[], now: Date): string | null {
  const days = [...new Set(exact.map((iso) => dayOf(new Date(iso), now)))];
  if (days.length === 0) return null;
  const list = days.length === 1 ? days[0] : `${days.slice(0, -1).join(', ')} e ${days.at(-1)}`;
  return `exato em ${list}`;
}

export interface SkyGroups {
  /** In orb at some moment of today (the member's calendar day). */
  now: TransitEvent[];
  /** Beginning after today. */
  soon: TransitEvent[];
}

/** Splits the events by today; any that left the orb before today began is dropped. Order is kept. */
export function groupTransits(events: readonly TransitEvent[], now: Date): SkyGroups {
  const dayStart = startOfDay(now).getTime();
  const dayEnd = endOfDay(now).getTime();
  const groups: SkyGroups = { now: [], soon: [] };
  for (const event of events) {
    const start = Date.parse(event.start);
    const end = Date.parse(event.end);
    if (end < dayStart) continue;
    (start <= dayEnd ? groups.now : groups.soon).push(event);
  }
  return groups;
}
