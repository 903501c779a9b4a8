// What a sign's week or month shares (reach.md §3): a link that names its period, so a friend who opens it
// next week still reads the same text, and the period's 1080×1920 story image.
import type { HoroscopePeriod } from '@constelar/contract';
import { HOROSCOPE_SLUGS } from '@constelar/contract/app-routes';
import { horoscopeLead, monthYear } from '@constelar/content/horoscope-words';

import type { PeriodKind } from '../api/get-horoscope-period';

export interface PeriodShare {
  title: string;
  text: string;
  url: string;
  whatsappText: string;
  storyImage: { href: string; filename: string };
}

/** The page of a sign's week (`?inicio=` its Monday) or month (`?mes=`), always with its period. */
export function sharedPeriodUrl(origin: string, period: HoroscopePeriod, kind: PeriodKind): string {
  const slug = HOROSCOPE_SLUGS[period.sign];
  return kind === 'week'
    ? `${origin}/horoscopo/${slug}/semana?inicio=${period.period.from}`
    : `${origin}/horoscopo/${slug}/mes?mes=${period.period.from.slice(0, 7)}`;
}

/** The title, short text, URL, WhatsApp message and story image of a sign's week or month. */
export function periodShare(period: HoroscopePeriod, kind: PeriodKind, origin: string): PeriodShare {
  const url = sharedPeriodUrl(origin, period, kind);
  const lead = horoscopeLead(period.paragraphs);
  const slug = HOROSCOPE_SLUGS[period.sign];
  const start = period.period.from;
  const month = start.slice(0, 7);
  // "30 de novembro a 6 de dezembro de 2026" (the title's own words) or "Dezembro de 2026".
  const label =
    kind === 'week'
      ? period.title.slice(period.title.indexOf(': ') + 2)
      : monthYear(month).replace(/^./, (c) => c.toUpperCase());
  return {
    title:
      kind === 'week'
        ? `Horóscopo da semana de ${period.signName}`
        : `Horóscopo do mês de ${period.signName}`,
    text: `${label}: ${lead}`,
    url,
    whatsappText: `*${period.title}*\n${lead}\n${url}`,
    storyImage:
      kind === 'week'
        ? {
            href: `/api/share/horoscope/${period.sign}/week.png?start=${start}&format=story`,
            filename: `horoscopo-semana-${slug}-${start}.png`,
          }
        : {
            href: `/api/share/horoscope/${period.sign}/month.png?month=${month}&format=story`,
            filename: `horoscopo-mes-${slug}-${month}.png`,
          },
  };
}
