// numerology.md §2: the three life cycles, four pinnacles (momentos decisivos) and the challenges, as
// spans of age. A period runs from `fromAge` up to, not including, `toAge`; the last has no end.
import type { CalendarDate } from './birth-date';
import { one, oneTrail, red, redSum, redTrail, termTrail } from './map-reduce';

export interface LifePeriod {
  number: number;
  fromAge: number;
  toAge: number | null;
  fromYear: number;
  toYear: number | null;
  arithmetic: string;
}

export interface Challenges {
  first: LifePeriod;
  second: LifePeriod;
  main: LifePeriod;
}

/** The first cycle and the first pinnacle end at 37 − destiny; a master destiny counts as it is (11 → 26). */
export const FIRST_PERIOD_BASE_AGE = 37;
export const SECOND_CYCLE_YEARS = 27;
export const MIDDLE_PINNACLE_YEARS = 9;

function period(
  birthYear: number,
  fromAge: number,
  toAge: number | null,
  value: { number: number; arithmetic: string },
): LifePeriod {
  return {
    number: value.number,
    fromAge,
    toAge,
    fromYear: birthYear + fromAge,
    toYear: toAge === null ? null : birthYear + toAge,
    arithmetic: value.arithmetic,
  };
}

const redOf = (n: number) => ({ number: red(n), arithmetic: redTrail(n) });

/** red(M), red(D), red(Y): birth to 37 − destiny, 27 years more, then the rest of life. */
export function lifeCycles(date: CalendarDate, destiny: number): LifePeriod[] {
  const firstEnd = FIRST_PERIOD_BASE_AGE - destiny;
  const secondEnd = firstEnd + SECOND_CYCLE_YEARS;
  return [
    period(date.year, 0, firstEnd, redOf(date.month)),
    period(date.year, firstEnd, secondEnd, redOf(date.day)),
    period(date.year, secondEnd, null, redOf(date.year)),
  ];
}

/** red(red(D)+red(M)), red(red(D)+red(Y)), red(first+second), red(red(M)+red(Y)); 9 years each in the middle. */
export function pinnacles(date: CalendarDate, destiny: number): LifePeriod[] {
  const [d, m, y] = [red(date.day), red(date.month), red(date.year)];
  const [dt, mt, yt] = [date.day, date.month, date.year].map((n) => termTrail(n, redTrail)) as [
    string,
    string,
    string,
  ];
  const first = redSum([d, m], [dt, mt]);
  const second = redSum([d, y], [dt, yt]);
  const third = redSum([first.number, second.number]);
  const fourth = redSum([m, y], [mt, yt]);
  const firstEnd = FIRST_PERIOD_BASE_AGE - destiny;
  const secondEnd = firstEnd + MIDDLE_PINNACLE_YEARS;
  const thirdEnd = secondEnd + MIDDLE_PINNACLE_YEARS;
  return [
    period(date.year, 0, firstEnd, first),
    period(date.year, firstEnd, secondEnd, second),
    period(date.year, secondEnd, thirdEnd, third),
    period(date.year, thirdEnd, null, fourth),
  ];
}

/** |M − D| over the first cycle, |Y − D| over the second, the difference of the two for the whole life. */
export function challenges(date: CalendarDate, cycles: readonly LifePeriod[]): Challenges {
  const [d, m, y] = [one(date.day), one(date.month), one(date.year)];
  const [dt, mt, yt] = [date.day, date.month, date.year].map((n) => termTrail(n, oneTrail)) as [
    string,
    string,
    string,
  ];
  const firstValue = Math.abs(m - d);
  const secondValue = Math.abs(y - d);
  const mainValue = Math.abs(firstValue - secondValue);
  const [c1, c2] = cycles as [LifePeriod, LifePeriod];
  return {
    first: period(date.year, c1.fromAge, c1.toAge, {
      number: firstValue,
      arithmetic: `|${mt} − ${dt}| = ${firstValue}`,
    }),
    second: period(date.year, c2.fromAge, c2.toAge, {
      number: secondValue,
      arithmetic: `|${yt} − ${dt}| = ${secondValue}`,
    }),
    main: period(date.year, 0, null, {
      number: mainValue,
      arithmetic: `|${firstValue} − ${secondValue}| = ${mainValue}`,
    }),
  };
}

/** Whether an age falls in a period. */
export const holds = (p: LifePeriod, age: number): boolean =>
  age >= p.fromAge && (p.toAge === null || age < p.toAge);
