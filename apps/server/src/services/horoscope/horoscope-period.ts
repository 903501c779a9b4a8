// reach.md §2: the week and the month by sign. One sky per period (core's periodSky over São Paulo's
// days), read twelve times in solar-sign houses and composed by @constelar/content.
import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import type { HoroscopePeriod, HoroscopeSkyItem } from '@constelar/contract';
import { periodSky, SIGNS, solarHouse, type PeriodSky, type Sign } from '@constelar/core';
import {
  ASPECT_NAMES,
  BODY_NAMES,
  SIGN_NAMES,
  composePeriodHoroscope,
  periodInputOf,
  eclipseTitle,
  ingressTitle,
  phaseTitle,
  stationTitle,
} from '@constelar/content';
import { monthTitleOf, weekTitleOf } from '@constelar/content/horoscope-words';
import { saoPauloDate } from '../../lib/dates';
import { HttpError } from '../../lib/http-error';
import { MAX_HOROSCOPE_YEAR, MIN_HOROSCOPE_YEAR, checkHoroscopeDate } from './horoscope-day';

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The Monday of the week holding a date. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/** A week's start the horóscopo answers for: a real Monday from 1900 to 2100, else a Portuguese 422. */
export function checkWeekStart(start: string): void {
  checkHoroscopeDate(start);
  if (new Date(`${start}T00:00:00Z`).getUTCDay() !== 1) {
    throw new HttpError(422, `A semana começa na segunda-feira: ${start} não é uma segunda-feira.`, {
      field: 'start',
    });
  }
  if (addDays(start, 6).slice(0, 4) > String(MAX_HOROSCOPE_YEAR)) {
    throw new HttpError(422, `O horóscopo cobre os anos de ${MIN_HOROSCOPE_YEAR} a ${MAX_HOROSCOPE_YEAR}.`, {
      field: 'start',
    });
  }
}

/** A month the horóscopo answers for: YYYY-MM from 1900-01 to 2100-12, else a Portuguese 422. */
export function checkMonth(month: string): void {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) {
    throw new HttpError(422, `Mês inválido: ${month}; use AAAA-MM.`, { field: 'month' });
  }
  const year = Number(m[1]);
  if (year < MIN_HOROSCOPE_YEAR || year > MAX_HOROSCOPE_YEAR) {
    throw new HttpError(422, `O horóscopo cobre os anos de ${MIN_HOROSCOPE_YEAR} a ${MAX_HOROSCOPE_YEAR}.`, {
      field: 'month',
    });
  }
}

export const monthDays = (month: string) =>
  new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();

/** "Horóscopo da semana de Leão: 30 de novembro a 6 de dezembro de 2026". */
export const weekTitle = (sign: Sign, from: string, to: string) => weekTitleOf(SIGN_NAMES[sign], from, to);
/** "Horóscopo de dezembro de 2026 para Leão". */
export const monthTitle = (sign: Sign, month: string) => monthTitleOf(SIGN_NAMES[sign], month);

/** A wire item with its local date (for the week's days) and its instant (for the order). */
type Wired = { item: HoroscopeSkyItem; date: string; timeMs: number };

