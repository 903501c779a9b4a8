// The horóscopo's words that both the server (page heads, titles) and the browser (the pages) show: no
// imports, so the browser loads this alone (@constelar/content/horoscope-words).

/** The method, said once on each horóscopo page (daily.md §1). */
export const HOROSCOPE_METHOD =
  'Este horóscopo usa as casas solares: o seu signo é a casa 1, o signo seguinte é a casa 2, e assim por diante, e cada evento do céu cai na casa do signo em que acontece.';

/** The months as a Brazilian date writes them, lower case. */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** A YYYY-MM-DD as "27 de novembro de 2026" (d de MMMM de yyyy). */
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return `${day} de ${MONTH_NAMES[month - 1]} de ${year}`;
}

/** The first sentence of a horóscopo: its push, its meta description, the text it is shared with. */
export function horoscopeLead(paragraphs: readonly string[]): string {
  const first = paragraphs[0] ?? '';
  return first.match(/^.+?[.!?](?=\s|$)/)?.[0] ?? first;
}

/** "dezembro de 2026" of a YYYY-MM. */
export function monthYear(month: string): string {
  return `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;
}

/** "30 de novembro a 6 de dezembro de 2026", "7 a 13 de dezembro de 2026": a week's days, said once each. */
export function weekSpan(from: string, to: string): string {
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = !sameYear
    ? longDate(from)
    : from.slice(5, 7) === to.slice(5, 7)
      ? String(Number(from.slice(8, 10)))
      : longDate(from).replace(/ de \d{4}$/, '');
  return `${start} a ${longDate(to)}`;
}

/** "Horóscopo da semana de Leão: 30 de novembro a 6 de dezembro de 2026" (the day alone when the month is shared). */
export function weekTitleOf(signName: string, from: string, to: string): string {
  return `Horóscopo da semana de ${signName}: ${weekSpan(from, to)}`;
}

/** "Horóscopo de dezembro de 2026 para Leão". */
export const monthTitleOf = (signName: string, month: string) =>
  `Horóscopo de ${monthYear(month)} para ${signName}`;

/** The hour the horóscopo reads the Moon at, under its line on the day's pages. */
export const HOROSCOPE_MOON_HOUR = 'ao meio-dia, horário de Brasília';

/**
 * The sign page's Moon line, "Lua em Touro, na sua casa 10 · Lua Crescente", in three parts so each page
 * can set the sign in bold: before it, the sign, after it.
 */
export const horoscopeMoonLine = (signName: string, house: number, phaseName: string) =>
  ['Lua em ', signName, `, na sua casa ${house} · ${phaseName}`] as const;

/** The index page's Moon line, "A Lua hoje: Lua Crescente em Touro", in four parts (phase and sign bold). */
export const horoscopeTodayMoonLine = (phaseName: string, signName: string) =>
  ['A Lua hoje: ', phaseName, ' em ', signName] as const;
