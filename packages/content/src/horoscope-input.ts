// One sign's reading of a day's sky, as the horóscopo's composition takes it: every item with its house
// counted from the sign (whole signs from the Sun) and its local clock. Shared by the server and the
// tests that read the texts over many dates.
import { localMinutes, solarHouse, type DaySky } from '@constelar/core';
import type { Sign } from '@constelar/core/codes';
import type { HoroscopeInput, HoroscopeItem } from './horoscope';

const DAY_MS = 86_400_000;

export function horoscopeInputOf(sky: DaySky, sign: Sign, zone: string): HoroscopeInput {
  // From the instant as the wire gives it (to the second), so the text's minute is the wire's.
  const clock = (ms: number) => localMinutes(Math.round(ms / 1000) * 1000, zone);
  const house = (s: Sign) => solarHouse(sign, s);
  const items: HoroscopeItem[] = [];
  for (const m of sky.moonIngresses)
    items.push({ type: 'moon-ingress', sign: m.sign, house: house(m.sign), clock: clock(m.timeMs) });
  for (const x of sky.aspects) {
    items.push({
      type: 'aspect',
      a: x.a,
      b: x.b,
      aspect: x.aspect,
      clock: clock(x.timeMs),
      house: house(x.signA),
      otherHouse: house(x.signB),
      signA: x.signA,
    });
  }
  for (const { event: e, sign: s } of sky.events) {
    const h = house(s);
    switch (e.type) {
      case 'phase':
        items.push({ type: 'phase', kind: e.kind, sign: s, house: h, clock: clock(e.timeMs) });
        break;
      case 'ingress':
        items.push({
          type: 'ingress',
          body: e.body,
          sign: s,
          house: h,
          retrograde: e.retrograde,
          clock: clock(e.timeMs),
        });
        break;
      case 'station':
        items.push({
          type: 'station',
          body: e.body,
          kind: e.kind,
          sign: s,
          house: h,
          clock: clock(e.timeMs),
        });
        break;
      case 'eclipse':
        items.push({
          type: 'eclipse',
          body: e.body,
          kind: e.kind,
          sign: s,
          house: h,
          clock: clock(e.timeMs),
        });
        break;
      case 'void-of-course':
        items.push({
          type: 'void-of-course',
          sign: s,
          house: h,
          startClock: e.startMs >= sky.startMs ? clock(e.startMs) : null,
          endClock: e.endMs < sky.endMs ? clock(e.endMs) : null,
        });
        break;
    }
  }
  return {
    sign,
    dayNumber: Math.round(Date.parse(`${sky.date}T00:00:00Z`) / DAY_MS),
    moon: {
      sign: sky.moon.sign,
      house: house(sky.moon.sign),
      phase: sky.moon.phase,
      longitude: sky.moon.longitude,
    },
    items,
  };
}
