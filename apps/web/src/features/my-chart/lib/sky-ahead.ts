import type { Progressions, SolarArc } from '@constelar/contract';

const LONG_DATE = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2027-03-12' → '12 de março de 2027': the API's days are UTC days, so they are read in UTC. */
export function longDate(day: string): string {
  return LONG_DATE.format(new Date(`${day}T00:00:00Z`));
}

export interface AheadAspect {
  key: string;
  technique: 'progressed' | 'solar-arc';
  title: string;
  text: string;
  orb: number;
  exact: string | null;
  /** The perfection is on or after today. */
  coming: boolean;
}

/**
 * Progressed and directed aspects in one list: those still to perfect first, soonest first; then those
 * already past exact but still in orb, most recent first; any without a date last.
 */
export function aheadAspects(
  progressions: Progressions | undefined,
  solarArc: SolarArc | undefined,
  today: string,
): AheadAspect[] {
  const all: AheadAspect[] = [
    ...(progressions?.aspects ?? []).map((a) => ({
      key: `p-${a.progressed}-${a.aspect}-${a.natal}`,
      technique: 'progressed' as const,
      title: a.title,
      text: a.text,
      orb: a.orb,
      exact: a.exact,
      coming: a.exact !== null && a.exact >= today,
    })),
    ...(solarArc?.aspects ?? []).map((a) => ({
      key: `d-${a.directed}-${a.aspect}-${a.natal}`,
      technique: 'solar-arc' as const,
      title: a.title,
      text: a.text,
      orb: a.orb,
      exact: a.exact,
      coming: a.exact !== null && a.exact >= today,
    })),
  ];
  const rank = (a: AheadAspect) => (a.coming ? 0 : a.exact ? 1 : 2);
  return all.sort((a, b) => {
    if (rank(a) !== rank(b)) return rank(a) - rank(b);
    if (!a.exact || !b.exact) return a.orb - b.orb;
    return a.coming ? a.exact.localeCompare(b.exact) : b.exact.localeCompare(a.exact);
  });
}
