import { HoroscopePeriod } from '@constelar/contract';
import { HOROSCOPE_SLUGS, signOfSlug } from '@constelar/contract/app-routes';
import { SIGNS, type Sign } from '@constelar/core/codes';
import { HOROSCOPE_METHOD, monthYear } from '@constelar/content/horoscope-words';
import { SIGN_NAMES } from '@constelar/content/sign-names';
import { addDays } from '../lib/dates';
import { mondayOf } from '../services/horoscope/horoscope-period';
import type { HoroscopePeriodCache } from '../services/horoscope/horoscope-period-cache';
import { escapeHtml as e } from './page-head';
import { paragraphsHtml, type PageBody } from './page-data';
import {
  clock,
  GHOST,
  horoscopeArticleLd,
  KICKER,
  MAIN,
  signPage,
  skySectionHtml,
} from './horoscope-page-body';

// The week's and the month's pages as the server writes them (reach.md §1, §2): the markup of
// apps/web/src/features/horoscope/components/horoscope-period-page.tsx, with its classes, inside the layout's
// <main>, so the app draws the same page over it in one commit and nothing moves.

export type PeriodKind = 'week' | 'month';

const PATH = { week: 'semana', month: 'mes' } as const;
const PARAM = { week: 'inicio', month: 'mes' } as const;
const LINK = 'text-sm text-teal underline-offset-4 hover:underline';
/** lucide's chevrons, as the app draws them beside "Semana anterior" and "Próxima semana". */
const chevron = (d: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide h-4 w-4" aria-hidden="true"><path d="${d}"></path></svg>`;
const LEFT = chevron('m15 18-6-6 6-6');
const RIGHT = chevron('m9 18 6-6-6-6');

// The page's formats: a week's day ("seg., 7") and an event's day in Brasília ("qui., 12/03").
const WEEKDAY = new Intl.DateTimeFormat('pt-BR', { weekday: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_OF = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

/** The month `months` away, YYYY-MM. */
export function shiftMonth(month: string, months: number): string {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A YYYY-MM-DD that is a Monday, as the page reads ?inicio=, else null (the page then shows this week). */
export function parseMonday(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const ms = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== value) return null;
  return new Date(ms).getUTCDay() === 1 ? value : null;
}
export const parseMonth = (value: string | null) =>
  value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : null;

/** The page of a period: without its query when it is the current one, as the app links it. */
const periodHref = (slug: string, kind: PeriodKind, key: string, current: string) =>
  `/horoscopo/${slug}/${PATH[kind]}${key === current ? '' : `?${PARAM[kind]}=${key}`}`;

/** "2 a 8 de março de 2026" for a week, "março de 2026" for a month: the line under the h1. */
export const periodLabel = (h: HoroscopePeriod, kind: PeriodKind) =>
  kind === 'week' ? h.title.slice(h.title.indexOf(': ') + 2) : monthYear(h.period.from.slice(0, 7));

function weekDaysHtml(h: HoroscopePeriod): string {
  const items = h.days
    .map(
      (d) =>
        '<li class="flex flex-wrap items-baseline gap-x-3 gap-y-1 border-b border-gold/10 py-2 last:border-b-0">' +
        `<time datetime="${d.date}" class="w-20 shrink-0 text-sm font-semibold text-soft-gold">${e(WEEKDAY.format(new Date(`${d.date}T00:00:00Z`)))}</time>` +
        `<span class="flex-1 text-sm text-text">Lua em ${e(SIGN_NAMES[d.moon.sign])}, casa ${d.moon.house}` +
        (d.event ? `<span class="block text-muted">${e(d.event.title)}</span>` : '') +
        '</span></li>',
    )
    .join('');
  return (
    '<section aria-labelledby="dias-da-semana" class="glass p-4 sm:p-6">' +
    '<h2 id="dias-da-semana" class="font-serif text-xl text-soft-gold">Dia a dia</h2>' +
    '<p class="mt-1 text-sm text-muted">A Lua ao meio-dia de Brasília, e o evento mais marcante do dia.</p>' +
    `<ul class="mt-3">${items}</ul></section>`
  );
}

const periodSkyHtml = (h: HoroscopePeriod): string =>
  skySectionHtml(
    {
      id: 'ceu-do-periodo',
      heading: 'O céu do período',
      signName: h.signName,
      whenClass: 'w-28 shrink-0 text-sm text-soft-gold tabular-nums sm:w-36',
    },
    h.sky.map((item) => {
      const time = 'time' in item ? item.time : item.start;
      return {
        when: `${DAY_OF.format(new Date(time))} · ${clock(time)}`,
        title: item.title,
        house: item.house,
      };
    }),
  );

/** The period's JSON-LD: its Article and the trail Horóscopo › Signo › Semana | Mês. */
export function periodJsonLd(
  h: HoroscopePeriod,
  kind: PeriodKind,
  origin: string,
  canonical: string,
): object[] {
  const key = kind === 'week' ? h.period.from : h.period.from.slice(0, 7);
  const label = periodLabel(h, kind);
  return horoscopeArticleLd({
    origin,
    canonical,
    sign: h.sign,
    signName: h.signName,
    headline: h.title,
    from: h.period.from,
    image:
      kind === 'week'
        ? `${origin}/api/share/horoscope/${h.sign}/week.png?start=${h.period.from}`
        : `${origin}/api/share/horoscope/${h.sign}/month.png?month=${key}`,
    last: {
      name: kind === 'week' ? `Semana de ${label}` : label.charAt(0).toUpperCase() + label.slice(1),
      item: `${signPage(origin, h.sign)}/${PATH[kind]}?${PARAM[kind]}=${key}`,
    },
  });
}

/** /horoscopo/{slug}/semana or /mes: the period's answer from GET /api/horoscope/{sign}/week|month. */
export function horoscopePeriodBody(
  raw: HoroscopePeriod,
  kind: PeriodKind,
  today: string,
  origin: string,
  canonical: string,
): PageBody {
  const h = HoroscopePeriod.parse(raw); // exactly what the API answers, no field more
  const slug = HOROSCOPE_SLUGS[h.sign];
  const week = kind === 'week';
  const key = week ? h.period.from : h.period.from.slice(0, 7);
  const current = week ? mondayOf(today) : today.slice(0, 7);
  const previous = week ? addDays(key, -7) : shiftMonth(key, -1);
  const next = week ? addDays(key, 7) : shiftMonth(key, 1);
  const signLinks = SIGNS.map((s: Sign) => {
    const here = s === h.sign;
    const cls = here ? 'border-gold/60 text-soft-gold' : 'border-gold/15 text-text hover:border-gold/40';
    return (
      `<li><a href="${periodHref(HOROSCOPE_SLUGS[s], kind, key, current)}"${here ? ' aria-current="page"' : ''} ` +
      `class="flex min-h-11 items-center justify-center rounded-xl border px-2 text-sm ${cls}">${e(SIGN_NAMES[s])}</a></li>`
    );
  }).join('');
  const html =
    MAIN +
    '<div class="mx-auto flex max-w-3xl flex-col gap-8 pb-16 pt-6 animate-fade-in">' +
    '<header class="flex flex-col items-center gap-3 text-center">' +
    `<img src="/images/signs/${h.sign}.webp" alt="" width="96" height="96" class="h-24 w-24 rounded-full border border-gold/30 object-cover">` +
    `<p class="${KICKER}">${week ? 'Horóscopo da semana' : 'Horóscopo do mês'}</p>` +
    `<h1 class="gold-text text-4xl leading-tight sm:text-5xl">${e(h.signName)}</h1>` +
    `<p class="text-lg text-soft-gold">${e(periodLabel(h, kind))}</p>` +
    `<p class="max-w-2xl text-pretty text-sm text-muted">${e(HOROSCOPE_METHOD)}</p></header>` +
    `<nav aria-label="${week ? 'Outras semanas' : 'Outros meses'}" class="flex items-center justify-between gap-3">` +
    `<a href="${periodHref(slug, kind, previous, current)}" class="${GHOST}" rel="prev">${LEFT}${week ? 'Semana anterior' : 'Mês anterior'}</a>` +
    `<a href="/horoscopo/${slug}" class="${LINK}">Horóscopo do dia</a>` +
    `<a href="${periodHref(slug, kind, next, current)}" class="${GHOST}" rel="next">${week ? 'Próxima semana' : 'Próximo mês'}${RIGHT}</a></nav>` +
    `<article class="flex flex-col gap-4 text-pretty text-lg leading-relaxed text-text/90">${paragraphsHtml(h.paragraphs)}</article>` +
    (week ? weekDaysHtml(h) : '') +
    periodSkyHtml(h) +
    '<nav aria-label="Outros signos" class="glass p-4 sm:p-6">' +
    '<h2 class="font-serif text-lg text-soft-gold">Outros signos</h2>' +
    `<ul class="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">${signLinks}</ul></nav></div></main>`;
  return {
    html,
    queries: [{ key: ['horoscope', h.sign, kind, key], data: h }],
    jsonLd: periodJsonLd(h, kind, origin, canonical),
  };
}

/** The kind of period page a path names, with its sign, or undefined. */
export function periodPageOf(path: string): { sign: Sign; kind: PeriodKind } | undefined {
  const match = /^\/horoscopo\/([a-z]+)\/(semana|mes)\/?$/.exec(path);
  const sign = match ? signOfSlug(match[1]!) : undefined;
  return match && sign ? { sign, kind: match[2] === 'semana' ? 'week' : 'month' } : undefined;
}

/**
 * The body of a week or month page, or undefined when the path is neither or the period is not one the
 * horóscopo answers (the app then shows its own message). The period is read as the app reads it: a
 * ?inicio= that is no Monday, or a ?mes= that is no month, means the current one.
 */
export async function horoscopePeriodPageBody(
  path: string,
  search: string,
  origin: string,
  periods: HoroscopePeriodCache,
  today: string,
  canonical: string,
): Promise<PageBody | undefined> {
  const page = periodPageOf(path);
  if (!page) return undefined;
  const query = new URLSearchParams(search);
  try {
    const all =
      page.kind === 'week'
        ? await periods.week(parseMonday(query.get('inicio')) ?? mondayOf(today))
        : await periods.month(parseMonth(query.get('mes')) ?? today.slice(0, 7));
    return horoscopePeriodBody(all[SIGNS.indexOf(page.sign)]!, page.kind, today, origin, canonical);
  } catch {
    return undefined;
  }
}
