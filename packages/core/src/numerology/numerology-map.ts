// numerology.md: the mapa numerológico of the Brazilian cabalistic school, every number with its sum.
import type { Result } from '../result';
import { err, ok } from '../result';
import { parseCalendarDate } from './birth-date';
import type { CalendarDate } from './birth-date';
import { HARMONIC_NUMBERS, LOVE_HARMONY } from './harmony-tables';
import type { LoveHarmony } from './harmony-tables';
import { hiddenTendencies, karmicDebts, karmicLessons, letterDigits } from './karmic';
import type { KarmicDebt } from './karmic';
import { challenges, holds, lifeCycles, pinnacles } from './life-periods';
import type { Challenges, LifePeriod } from './life-periods';
import { cabalisticValue } from './letter-tables';
import { isVowel, numerologyNameLetters } from './name-letters';
import type { NumerologyNameError } from './name-letters';
import { one, oneSum, redSum, redTrail, red } from './map-reduce';
import type { TracedValue } from './map-reduce';

export interface MapLetter {
  glyph: string;
  vowel: boolean;
  /** Cabalistic value, accents included. */
  value: number;
  /** The value brought to 1–9, for the lessons and tendencies. */
  digit: number;
}

/** A number of the map: its value, the unreduced sum when there is one, and the arithmetic. */
export interface MapNumber extends TracedValue {
  total?: number;
}

/** The name's own numbers: all the spelling explorer compares. */
export interface NameNumbers {
  letters: MapLetter[];
  motivation: MapNumber;
  impression: MapNumber;
  expression: MapNumber;
  karmicLessons: number[];
  hiddenTendencies: number[];
}

export type ChallengeKey = keyof Challenges;

export interface MapPosition {
  age: number;
  /** 1–3 */
  cycle: number;
  /** 1–4 */
  pinnacle: number;
  /** The challenge that holds: the first in the first cycle, the second in the second, then the main. */
  challenge: ChallengeKey;
}

export interface NumerologyMap extends NameNumbers {
  destiny: MapNumber;
  mission: MapNumber;
  psychic: MapNumber;
  subconsciousResponse: MapNumber;
  karmicDebts: KarmicDebt[];
  lifeCycles: LifePeriod[];
  pinnacles: LifePeriod[];
  challenges: Challenges;
  personalYear: MapNumber;
  personalMonth: MapNumber;
  personalDay: MapNumber;
  /** `key` is one(D), the row of the table. */
  harmonicNumbers: { key: number; numbers: readonly number[] };
  /** `key` is one(mission), the row of the table. */
  loveHarmony: LoveHarmony & { key: number };
  current: MapPosition;
}

export interface NumerologyMapInput {
  name: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** YYYY-MM-DD: the day the personal year, month and day and the age are read for. */
  date: string;
}

export type NumerologyMapError =
  | NumerologyNameError
  | { code: 'invalid-birth-date' }
  | { code: 'invalid-date' }
  | { code: 'date-before-birth' };

const digitsOf = (n: number, width: number): number[] => [...String(n).padStart(width, '0')].map(Number);

/** A sum of letters: "M(4) + A(1) + … = 79 → 7+9 = 16 → 1+6 = 7". */
function letterSum(letters: readonly MapLetter[]): MapNumber {
  const total = letters.reduce((sum, l) => sum + l.value, 0);
  const shown = letters.map((l) => `${l.glyph}(${l.value})`).join(' + ');
  return { number: red(total), total, arithmetic: `${shown} = ${redTrail(total)}` };
}

/** Motivation, impression, expression, lessons and tendencies of a name, or why it has none. */
export function nameNumbers(name: string): Result<NameNumbers, NumerologyNameError> {
  const parsed = numerologyNameLetters(name);
  if (!parsed.ok) return parsed;
  const letters: MapLetter[] = parsed.value.map((letter) => {
    const value = cabalisticValue(letter);
    return { glyph: letter.glyph, vowel: isVowel(letter), value, digit: one(value) };
  });
  const digits = letterDigits(letters.map((l) => l.value));
  return ok({
    letters,
    motivation: letterSum(letters.filter((l) => l.vowel)),
    impression: letterSum(letters.filter((l) => !l.vowel)),
    expression: letterSum(letters),
    karmicLessons: karmicLessons(digits),
    hiddenTendencies: hiddenTendencies(digits),
  });
}

