// Calendar days as the numerology pages read them: Brasília's today, and dates shown the Brazilian way.

const BRASILIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY-MM-DD of an instant on Brasília's calendar. */
export const brasiliaToday = (now: Date): string => BRASILIA_DAY.format(now);

/** 'YYYY-MM-DD' → 'DD/MM/AAAA'. */
export function typedDate(iso: string): string {
  const [year = '', month = '', day = ''] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** The year the personal year page opens on: the next one from November, when people plan it. */
export function defaultPersonalYear(today: string): number {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return month >= 11 ? year + 1 : year;
}

// One list of the months for every Brazilian date the app writes.
export { MONTH_NAMES } from '@constelar/content/horoscope-words';
