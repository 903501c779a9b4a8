import { Horoscope, HoroscopeDay } from '@constelar/contract';
import { HOROSCOPE_SLUGS, SITE_NAME } from '@constelar/contract/app-routes';
import { SIGNS, type Sign } from '@constelar/core/codes';
import {
  HOROSCOPE_METHOD,
  HOROSCOPE_MOON_HOUR,
  horoscopeMoonLine,
  horoscopeTodayMoonLine,
  longDate,
} from '@constelar/content/horoscope-words';
import { MOON_PHASE_NAMES } from '@constelar/content/moon-phase-names';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { addDays, saoPauloMidnight } from '../lib/dates';
import { escapeHtml as e } from './page-head';
import { paragraphsHtml, type PageBody } from './page-data';
import type { HoroscopeCache } from '../services/horoscope/horoscope-cache';

// The horóscopo pages' main content as the server writes it (reach.md §1): the markup of
// apps/web/src/features/horoscope/components/horoscope-{sign,index}-page.tsx, with their classes, inside
// the layout's <main>, so the page stands where the app will draw it and nothing moves when it takes over.

export const MAIN = '<main id="conteudo" class="relative mx-auto min-h-svh max-w-6xl px-4 pt-24">';
export const GHOST =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm transition duration-200 ease-out text-text hover:bg-white/5 hover:text-soft-gold';
export const KICKER = 'text-xs font-semibold uppercase tracking-[0.3em] text-teal';
const BRASILIA_CLOCK = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
export const clock = (iso: string) =>
  BRASILIA_CLOCK.format(new Date(iso))
    .replace(':', 'h')
    .replace(/^0(\d)/, '$1');

/** 00:00 of a date in Brasília as ISO 8601 with its offset, "2024-04-08T00:00:00-03:00". */
export function brasiliaMidnightIso(date: string): string {
  const minutes = Math.round((Date.parse(`${date}T00:00:00Z`) - saoPauloMidnight(date).getTime()) / 60_000);
  const abs = Math.abs(minutes);
  const offset = `${minutes < 0 ? '-' : '+'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${date}T00:00:00${offset}`;
}

export const organization = (origin: string) => ({
  '@type': 'Organization',
  name: SITE_NAME,
  url: `${origin}/`,
});

/**
 * A horóscopo page's JSON-LD (reach.md §1): its Article, published at 00:00 of its first day in Brasília,
 * and the trail Horóscopo › Signo › the page (Dia, Semana or Mês).
 */
export function horoscopeArticleLd(page: {
  origin: string;
  canonical: string;
  sign: Sign;
  signName: string;
  headline: string;
  from: string;
  image: string;
  last: { name: string; item: string };
}): object[] {
  const { origin } = page;
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: page.headline,
      datePublished: brasiliaMidnightIso(page.from),
      dateModified: brasiliaMidnightIso(page.from),
      inLanguage: 'pt-BR',
      author: organization(origin),
      publisher: organization(origin),
      image: page.image,
      mainEntityOfPage: page.canonical,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Horóscopo', item: `${origin}/horoscopo` },
        { '@type': 'ListItem', position: 2, name: page.signName, item: signPage(origin, page.sign) },
        { '@type': 'ListItem', position: 3, ...page.last },
      ],
    },
  ];
}

export const signPage = (origin: string, sign: Sign) => `${origin}/horoscopo/${HOROSCOPE_SLUGS[sign]}`;

/** The sign page's JSON-LD: the day's Article and the trail Horóscopo › Signo › Dia. */
export const horoscopeJsonLd = (h: Horoscope, origin: string, canonical: string): object[] =>
  horoscopeArticleLd({
    origin,
    canonical,
    sign: h.sign,
    signName: h.signName,
    headline: h.title,
    from: h.date,
    image: `${origin}/api/share/horoscope/${h.sign}.png?date=${h.date}`,
    last: { name: longDate(h.date), item: `${signPage(origin, h.sign)}?data=${h.date}` },
  });

/**
 * "O céu do dia" or "do período": each event with its hour in Brasília and its house from the sign, the
 * same markup as the app's list.
 */