/** red(sum of the 8 digits of DDMMYYYY). */
export function destinyOf(birth: CalendarDate): MapNumber {
  const digits = [...digitsOf(birth.day, 2), ...digitsOf(birth.month, 2), ...digitsOf(birth.year, 4)];
  const total = digits.reduce((s, d) => s + d, 0);
  return { number: red(total), total, arithmetic: `${digits.join('+')} = ${redTrail(total)}` };
}

/** red(expression + destiny). */
export const missionOf = (expression: number, destiny: number): MapNumber => {
  const traced = redSum([expression, destiny]);
  return { ...traced, total: expression + destiny };
};

/** one(digits of D + digits of M + digits of the year): domain.md's annual number. */
export function personalYearOf(birth: CalendarDate, year: number): MapNumber {
  const digits = [...digitsOf(birth.day, 2), ...digitsOf(birth.month, 2), ...digitsOf(year, 4)];
  const traced = oneSum(digits, digits.map(String), '+');
  return { ...traced, total: digits.reduce((s, d) => s + d, 0) };
}

/** one(personal year + month). */
export const personalMonthOf = (personalYear: number, month: number): MapNumber =>
  oneSum([personalYear, month]);

/** The personal year of a calendar year and its twelve months, for a birth date. */
export function personalYearMonths(
  birth: CalendarDate,
  year: number,
): { personalYear: MapNumber; months: { month: number; personalMonth: MapNumber }[] } {
  const personalYear = personalYearOf(birth, year);
  const months = Array.from({ length: 12 }, (_, i) => ({
    month: i + 1,
    personalMonth: personalMonthOf(personalYear.number, i + 1),
  }));
  return { personalYear, months };
}

/** Whole years from birth to the date (a 29/02 birthday comes on 01/03 in common years). */
export function ageOn(birth: CalendarDate, date: CalendarDate): number {
  const beforeBirthday = date.month < birth.month || (date.month === birth.month && date.day < birth.day);
  return date.year - birth.year - (beforeBirthday ? 1 : 0);
}

const compareDates = (a: CalendarDate, b: CalendarDate): number =>
  a.year - b.year || a.month - b.month || a.day - b.day;

export function calculateNumerologyMap(input: NumerologyMapInput): Result<NumerologyMap, NumerologyMapError> {
  const birth = parseCalendarDate(input.birthDate);
  if (!birth) return err({ code: 'invalid-birth-date' });
  const date = parseCalendarDate(input.date);
  if (!date) return err({ code: 'invalid-date' });
  if (compareDates(date, birth) < 0) return err({ code: 'date-before-birth' });
  const named = nameNumbers(input.name);
  if (!named.ok) return named;
  const name = named.value;

  const destiny = destinyOf(birth);
  const mission = missionOf(name.expression.number, destiny.number);
  const lessonCount = name.karmicLessons.length;
  const cycles = lifeCycles(birth, destiny.number);
  const peaks = pinnacles(birth, destiny.number);
  const personalYear = personalYearOf(birth, date.year);
  const personalMonth = personalMonthOf(personalYear.number, date.month);
  const personalDay = oneSum([personalMonth.number, date.day]);
  const age = ageOn(birth, date);
  const cycleIndex = cycles.findIndex((p) => holds(p, age));
  const harmonicKey = one(birth.day);
  const loveKey = one(mission.number);

  return ok({
    ...name,
    destiny,
    mission,
    psychic: { number: red(birth.day), arithmetic: redTrail(birth.day) },
    subconsciousResponse: { number: 9 - lessonCount, arithmetic: `9 − ${lessonCount} = ${9 - lessonCount}` },
    karmicDebts: karmicDebts(birth.day, {
      motivation: name.motivation.total ?? 0,
      expression: name.expression.total ?? 0,
      destiny: destiny.total ?? 0,
    }),
    lifeCycles: cycles,
    pinnacles: peaks,
    challenges: challenges(birth, cycles),
    personalYear,
    personalMonth,
    personalDay,
    harmonicNumbers: { key: harmonicKey, numbers: HARMONIC_NUMBERS[harmonicKey] ?? [] },
    loveHarmony: { key: loveKey, ...(LOVE_HARMONY[loveKey] as LoveHarmony) },
    current: {
      age,
      cycle: cycleIndex + 1,
      pinnacle: peaks.findIndex((p) => holds(p, age)) + 1,
      challenge: (['first', 'second', 'main'] as const)[cycleIndex] ?? 'main',
    },
  });
}
