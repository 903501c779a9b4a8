import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import type { Horoscope, HoroscopeDay, HoroscopeSkyItem } from '@constelar/contract';
import { daySky, localMinutes, SIGNS, solarHouse, type DaySky, type Sign } from '@constelar/core';
import {
  ASPECT_NAMES,
  BODY_NAMES,
  SIGN_NAMES,
  composeHoroscope,
  eclipseTitle,
  ingressTitle,
  phaseTitle,
  stationTitle,
  voidTitle,
  type HoroscopeItem,
} from '@constelar/content';
import { longDate } from '@constelar/content/horoscope-words';
import { HttpError } from '../../lib/http-error';

export const MIN_HOROSCOPE_YEAR = 1900;
export const MAX_HOROSCOPE_YEAR = 2100;
const DAY_MS = 86_400_000;

export const horoscopeTitle = (sign: Sign, date: string) =>
  `Horóscopo do dia de ${SIGN_NAMES[sign]}: ${longDate(date)}`;

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
// From the instant as the wire gives it (to the second), so the text's minute is the wire's.
const clock = (ms: number) => localMinutes(Math.round(ms / 1000) * 1000, SAO_PAULO_ZONE);

/** A date the horóscopo answers for: a real YYYY-MM-DD from 1900 to 2100, else a Portuguese 422. */
export function checkHoroscopeDate(date: string): void {
  const ms = Date.parse(`${date}T00:00:00Z`);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
    Number.isNaN(ms) ||
    new Date(ms).toISOString().slice(0, 10) !== date
  ) {
    throw new HttpError(422, `Data inválida: ${date} não existe.`, { field: 'date' });
  }
  const year = Number(date.slice(0, 4));
  if (year < MIN_HOROSCOPE_YEAR || year > MAX_HOROSCOPE_YEAR) {
    throw new HttpError(422, `O horóscopo cobre os anos de ${MIN_HOROSCOPE_YEAR} a ${MAX_HOROSCOPE_YEAR}.`, {
      field: 'date',
    });
  }
}

/** The day's sky as one sign reads it: every item with its house, a title, and its Brasília time. */
function itemsOf(sky: DaySky, sign: Sign): { wire: HoroscopeSkyItem[]; text: HoroscopeItem[] } {
  const wire: HoroscopeSkyItem[] = [];
  const text: HoroscopeItem[] = [];
  const house = (s: Sign) => solarHouse(sign, s);
  for (const m of sky.moonIngresses) {
    const h = house(m.sign);
    wire.push({
      type: 'moon-ingress',
      sign: m.sign,
      time: iso(m.timeMs),
      house: h,
      title: `A Lua entra em ${SIGN_NAMES[m.sign]}`,
    });
    text.push({ type: 'moon-ingress', sign: m.sign, house: h, clock: clock(m.timeMs) });
  }
  for (const x of sky.aspects) {
    const h = house(x.signA);
    const hb = house(x.signB);
    wire.push({
      type: 'aspect',
      a: x.a,
      b: x.b,
      aspect: x.aspect,
      time: iso(x.timeMs),
      house: h,
      houseB: hb,
      title: `${BODY_NAMES[x.a]} em ${ASPECT_NAMES[x.aspect]} com ${BODY_NAMES[x.b]}`,
    });
    text.push({
      type: 'aspect',
      a: x.a,
      b: x.b,
      aspect: x.aspect,
      clock: clock(x.timeMs),
      house: h,
      otherHouse: hb,
    });
  }
  for (const { event: e, sign: s } of sky.events) {
    const h = house(s);
    switch (e.type) {
      case 'phase':
        wire.push({
          type: 'phase',
          time: iso(e.timeMs),
          kind: e.kind,
          sign: s,
          house: h,
          title: phaseTitle(e.kind, SIGN_NAMES[s]),
        });
        text.push({ type: 'phase', kind: e.kind, sign: s, house: h, clock: clock(e.timeMs) });
        break;
      case 'ingress':
        wire.push({
          type: 'ingress',
          time: iso(e.timeMs),
          body: e.body,
          sign: s,
          retrograde: e.retrograde,
          house: h,
          title: ingressTitle(e.body, SIGN_NAMES[s], e.retrograde),
        });
        text.push({
          type: 'ingress',
          body: e.body,
          sign: s,
          house: h,
          retrograde: e.retrograde,
          clock: clock(e.timeMs),
        });
        break;
      case 'station':
        wire.push({
          type: 'station',
          time: iso(e.timeMs),
          body: e.body,
          kind: e.kind,
          sign: s,
          house: h,
          title: stationTitle(e.body, e.kind),
        });
        text.push({ type: 'station', body: e.body, kind: e.kind, sign: s, house: h, clock: clock(e.timeMs) });
        break;
      case 'eclipse':
        wire.push({
          type: 'eclipse',
          time: iso(e.timeMs),
          body: e.body,
          kind: e.kind,
          sign: s,
          house: h,
          title: eclipseTitle(e.body, e.kind),
        });
        text.push({ type: 'eclipse', body: e.body, kind: e.kind, sign: s, house: h, clock: clock(e.timeMs) });
        break;
      case 'void-of-course':
        wire.push({
          type: 'void-of-course',
          start: iso(e.startMs),
          end: iso(e.endMs),
          sign: s,
          house: h,
          title: voidTitle(SIGN_NAMES[s]),
        });
        text.push({
          type: 'void-of-course',
          sign: s,
          house: h,
          startClock: e.startMs >= sky.startMs ? clock(e.startMs) : null,
          endClock: e.endMs < sky.endMs ? clock(e.endMs) : null,
        });
        break;
    }
  }
  const at = (item: HoroscopeSkyItem) => ('time' in item ? item.time : item.start);
  wire.sort((x, y) => (at(x) < at(y) ? -1 : at(x) > at(y) ? 1 : 0));
  return { wire, text };
}

/** The horóscopo of one sign on a day whose sky is known. */
export function horoscopeOf(sky: DaySky, sign: Sign): Horoscope {
  const dayNumber = Math.round(Date.parse(`${sky.date}T00:00:00Z`) / DAY_MS);
  const moon = { sign: sky.moon.sign, house: solarHouse(sign, sky.moon.sign), phase: sky.moon.phase };
  const { wire, text } = itemsOf(sky, sign);
  return {
    sign,
    signName: SIGN_NAMES[sign],
    date: sky.date,
    title: horoscopeTitle(sign, sky.date),
    moon,
    sky: wire,
    paragraphs: composeHoroscope({ sign, dayNumber, moon, items: text }),
  };
}

/** daily.md §1: the twelve horóscopos of a date (São Paulo's day), computed together from one sky. */
export function horoscopeDay(date: string): HoroscopeDay {
  checkHoroscopeDate(date);
  const sky = daySky(date, SAO_PAULO_ZONE);
  if (!sky.ok) throw new HttpError(422, `Data inválida: ${date} não existe.`, { field: 'date' });
  return {
    date,
    moon: { sign: sky.value.moon.sign, phase: sky.value.moon.phase },
    signs: SIGNS.map((sign) => horoscopeOf(sky.value, sign)),
  };
}