export function skySectionHtml(
  section: { id: string; heading: string; signName: string; whenClass: string },
  rows: readonly { when: string; title: string; house: number }[],
): string {
  if (rows.length === 0) return '';
  const items = rows
    .map(
      (row) =>
        '<li class="flex items-baseline gap-3 border-b border-gold/10 py-2 last:border-b-0">' +
        `<span class="${section.whenClass}">${e(row.when)}</span>` +
        `<span class="flex-1 text-sm text-text">${e(row.title)}</span>` +
        `<span class="shrink-0 text-xs text-muted">casa ${row.house}</span></li>`,
    )
    .join('');
  return (
    `<section aria-labelledby="${section.id}" class="glass p-4 sm:p-6">` +
    `<h2 id="${section.id}" class="font-serif text-xl text-soft-gold">${section.heading}</h2>` +
    `<p class="mt-1 text-sm text-muted">Horários de Brasília; casas contadas a partir de ${e(section.signName)}.</p>` +
    `<ul class="mt-3">${items}</ul></section>`
  );
}

/** A Moon line from content's parts: the odd ones (the sign, the phase) in bold, as the pages set them. */
const moonLineHtml = (parts: readonly string[]) =>
  parts
    .map((part, i) => (i % 2 === 1 ? `<strong class="text-soft-gold">${e(part)}</strong>` : e(part)))
    .join('');

const dayHref = (slug: string, date: string, today: string) =>
  date === today ? `/horoscopo/${slug}` : `/horoscopo/${slug}?data=${date}`;

const skyHtml = (h: Horoscope): string =>
  skySectionHtml(
    {
      id: 'ceu-do-dia',
      heading: 'O céu do dia',
      signName: h.signName,
      whenClass: 'w-28 shrink-0 font-mono text-sm text-soft-gold tabular-nums',
    },
    h.sky.map((item) => ({
      when: item.type === 'void-of-course' ? `${clock(item.start)} – ${clock(item.end)}` : clock(item.time),
      title: item.title,
      house: item.house,
    })),
  );

/** /horoscopo/{slug}[?data=]: the sign's day, its answer from GET /api/horoscope/{sign}?date=. */
export function horoscopeSignBody(
  raw: Horoscope,
  today: string,
  origin: string,
  canonical: string,
): PageBody {
  const h = Horoscope.parse(raw); // exactly what the API answers, no field more
  const slug = HOROSCOPE_SLUGS[h.sign];
  const name = SIGN_NAMES[h.sign];
  const signLinks = SIGNS.map((s: Sign) => {
    const current = s === h.sign;
    const cls = current ? 'border-gold/60 text-soft-gold' : 'border-gold/15 text-text hover:border-gold/40';
    return (
      `<li><a href="/horoscopo/${HOROSCOPE_SLUGS[s]}${h.date === today ? '' : `?data=${h.date}`}"` +
      `${current ? ' aria-current="page"' : ''} class="flex min-h-11 items-center justify-center rounded-xl border px-2 text-sm ${cls}">${e(SIGN_NAMES[s])}</a></li>`
    );
  }).join('');
  const html =
    MAIN +
    '<div class="mx-auto flex max-w-3xl flex-col gap-8 pb-16 pt-6">' +
    '<header class="flex flex-col items-center gap-3 text-center">' +
    `<img src="/images/signs/${h.sign}.webp" alt="" width="96" height="96" class="h-24 w-24 rounded-full border border-gold/30 object-cover">` +
    `<p class="${KICKER}">Horóscopo do dia</p>` +
    `<h1 class="gold-text text-4xl leading-tight sm:text-5xl">${e(name)}</h1>` +
    `<p class="text-lg text-soft-gold"><time datetime="${h.date}">${e(longDate(h.date))}</time></p>` +
    `<p class="max-w-2xl text-pretty text-sm text-muted">${e(HOROSCOPE_METHOD)}</p></header>` +
    '<nav aria-label="Outros dias" class="flex items-center justify-between gap-3">' +
    `<a href="${dayHref(slug, addDays(h.date, -1), today)}" class="${GHOST}" rel="prev">Ontem</a>` +
    (h.date === today
      ? ''
      : `<a href="/horoscopo/${slug}" class="text-sm text-teal underline-offset-4 hover:underline">Hoje</a>`) +
    `<a href="${dayHref(slug, addDays(h.date, 1), today)}" class="${GHOST}" rel="next">Amanhã</a></nav>` +
    '<nav aria-label="A semana e o mês" class="flex justify-center gap-6 text-sm">' +
    `<a href="/horoscopo/${slug}/semana" class="text-teal underline-offset-4 hover:underline">Horóscopo da semana</a>` +
    `<a href="/horoscopo/${slug}/mes" class="text-teal underline-offset-4 hover:underline">Horóscopo do mês</a></nav>` +
    '<section aria-label="A Lua do dia" class="glass flex items-center gap-4 p-4 sm:p-5">' +
    '<span class="h-8 w-8 shrink-0" aria-hidden="true"></span><p class="text-text">' +
    moonLineHtml(horoscopeMoonLine(SIGN_NAMES[h.moon.sign], h.moon.house, MOON_PHASE_NAMES[h.moon.phase])) +
    `<span class="block text-sm text-muted">${e(HOROSCOPE_MOON_HOUR)}</span></p></section>` +
    `<article class="flex flex-col gap-4 text-pretty text-lg leading-relaxed text-text/90">${paragraphsHtml(h.paragraphs)}</article>` +
    skyHtml(h) +
    '<nav aria-label="Outros signos" class="glass p-4 sm:p-6">' +
    '<h2 class="font-serif text-lg text-soft-gold">Outros signos</h2>' +
    `<ul class="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">${signLinks}</ul>` +
    '<a href="/horoscopo" class="mt-4 inline-block text-sm text-teal underline-offset-4 hover:underline">Todos os signos de hoje</a>' +
    '</nav></div></main>';
  return {
    html,
    queries: [{ key: ['horoscope', h.sign, h.date], data: h }],
    jsonLd: horoscopeJsonLd(h, origin, canonical),
  };
}

