import type { Horoscope } from '@constelar/contract';
import { HOROSCOPE_SLUGS, SITE_NAME } from '@constelar/contract/app-routes';
import { SIGNS, type Sign } from '@constelar/core/codes';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { addDays, saoPauloMidnight } from '../../lib/dates';
import { escapeXml, rssXml, type RssItem } from '../../lib/rss';
import type { HoroscopeCache } from './horoscope-cache';

/** reach.md §4: the words a portal must keep beside what it republishes. */
export const FEED_ATTRIBUTION = `Horóscopo do ${SITE_NAME}`;
/** A sign's feed: the last 30 days, today included. */
export const SIGN_FEED_DAYS = 30;
/** Readers are told to come back within the hour; the Cache-Control header says when the day ends. */
const FEED_TTL_MINUTES = 60;

export const signFeedPath = (sign: Sign) => `/horoscopo/${HOROSCOPE_SLUGS[sign]}/feed.xml`;
export const DAY_FEED_PATH = '/horoscopo/feed.xml';

/** The page of a sign's day, with the date that keeps it the same text tomorrow. */
const pageOf = (origin: string, horoscope: Horoscope) =>
  `${origin}/horoscopo/${HOROSCOPE_SLUGS[horoscope.sign]}?data=${horoscope.date}`;

/** The day's first paragraph, then the attribution with the link: HTML, as feed readers show it. */
function itemOf(origin: string, horoscope: Horoscope): RssItem {
  const link = pageOf(origin, horoscope);
  const e = escapeXml;
  return {
    title: horoscope.title,
    link,
    description:
      `<p>${e(horoscope.paragraphs[0] ?? '')}</p>` +
      `<p><a href="${e(link)}">${FEED_ATTRIBUTION}</a>: o texto completo de ${e(horoscope.signName)}.</p>`,
    pubDate: saoPauloMidnight(horoscope.date).toUTCString(),
    // Neither the domain nor the path: a move of the site must not make every item new again.
    guid: `constelar:horoscopo:${HOROSCOPE_SLUGS[horoscope.sign]}:${horoscope.date}`,
  };
}

/** GET /horoscopo/feed.xml: the twelve signs of a date (today in Brasília), Áries first. */
export async function dayFeedXml(horoscopes: HoroscopeCache, origin: string, today: string): Promise<string> {
  const day = await horoscopes.day(today);
  return rssXml({
    title: `Horóscopo do dia | ${SITE_NAME}`,
    link: `${origin}/horoscopo`,
    self: origin + DAY_FEED_PATH,
    description:
      'Os doze signos de hoje, lidos do céu real do dia em casas solares. ' +
      `${FEED_ATTRIBUTION}: ${origin}/horoscopo`,
    lastBuildDate: saoPauloMidnight(today).toUTCString(),
    ttlMinutes: FEED_TTL_MINUTES,
    items: day.signs.map((horoscope) => itemOf(origin, horoscope)),
  });
}

/** GET /horoscopo/{slug}/feed.xml: one sign's last 30 days, the newest first. */
export async function signFeedXml(
  horoscopes: HoroscopeCache,
  origin: string,
  sign: Sign,
  today: string,
): Promise<string> {
  const dates = Array.from({ length: SIGN_FEED_DAYS }, (_, back) => addDays(today, -back));
  const days = await Promise.all(dates.map((date) => horoscopes.day(date)));
  const page = `${origin}/horoscopo/${HOROSCOPE_SLUGS[sign]}`;
  const name = SIGN_NAMES[sign];
  return rssXml({
    title: `Horóscopo do dia de ${name} | ${SITE_NAME}`,
    link: page,
    self: origin + signFeedPath(sign),
    description:
      `O horóscopo de ${name} dos últimos ${SIGN_FEED_DAYS} dias, lido do céu real de cada dia. ` +
      `${FEED_ATTRIBUTION}: ${page}`,
    lastBuildDate: saoPauloMidnight(today).toUTCString(),
    ttlMinutes: FEED_TTL_MINUTES,
    items: days.map((day) => itemOf(origin, day.signs[SIGNS.indexOf(sign)]!)),
  });
}
