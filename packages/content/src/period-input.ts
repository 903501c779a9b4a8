// One sign's reading of a week's or a month's sky, as the composition takes it: every event with its
// house counted from the sign (whole signs from the Sun) and its local date, and each day's Moon and Sun
// houses. Shared by the server and the tests that read the texts over many periods.
import { solarHouse, type PeriodSky } from '@constelar/core';
import type { Sign } from '@constelar/core/codes';
import type { PeriodInput, PeriodItem } from './period-horoscope';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** YYYY-MM-DD of an instant in a zone (one formatter per zone: building one costs more than a chart). */
function localDateOf(ms: number, zone: string): string {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f.format(new Date(Math.round(ms / 1000) * 1000));
}

export function periodInputOf(
  sky: PeriodSky,
  sign: Sign,
  period: 'week' | 'month',
  zone: string,
): PeriodInput {
  const house = (s: Sign) => solarHouse(sign, s);
  const timed: { item: PeriodItem; timeMs: number }[] = [];
  for (const { event: e, sign: s } of sky.events) {
    const date = localDateOf(e.timeMs, zone);
    const h = house(s);
    switch (e.type) {
      case 'phase':
        timed.push({ item: { type: 'phase', kind: e.kind, sign: s, house: h, date }, timeMs: e.timeMs });
        break;
      case 'eclipse':
        timed.push({
          item: { type: 'eclipse', body: e.body, kind: e.kind, sign: s, house: h, date },
          timeMs: e.timeMs,
        });
        break;
      case 'ingress':
        timed.push({
          item: { type: 'ingress', body: e.body, sign: s, house: h, retrograde: e.retrograde, date },
          timeMs: e.timeMs,
        });
        break;
      case 'station':
        timed.push({
          item: { type: 'station', body: e.body, kind: e.kind, sign: s, house: h, date },
          timeMs: e.timeMs,
        });
        break;
    }
  }
  for (const x of sky.aspects) {
    timed.push({
      item: {
        type: 'aspect',
        a: x.a,
        b: x.b,
        aspect: x.aspect,
        house: house(x.signA),
        houseB: house(x.signB),
        date: localDateOf(x.timeMs, zone),
      },
      timeMs: x.timeMs,
    });
  }
  return {
    sign,
    period,
    from: sky.from,
    to: sky.to,
    items: timed.sort((a, b) => a.timeMs - b.timeMs).map((t) => t.item),
    days: sky.days.map((d) => ({
      date: d.date,
      moonSign: d.moonSign,
      moonHouse: house(d.moonSign),
      sunHouse: house(d.sunSign),
    })),
  };
}