/** /horoscopo: today's twelve signs, the answer of GET /api/horoscope?date=. */
export function horoscopeIndexBody(raw: HoroscopeDay): PageBody {
  const day = HoroscopeDay.parse(raw);
  const cards = day.signs
    .map(
      (h) =>
        `<li><a href="/horoscopo/${HOROSCOPE_SLUGS[h.sign]}" class="glass flex h-full flex-col gap-3 p-4 transition-colors hover:border-gold/50">` +
        '<span class="flex items-center gap-3"><span class="flex h-12 w-12 shrink-0 items-center justify-center rounded-full border border-gold/30 bg-violet/60 text-gold"></span>' +
        `<span class="flex flex-col"><span class="font-serif text-xl text-soft-gold">${e(h.signName)}</span>` +
        `<span class="text-xs text-muted">Lua na casa ${h.moon.house}</span></span></span>` +
        `<span class="line-clamp-3 text-sm text-text/85">${e(afterFirstSentence(h.paragraphs[0] ?? ''))}</span>` +
        `<span class="mt-auto text-sm font-semibold text-teal">Ler o horóscopo de ${e(h.signName)}</span></a></li>`,
    )
    .join('');
  const html =
    MAIN +
    '<div class="mx-auto flex max-w-5xl flex-col gap-8 pb-16 pt-6"><header class="text-center">' +
    `<p class="${KICKER}">Horóscopo do dia</p>` +
    '<h1 class="gold-text mt-3 text-4xl leading-tight sm:text-5xl">Os doze signos hoje</h1>' +
    `<p class="mt-3 text-lg text-soft-gold"><time datetime="${day.date}">${e(longDate(day.date))}</time></p>` +
    `<p class="mx-auto mt-3 max-w-2xl text-pretty text-sm text-muted">${e(HOROSCOPE_METHOD)}</p></header>` +
    '<section aria-label="A Lua hoje" class="glass flex items-center gap-4 p-4 sm:p-5">' +
    '<span class="h-8 w-8 shrink-0" aria-hidden="true"></span><p class="text-text">' +
    moonLineHtml(horoscopeTodayMoonLine(MOON_PHASE_NAMES[day.moon.phase], SIGN_NAMES[day.moon.sign])) +
    `<span class="block text-sm text-muted">${e(HOROSCOPE_MOON_HOUR)}</span></p></section>` +
    `<ul class="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">${cards}</ul></div></main>`;
  return { html, queries: [{ key: ['horoscope', 'day', day.date], data: day }] };
}

/** As the index page cuts it: a paragraph without its opening sentence. */
const afterFirstSentence = (text: string) => text.replace(/^.*?[.!?]\s+/, '').replace(/^Ela /, 'A Lua ');

/** The body of a horóscopo page, or undefined when the path is none or its date is not one answered. */
export async function horoscopePageBody(
  path: string,
  search: string,
  origin: string,
  horoscopes: HoroscopeCache,
  today: string,
  canonical: string,
): Promise<PageBody | undefined> {
  try {
    if (/^\/horoscopo\/?$/.test(path)) return horoscopeIndexBody(await horoscopes.day(today));
    const slug = /^\/horoscopo\/([a-z]+)\/?$/.exec(path)?.[1];
    const sign = SIGNS.find((s) => HOROSCOPE_SLUGS[s] === slug);
    if (!sign) return undefined;
    const date = new URLSearchParams(search).get('data') ?? today;
    const day = await horoscopes.day(date);
    return horoscopeSignBody(day.signs[SIGNS.indexOf(sign)]!, today, origin, canonical);
  } catch {
    return undefined;
  }
}
