import { SkyCalendar, type SkyEvent } from '@constelar/contract';
import { shortSkyTitle } from '@constelar/content/sky-event-names';
import { SKY_EVENT_KIND_LABELS, SKY_PAGE, skyZoneNote } from '@constelar/content/sky-page-words';
import { addDays, saoPauloMidnight } from '../lib/dates';
import type { CalendarCache } from '../services/sky/calendar-cache';
import { MAIN } from './horoscope-page-body';
import { escapeHtml as e } from './page-head';
import type { PageBody } from './page-data';

// /ceu as the server writes it (reach.md §1): the markup of apps/web/src/features/sky/components/sky-page.tsx
// and its parts, with their classes, on Brasília's clock, the page's default zone. The app draws the same
// page over it; a visitor who chose another zone on this device sees the same events regrouped on theirs.
// Glyphs and Moons are empty boxes of their size (the app draws them); the month's arrows are links, so
// a reader without JavaScript can still move between months.

const ZONE = 'America/Sao_Paulo';
const ZONE_LABEL = 'Horário de Brasília';
const WEEKDAYS = ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'];
const ECLIPSE_DAYS = 400;

const LOCAL_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const localDate = (iso: string) => LOCAL_DATE.format(new Date(iso));
const CLOCK = new Intl.DateTimeFormat('pt-BR', {
  timeZone: ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** "09h05", as the sky page writes its hours. */
const clock = (iso: string) => {
  const parts = CLOCK.formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}h${get('minute')}`;
};
const MONTH = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "dezembro de 2026". */
const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));
const DAY = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
const DAY_MONTH = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const LONG_DAY = new Intl.DateTimeFormat('pt-BR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: ZONE,
});
const OFFSET = new Intl.DateTimeFormat('pt-BR', { timeZone: ZONE, timeZoneName: 'shortOffset' });
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function shiftMonth(month: string, by: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1 + by, 1)).toISOString().slice(0, 7);
}
const firstDay = (month: string) => `${month}-01`;
const lastDay = (month: string) => addDays(firstDay(shiftMonth(month, 1)), -1);
/** The range the page asks GET /api/sky/calendar for: the month with a day on each side. */
export const fetchRange = (month: string) => ({
  from: addDays(firstDay(month), -1),
  to: addDays(lastDay(month), 1),
});
/** ?mes= as the page reads it: a real YYYY-MM within the years the server computes, else null. */
export function parseSkyMonth(value: string | null): string | null {
  const match = value ? /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value) : null;
  return match && Number(match[1]) >= 1801 && Number(match[1]) <= 2099 ? value : null;
}

const startOf = (event: SkyEvent) => (event.type === 'void-of-course' ? event.start : event.time);

/** The month's events by local day, a void-of-course Moon begun the month before opening its first day. */
function groupByDay(events: readonly SkyEvent[], month: string): { date: string; events: SkyEvent[] }[] {
  const first = firstDay(month);
  const last = lastDay(month);
  const byDay = new Map<string, SkyEvent[]>();
  const sorted = [...events].sort((a, b) => Date.parse(startOf(a)) - Date.parse(startOf(b)));
  for (const event of sorted) {
    const start = localDate(startOf(event));
    const end = event.type === 'void-of-course' ? localDate(event.end) : start;
    if (end < first || start > last) continue;
    const day = start < first ? first : start;
    byDay.set(day, [...(byDay.get(day) ?? []), event]);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, list]) => ({ date, events: list }));
}

function dayPhrase(date: string, sameMonth: boolean): string {
  if (sameMonth) return `do dia ${Number(date.slice(8, 10))}`;
  return `de ${DAY_MONTH.format(new Date(`${date}T12:00:00Z`)).replace(/^1 /, '1º ')}`;
}
function localTime(event: SkyEvent): string {
  if (event.type !== 'void-of-course') return `às ${clock(event.time)}`;
  const startDay = localDate(event.start);
  const endDay = localDate(event.end);
  if (startDay === endDay) return `das ${clock(event.start)} às ${clock(event.end)}`;
  const same = startDay.slice(0, 7) === endDay.slice(0, 7);
  return `das ${clock(event.start)} ${dayPhrase(startDay, same)} às ${clock(event.end)} ${dayPhrase(endDay, same)}`;
}

function eventHtml(event: SkyEvent): string {
  const eclipse = event.type === 'eclipse';
  return (
    `<article class="rounded-2xl border p-4 sm:p-5 ${eclipse ? 'border-gold/60 bg-violet/70 shadow-[0_0_32px_-8px_rgba(212,175,55,0.55)]' : 'border-gold/15 bg-deep/65'}">` +
    '<div class="flex items-start gap-3 sm:gap-4">' +
    `<span aria-hidden="true" class="grid h-10 w-10 shrink-0 place-items-center rounded-full border sm:h-11 sm:w-11 ${eclipse ? 'border-gold bg-gold/20 text-soft-gold' : 'border-gold/30 bg-night/60 text-soft-gold'}"><span class="h-5 w-5 sm:h-6 sm:w-6"></span></span>` +
    '<div class="min-w-0 flex-1">' +
    `<p class="text-xs font-semibold uppercase tracking-[0.2em] ${eclipse ? 'text-soft-gold' : 'text-teal'}">${e(SKY_EVENT_KIND_LABELS[event.type])}</p>` +
    `<h4 class="mt-1 font-serif text-lg leading-snug text-soft-gold">${e(event.title)}</h4>` +
    `<p class="mt-0.5 text-sm text-text/85"><time datetime="${e(startOf(event))}">${e(localTime(event))}</time></p></div></div>` +
    `<details${eclipse ? ' open=""' : ''} class="group mt-1 sm:pl-[3.75rem]">` +
    '<summary class="inline-flex min-h-11 cursor-pointer items-center rounded-full text-sm text-soft-gold underline-offset-4 hover:underline">' +
    '<span class="group-open:hidden">Ler o texto</span><span class="hidden group-open:inline">Recolher o texto</span></summary>' +
    `<p class="mt-1 text-pretty leading-relaxed text-text/90">${e(event.text)}</p></details></article>`
  );
}

function dayHtml(date: string, events: readonly SkyEvent[], today: boolean): string {
  const id = `ceu-dia-${date}`;
  const label = capitalized(DAY.format(new Date(`${date}T12:00:00Z`)));
  return (
    `<li><section aria-labelledby="${id}" class="flex flex-col gap-3 ${today ? 'rounded-3xl border border-teal/50 bg-teal/5 p-3 sm:p-4' : ''}">` +
    `<h3 id="${id}" tabindex="-1" class="flex scroll-mt-24 flex-wrap items-center gap-2 text-base font-semibold text-text outline-none">` +
    (today
      ? '<span class="rounded-full bg-teal px-2.5 py-0.5 text-xs font-bold tracking-wide text-night">Hoje</span>'
      : '') +
    `<span${today ? ' aria-current="date"' : ''}>${e(label)}</span></h3>` +
    (events.length === 0
      ? `<p class="text-sm text-muted">${e(SKY_PAGE.quietDay)}</p>`
      : `<ul class="flex flex-col gap-3">${events.map((ev) => `<li>${eventHtml(ev)}</li>`).join('')}</ul>`) +
    '</section></li>'
  );
}

const pct = (n: number) => `${(n * 100).toFixed(2)}%`;

/** The Lua fora de curso bars of one day, as the grid draws them (apps/web/src/features/sky/lib/voc-spans.ts). */
function vocBars(events: readonly SkyEvent[], date: string): string {
  const dayStart = saoPauloMidnight(date).getTime();
  const dayEnd = saoPauloMidnight(addDays(date, 1)).getTime();
  const length = dayEnd - dayStart;
  return events
    .flatMap((p) => (p.type === 'void-of-course' ? [p] : []))
    .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))
    .filter((p) => Date.parse(p.end) > dayStart && Date.parse(p.start) < dayEnd)
    .map((p) => {
      const start = Date.parse(p.start);
      const end = Date.parse(p.end);
      const from = Math.max(0, (start - dayStart) / length);
      const to = Math.min(1, (end - dayStart) / length);
      const startLabel = start >= dayStart ? clock(p.start) : '';
      const endLabel = end <= dayEnd ? clock(p.end) : '';
      const label =
        startLabel && endLabel
          ? `<span class="absolute top-0 hidden whitespace-nowrap sm:inline" style="left:min(${pct(from)}, calc(100% - 4.6rem))">${startLabel}–${endLabel}</span>`
          : startLabel
            ? `<span class="absolute top-0 hidden sm:inline" style="left:min(${pct(from)}, calc(100% - 2.2rem))">${startLabel}</span>`
            : endLabel
              ? `<span class="absolute top-0 hidden sm:inline" style="right:min(${pct(1 - to)}, calc(100% - 2.2rem))">${endLabel}</span>`
              : '';
      return (
        `<span class="relative block h-1.5 text-[0.6rem] leading-none text-teal sm:h-4" data-voc="${date}" title="${e(p.title)}">${label}` +
        `<span data-voc-bar="" class="absolute bottom-0 h-1 bg-teal/70 ${startLabel ? 'rounded-l-full' : ''} ${endLabel ? 'rounded-r-full' : ''}" style="left:${pct(from)};right:${pct(1 - to)}"></span></span>`
      );
    })
    .join('');
}

/** The month as a wall calendar, Sunday first: a picture of the list, hidden from assistive technology. */
function gridHtml(
  events: readonly SkyEvent[],
  month: string,
  today: string,
  byDay: Map<string, SkyEvent[]>,
): string {
  const lead = new Date(`${firstDay(month)}T12:00:00Z`).getUTCDay();
  const cells: (string | null)[] = [...Array<null>(lead).fill(null)];
  for (let d = firstDay(month); d.startsWith(month); d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7 !== 0) cells.push(null);
  const html = cells
    .map((date) => {
      if (!date) return '<span></span>';
      const dayEvents = (byDay.get(date) ?? []).filter((ev) => ev.type !== 'void-of-course');
      const bars = vocBars(events, date);
      const clickable = dayEvents.length > 0 || bars !== '' || date === today;
      const tone =
        date === today
          ? 'border-teal/70 bg-teal/10'
          : dayEvents.some((ev) => ev.type === 'eclipse')
            ? 'border-gold/60 bg-gold/10'
            : 'border-gold/10 bg-night/40';
      const items = dayEvents
        .map(
          (ev) =>
            `<span class="flex min-w-0 items-center gap-1 text-[0.7rem] leading-tight ${ev.type === 'eclipse' ? 'text-soft-gold' : 'text-text/80'}">` +
            '<span class="h-3 w-3 shrink-0 text-soft-gold"></span>' +
            `<span class="hidden break-words sm:line-clamp-2" title="${e(ev.title)}">${e(shortSkyTitle(ev))}</span></span>`,
        )
        .join('');
      return (
        `<button type="button" tabindex="-1" data-day="${date}"${clickable ? '' : ' disabled=""'} class="flex min-h-16 min-w-0 flex-col gap-1 rounded-lg border p-1 text-left sm:min-h-28 sm:rounded-xl sm:p-1.5 transition duration-200 ease-out enabled:hover:border-gold/50 ${tone}">` +
        '<span class="flex items-center justify-between gap-0.5">' +
        `<span class="text-xs font-semibold sm:text-sm ${date === today ? 'text-teal' : 'text-text/85'}">${Number(date.slice(8))}</span>` +
        '<span class="h-4 w-4 sm:h-5 sm:w-5"></span></span>' +
        `<span class="flex min-w-0 flex-1 flex-row flex-wrap content-start gap-0.5 sm:flex-col sm:flex-nowrap">${items}</span>` +
        `${bars}</button>`
      );
    })
    .join('');
  return (
    '<div aria-hidden="true" data-ceu-grid="" class="glass p-2 sm:p-3">' +
    `<div class="grid grid-cols-7 gap-0.5 pb-2 text-center text-[0.65rem] font-semibold uppercase tracking-wide text-muted sm:gap-1 sm:text-xs">${WEEKDAYS.map((d) => `<span>${d}</span>`).join('')}</div>` +
    `<div class="grid grid-cols-7 gap-0.5 sm:gap-1">${html}</div>` +
    '<p class="mt-2 flex items-center gap-2 text-xs text-muted"><span class="inline-block h-1 w-6 rounded-full bg-teal/70"></span>Lua fora de curso</p></div>'
  );
}

const ARROW =
  'grid h-11 w-11 shrink-0 place-items-center rounded-full border border-gold/30 text-soft-gold transition duration-200 ease-out hover:bg-gold/10';
const chevron = (d: string) =>
  '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
  `stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="lucide h-5 w-5" aria-hidden="true"><path d="${d}"></path></svg>`;

function switcherHtml(month: string, currentMonth: string, now: Date): string {
  const previous = shiftMonth(month, -1);
  const next = shiftMonth(month, 1);
  const offset = OFFSET.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return (
    '<div class="glass flex flex-col gap-5 p-4 sm:p-6"><div class="flex flex-col items-center gap-2">' +
    '<div class="flex w-full items-center justify-between gap-3">' +
    `<a href="/ceu?mes=${previous}" aria-label="${e(`Mês anterior: ${monthLabel(previous)}`)}" class="${ARROW}">${chevron('m15 18-6-6 6-6')}</a>` +
    `<h2 aria-live="polite" class="text-center font-serif text-2xl text-soft-gold sm:text-3xl">${e(capitalized(monthLabel(month)))}</h2>` +
    `<a href="/ceu?mes=${next}" aria-label="${e(`Próximo mês: ${monthLabel(next)}`)}" class="${ARROW}">${chevron('m9 18 6-6-6-6')}</a></div>` +
    (month === currentMonth
      ? ''
      : `<a href="/ceu" class="inline-flex min-h-11 items-center rounded-full px-4 text-sm text-teal underline-offset-4 hover:underline">Voltar para ${e(monthLabel(currentMonth))}</a>`) +
    '</div><div class="min-w-0"><label for="ceu-fuso" class="mb-1.5 block text-sm font-medium text-soft-gold">Fuso horário</label>' +
    '<select id="ceu-fuso" disabled="" class="block min-h-12 w-full rounded-xl border bg-night/60 px-4 py-3 text-base text-text shadow-inner placeholder:text-muted/80 transition duration-200 ease-out focus:outline-none focus-visible:outline-none focus:ring-2 disabled:cursor-not-allowed disabled:opacity-60 border-gold/25 hover:border-gold/45 focus:border-gold/80 focus:ring-gold/25">' +
    `<option value="${ZONE}" selected="" class="bg-deep">${ZONE_LABEL} · ${e(offset)}</option></select></div>` +
    `<p class="text-sm text-muted">${e(skyZoneNote(ZONE_LABEL, offset))}</p></div>`
  );
}

function nextEclipseHtml(eclipses: readonly SkyEvent[]): string {
  const eclipse = eclipses[0];
  if (eclipse?.type !== 'eclipse') return '';
  const when = `${LONG_DAY.format(new Date(eclipse.time))}, às ${clock(eclipse.time)}`;
  return (
    '<section aria-labelledby="ceu-proximo-eclipse" class="rounded-3xl border border-gold/50 bg-violet/60 p-5 shadow-[0_0_32px_-8px_rgba(212,175,55,0.45)] sm:p-6">' +
    '<p id="ceu-proximo-eclipse" class="text-xs font-semibold uppercase tracking-[0.2em] text-soft-gold">Próximo eclipse</p>' +
    `<h2 class="mt-2 font-serif text-2xl text-soft-gold">${e(eclipse.title)}</h2>` +
    `<p class="mt-1 text-sm text-text/85"><time datetime="${e(eclipse.time)}">${e(when)}</time></p>` +
    `<p class="mt-3 text-pretty leading-relaxed text-text/90">${e(eclipse.text)}</p></section>`
  );
}

function subscribeHtml(month: string, host: string): string {
  const from = firstDay(month);
  const path = `/api/sky/calendar.ics?from=${from}&to=${addDays(from, 365)}`;
  return (
    '<section aria-labelledby="ceu-assinar" class="glass flex flex-col gap-4 p-5 sm:p-6">' +
    '<div class="flex flex-col gap-4 sm:flex-row sm:items-center"><div class="min-w-0 flex-1">' +
    '<h2 id="ceu-assinar" class="font-serif text-xl text-soft-gold">Leve o céu para a sua agenda</h2>' +
    '<p class="mt-1 text-sm text-text/85">Doze meses de fases, ingressos, estações e eclipses a partir deste mês, em qualquer app que leia arquivos .ics. No celular, ' +
    `<a href="${e(`webcal://${host}${path}`)}" class="text-teal underline underline-offset-4 hover:text-soft-gold">abra no seu app de calendário</a>.</p></div>` +
    `<a href="${e(path)}" class="inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-5 py-2 text-sm transition duration-200 ease-out disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:brightness-100 border border-gold/40 text-soft-gold hover:bg-gold/10 shrink-0">` +
    '<span class="h-4 w-4" aria-hidden="true"></span>Assinar no calendário</a></div>' +
    '<label class="inline-flex min-h-11 cursor-pointer items-center gap-3 self-start text-sm text-text">' +
    '<input type="checkbox" checked="" disabled="" class="h-5 w-5 shrink-0 accent-[var(--color-gold)]">Incluir os períodos de Lua fora de curso (cerca de 13 por mês)</label></section>'
  );
}

/**
 * /ceu[?mes=YYYY-MM]: the month's events day by day on Brasília's clock, the answers of
 * GET /api/sky/calendar for the month (with a day on each side) and for the next 400 days' eclipses.
 */
export function ceuBody(
  rawMonth: readonly SkyEvent[],
  rawEclipses: readonly SkyEvent[],
  month: string,
  today: string,
  now: Date,
  host: string,
): PageBody {
  const events = SkyCalendar.parse(rawMonth); // exactly what the API answers, no field more
  const eclipses = SkyCalendar.parse(rawEclipses);
  const currentMonth = today.slice(0, 7);
  const days = groupByDay(events, month);
  const shown =
    today.startsWith(month) && !days.some((d) => d.date === today)
      ? [...days, { date: today, events: [] }].sort((a, b) => a.date.localeCompare(b.date))
      : days;
  const byDay = new Map(days.map((d) => [d.date, d.events]));
  const body =
    days.length === 0
      ? '<div class="glass flex flex-col items-center gap-3 p-8 text-center"><span class="h-10 w-10" aria-hidden="true"></span>' +
        `<p class="font-serif text-lg text-text">${e(SKY_PAGE.emptyMonthTitle)}</p><p class="max-w-md text-sm text-muted">${e(SKY_PAGE.emptyMonth)}</p></div>`
      : gridHtml(events, month, today, byDay) +
        `<ol aria-label="Eventos do mês, dia a dia" aria-busy="false" class="flex flex-col gap-8 ">${shown
          .map((d) => dayHtml(d.date, d.events, d.date === today))
          .join('')}</ol>`;
  const html =
    MAIN +
    '<div class="mx-auto flex max-w-3xl flex-col gap-8 pb-16 pt-6 animate-fade-in"><header class="text-center">' +
    `<p class="text-xs font-semibold uppercase tracking-[0.3em] text-teal">${e(SKY_PAGE.kicker)}</p>` +
    `<h1 class="gold-text mt-3 text-4xl leading-tight sm:text-5xl">${e(SKY_PAGE.title)}</h1>` +
    `<p class="mx-auto mt-4 max-w-2xl text-pretty text-text/85">${e(SKY_PAGE.intro)}</p></header>` +
    switcherHtml(month, currentMonth, now) +
    body +
    nextEclipseHtml(eclipses) +
    subscribeHtml(currentMonth, host) +
    '</div></main>';
  const { from, to } = fetchRange(month);
  return {
    html,
    // Keyed as apps/web/src/features/sky/api/get-sky-calendar.ts keys them.
    queries: [
      { key: ['sky', 'calendar', from, to, 'all'], data: events },
      { key: ['sky', 'calendar', today, addDays(today, ECLIPSE_DAYS - 1), ['eclipse']], data: eclipses },
    ],
  };
}

/** The body of /ceu, or undefined when the calendar cannot be had (the app then asks for it itself). */
export async function ceuPageBody(
  search: string,
  calendar: CalendarCache,
  today: string,
  now: Date,
  host: string,
): Promise<PageBody | undefined> {
  const month = parseSkyMonth(new URLSearchParams(search).get('mes')) ?? today.slice(0, 7);
  const { from, to } = fetchRange(month);
  try {
    const [events, eclipses] = await Promise.all([
      calendar.events(from, to),
      calendar.events(today, addDays(today, ECLIPSE_DAYS - 1), ['eclipse']),
    ]);
    return ceuBody(events, eclipses, month, today, now, host);
  } catch {
    return undefined;
  }
}
