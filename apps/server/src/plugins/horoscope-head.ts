import { HOROSCOPE_SLUGS, signOfSlug, SITE_NAME } from '@constelar/contract/app-routes';
import { SIGNS } from '@constelar/core/codes';
import { horoscopeLead } from '@constelar/content';
import type { HoroscopeCache } from '../services/horoscope/horoscope-cache';
import { dayFeedLink, type PageHead } from './page-head';

/** Link previews cut descriptions near 160 characters. */
const DESCRIPTION_MAX_CHARS = 160;

/** A paragraph cut at a word to fit a meta description. */
export function descriptionOf(paragraph: string): string {
  if (paragraph.length <= DESCRIPTION_MAX_CHARS) return paragraph;
  const cut = paragraph.slice(0, DESCRIPTION_MAX_CHARS - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,;:.]$/, '')}…`;
}

/**
 * The head of /horoscopo/{slug}[?data=YYYY-MM-DD] (daily.md §1): the day's title, the first paragraph as
 * description, the sign's card as image, and the page itself as canonical URL. Undefined when the path is
 * no sign page or the date is not one the horóscopo answers (the page then has its generic head).
 */
export async function horoscopeHead(
  path: string,
  search: string,
  origin: string,
  horoscopes: HoroscopeCache,
  today: string,
): Promise<PageHead | undefined> {
  const match = /^\/horoscopo\/([a-z]+)\/?$/.exec(path);
  const sign = match ? signOfSlug(match[1]!) : undefined;
  if (!sign) return undefined;
  const asked = new URLSearchParams(search).get('data');
  const date = asked ?? today;
  try {
    const day = await horoscopes.day(date);
    const horoscope = day.signs[SIGNS.indexOf(sign)]!;
    const page = `/horoscopo/${HOROSCOPE_SLUGS[sign]}`;
    return {
      title: `${horoscope.title} | ${SITE_NAME}`,
      description: descriptionOf(horoscopeLead(horoscope.paragraphs)),
      url: origin + page + (asked === null ? '' : `?data=${date}`),
      image: `${origin}/api/share/horoscope/${sign}.png`,
      imageAlt: `Horóscopo do dia de ${horoscope.signName} no ${SITE_NAME}`,
      noindex: false,
      feeds: [
        {
          title: `Horóscopo do dia de ${horoscope.signName} | ${SITE_NAME}`,
          href: `${origin}${page}/feed.xml`,
        },
        dayFeedLink(origin),
      ],
    };
  } catch {
    return undefined;
  }
}
