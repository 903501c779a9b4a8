import { SAO_PAULO_ZONE } from '@constelar/contract/constants';
import type { Horoscope, HoroscopeDay, HoroscopeSkyItem } from '@constelar/contract';
import { daySky, SIGNS, solarHouse, type DaySky, type Sign } from '@constelar/core';
import {
  ASPECT_NAMES,
  BODY_NAMES,
  SIGN_NAMES,
  composeHoroscope,
  eclipseTitle,
  horoscopeInputOf,
  ingressTitle,
  phaseTitle,
  stationTitle,
  voidTitle,
} from '@constelar/content';
import { longDate } from '@constelar/content/horoscope-words';
import { HttpError } from '../../lib/http-error';

export const MIN_HOROSCOPE_YEAR = 1900;
export const MAX_HOROSCOPE_YEAR = 2100;

export const horoscopeTitle = (sign: Sign, date: string) =>
  `Horóscopo do dia de ${SIGN_NAMES[sign]}: ${longDate(date)}`;

const iso = (ms: number) => new Date(Math.round(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

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

/** The day's sky as one sign reads it on the wire: every item with its house, a title and its time. */
function itemsOf(sky: DaySky, sign: Sign): HoroscopeSkyItem[] {
  const wire: HoroscopeSkyItem[] = [];
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
        break;
    }
  }
  const at = (item: HoroscopeSkyItem) => ('time' in item ? item.time : item.start);
  wire.sort((x, y) => (at(x) < at(y) ? -1 : at(x) > at(y) ? 1 : 0));
  return wire;
}

/** The horóscopo of one sign on a day whose sky is known. */
export function horoscopeOf(sky: DaySky, sign: Sign): Horoscope {
  const moon = { sign: sky.moon.sign, house: solarHouse(sign, sky.moon.sign), phase: sky.moon.phase };
  return {
    sign,
    signName: SIGN_NAMES[sign],
    date: sky.date,
    title: horoscopeTitle(sign, sky.date),
    moon,
    sky: itemsOf(sky, sign),
    paragraphs: composeHoroscope(horoscopeInputOf(sky, sign, SAO_PAULO_ZONE)),
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
