// Weeks and months composed as the server composes them, for the tests and the snapshot that read them.
import { periodSky } from '@constelar/core';
import { SIGNS, type Sign } from '@constelar/core/codes';
import { composePeriodHoroscope } from '../period-horoscope';
import { periodInputOf } from '../period-input';

const ZONE = 'America/Sao_Paulo';

export interface ComposedPeriod {
  from: string;
  signs: { sign: Sign; paragraphs: string[] }[];
}

function composed(from: string, days: number, period: 'week' | 'month'): ComposedPeriod {
  const sky = periodSky(from, days, ZONE);
  if (!sky.ok) throw new Error(`no sky for ${from}`);
  return {
    from,
    signs: SIGNS.map((sign) => ({
      sign,
      paragraphs: composePeriodHoroscope(periodInputOf(sky.value, sign, period, ZONE)),
    })),
  };
}

/** The week from a Monday. */
export const composedWeek = (monday: string) => composed(monday, 7, 'week');
/** The month of a YYYY-MM. */
export const composedMonth = (month: string) =>
  composed(
    `${month}-01`,
    new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate(),
    'month',
  );