/** The period's events as one sign reads them on the wire, in time order. */
function itemsOf(sky: PeriodSky, sign: Sign, localDate: (ms: number) => string): Wired[] {
  const house = (s: Sign) => solarHouse(sign, s);
  const out: Wired[] = [];
  for (const { event: e, sign: s } of sky.events) {
    const h = house(s);
    const time = iso(e.timeMs);
    const date = localDate(e.timeMs);
    switch (e.type) {
      case 'phase':
        out.push({
          item: {
            type: 'phase',
            time,
            kind: e.kind,
            sign: s,
            house: h,
            title: phaseTitle(e.kind, SIGN_NAMES[s]),
          },
          date,
          timeMs: e.timeMs,
        });
        break;
      case 'ingress':
        out.push({
          item: {
            type: 'ingress',
            time,
            body: e.body,
            sign: s,
            retrograde: e.retrograde,
            house: h,
            title: ingressTitle(e.body, SIGN_NAMES[s], e.retrograde),
          },
          date,
          timeMs: e.timeMs,
        });
        break;
      case 'station':
        out.push({
          item: {
            type: 'station',
            time,
            body: e.body,
            kind: e.kind,
            sign: s,
            house: h,
            title: stationTitle(e.body, e.kind),
          },
          date,
          timeMs: e.timeMs,
        });
        break;
      case 'eclipse':
        out.push({
          item: {
            type: 'eclipse',
            time,
            body: e.body,
            kind: e.kind,
            sign: s,
            house: h,
            title: eclipseTitle(e.body, e.kind),
          },
          date,
          timeMs: e.timeMs,
        });
        break;
    }
  }
  for (const x of sky.aspects) {
    const h = house(x.signA);
    const hb = house(x.signB);
    out.push({
      item: {
        type: 'aspect',
        a: x.a,
        b: x.b,
        aspect: x.aspect,
        time: iso(x.timeMs),
        house: h,
        houseB: hb,
        title: `${BODY_NAMES[x.a]} em ${ASPECT_NAMES[x.aspect]} com ${BODY_NAMES[x.b]}`,
      },
      date: localDate(x.timeMs),
      timeMs: x.timeMs,
    });
  }
  return out.sort((a, b) => a.timeMs - b.timeMs);
}

/** The day's best-known event: an eclipse, a lunation, a station, an ingress, a quarter, an aspect. */
const EVENT_RANK: Record<HoroscopeSkyItem['type'], number> = {
  eclipse: 0,
  phase: 1,
  station: 2,
  ingress: 3,
  aspect: 5,
  'moon-ingress': 6,
  'void-of-course': 7,
};
function bestOf(items: readonly HoroscopeSkyItem[]): HoroscopeSkyItem | undefined {
  const rank = (i: HoroscopeSkyItem) =>
    i.type === 'phase' && (i.kind === 'first-quarter' || i.kind === 'last-quarter') ? 4 : EVENT_RANK[i.type];
  return [...items].sort((a, b) => rank(a) - rank(b))[0];
}

/** The twelve signs of one period, from its sky. */
function periodOf(sky: PeriodSky, kind: 'week' | 'month', title: (sign: Sign) => string): HoroscopePeriod[] {
  const localDate = (ms: number) => saoPauloDate(new Date(ms));
  return SIGNS.map((sign) => {
    const wired = itemsOf(sky, sign, localDate);
    const days = sky.days.map((d) => ({
      date: d.date,
      moonSign: d.moonSign,
      moonHouse: solarHouse(sign, d.moonSign),
    }));
    return {
      sign,
      signName: SIGN_NAMES[sign],
      period: { from: sky.from, to: sky.to },
      title: title(sign),
      sky: wired.map((w) => w.item),
      days:
        kind === 'week'
          ? days.map((d) => {
              const event = bestOf(wired.filter((w) => w.date === d.date).map((w) => w.item));
              return {
                date: d.date,
                moon: { sign: d.moonSign, house: d.moonHouse },
                ...(event ? { event } : {}),
              };
            })
          : [],
      paragraphs: composePeriodHoroscope(periodInputOf(sky, sign, kind, SAO_PAULO_ZONE)),
    };
  });
}

function skyOf(from: string, days: number, field: string): PeriodSky {
  const sky = periodSky(from, days, SAO_PAULO_ZONE);
  if (!sky.ok) throw new HttpError(422, `Período fora do alcance do horóscopo: ${from}.`, { field });
  return sky.value;
}

/** The twelve weeks starting on a Monday. */
export function horoscopeWeek(start: string): HoroscopePeriod[] {
  checkWeekStart(start);
  const sky = skyOf(start, 7, 'start');
  return periodOf(sky, 'week', (sign) => weekTitle(sign, sky.from, sky.to));
}

/** The twelve months of a YYYY-MM. */
export function horoscopeMonth(month: string): HoroscopePeriod[] {
  checkMonth(month);
  const sky = skyOf(`${month}-01`, monthDays(month), 'month');
  return periodOf(sky, 'month', (sign) => monthTitle(sign, month));
}
