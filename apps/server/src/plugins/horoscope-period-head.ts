import { HOROSCOPE_SLUGS, signOfSlug, SITE_NAME } from '@constelar/contract/app-routes';
import { SIGNS } from '@constelar/core/codes';
import { horoscopeLead } from '@constelar/content';
import type { HoroscopePeriodCache } from '../services/horoscope/horoscope-period-cache';
import { mondayOf } from '../services/horoscope/horoscope-period';
import { descriptionOf } from './horoscope-head';
import type { PageHead } from './page-head';
import { parseMonday, parseMonth } from './horoscope-period-body';

/**
 * The head of /horoscopo/{slug}/semana[?inicio=YYYY-MM-DD] and /horoscopo/{slug}/mes[?mes=YYYY-MM]
 * (reach.md §2): the period's title, its first sentence as description, the sign's card, and the page as
 * canonical URL. Undefined when the path is neither or the period is not one the horóscopo answers.
 */
export async function horoscopePeriodHead(
  path: string,
  search: string,
  origin: string,
  periods: HoroscopePeriodCache,
  today: string,
): Promise<PageHead | undefined> {
  const match = /^\/horoscopo\/([a-z]+)\/(semana|mes)\/?$/.exec(path);
  const sign = match ? signOfSlug(match[1]!) : undefined;
  if (!match || !sign) return undefined;
  const week = match[2] === 'semana';
  const query = new URLSearchParams(search);
  // Read as the page reads it: an ?inicio= that is no Monday or a ?mes= that is no month is this period.
  const raw = query.get(week ? 'inicio' : 'mes');
  const asked = week ? parseMonday(raw) : parseMonth(raw);
  try {
    const all = week
      ? await periods.week(asked ?? mondayOf(today))
      : await periods.month(asked ?? today.slice(0, 7));
    const h = all[SIGNS.indexOf(sign)]!;
    const page = `/horoscopo/${HOROSCOPE_SLUGS[sign]}/${match[2]}`;
    return {
      title: `${h.title} | ${SITE_NAME}`,
      description: descriptionOf(horoscopeLead(h.paragraphs)),
      url: origin + page + (asked === null ? '' : `?${week ? 'inicio' : 'mes'}=${asked}`),
      // The period's own card (ADR 108), so a link preview shows this week's or this month's words.
      image: week
        ? `${origin}/api/share/horoscope/${sign}/week.png?start=${h.period.from}`
        : `${origin}/api/share/horoscope/${sign}/month.png?month=${h.period.from.slice(0, 7)}`,
      imageAlt: `${h.title} no ${SITE_NAME}`,
      noindex: false,
    };
  } catch {
    return undefined;
  }
}
