import type { ArcanumId, NumberKind, NumberValue } from '../codes';
import type { Result } from '../result';
import { err, ok } from '../result';
import { tracedArcanum } from './arcanum';
import type { TracedArcanum } from './arcanum';
import { parseCalendarDate } from './birth-date';
import { cabalisticValue, gematriaValue, pythagoreanValue } from './letter-tables';
import { isVowel, numerologyNameLetters } from './name-letters';
import type { NumerologyNameError } from './name-letters';
import { formatSteps, MASTERS_ALL, MASTERS_CABALISTIC, MASTERS_NONE, reduce, toNumberValue } from './reduce';

export interface NumerologyInput {
  /** Full name as typed. */
  name: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** Year of the annual number; the caller supplies it (core reads no clock). */
  targetYear: number;
}

export interface NumerologyNumber {
  value: NumberValue;
  /** The unreduced sum the value came from. */
  total: number;
  /** "1+5+0+7+1+9+9+0 = 32 → 3+2 = 5" */
  trail: string;
}

export interface NumerologyArcanum {
  id: ArcanumId;
  /** "15 + 7 + 1990 = 2012 → 2+0+1+2 = 5" */
  trail: string;
}

/** Each kept letter with its value in every table, so a report can show the sums letter by letter. */
export interface NumerologyLetter {
  glyph: string;
  vowel: boolean;
  pythagorean: number;
  cabalistic: number;
  gematria: number;
}

export interface Numerology {
  letters: readonly NumerologyLetter[];
  numbers: Record<NumberKind, NumerologyNumber>;
  arcana: Record<NumberKind, NumerologyArcanum>;
}

export type NumerologyError =
  | NumerologyNameError
  | { code: 'invalid-birth-date'; birthDate: string }
  | { code: 'invalid-target-year'; targetYear: number };

const MAX_YEAR = 9999;

/** Sum of terms, then reduced: "4 + 1 + 9 = 14 → 1+4 = 5". Digits of a date read "1+5+0+7". */
function tracedNumber(
  terms: readonly number[],
  separator: string,
  masters: ReadonlySet<number>,
): NumerologyNumber {
  const total = terms.reduce((sum, t) => sum + t, 0);
  const { value, steps } = reduce(total, masters);
  const head = terms.length > 1 ? `${terms.join(separator)} = ` : '';
  return { value: toNumberValue(value), total, trail: `${head}${total}${formatSteps(steps)}` };
}

const nameTerms = (letters: readonly NumerologyLetter[], table: 'pythagorean' | 'cabalistic' | 'gematria') =>
  letters.map((letter) => letter[table]);

export function calculateNumerology(input: NumerologyInput): Result<Numerology, NumerologyError> {
  const date = parseCalendarDate(input.birthDate);
  if (!date) return err({ code: 'invalid-birth-date', birthDate: input.birthDate });
  const { targetYear } = input;
  if (!Number.isInteger(targetYear) || targetYear < 1 || targetYear > MAX_YEAR) {
    return err({ code: 'invalid-target-year', targetYear });
  }
  const parsed = numerologyNameLetters(input.name);
  if (!parsed.ok) return parsed;
  const letters: NumerologyLetter[] = parsed.value.map((letter) => ({
    glyph: letter.glyph,
    vowel: isVowel(letter),
    pythagorean: pythagoreanValue(letter),
    cabalistic: cabalisticValue(letter),
    gematria: gematriaValue(letter),
  }));
  const vowels = letters.filter((l) => l.vowel);
  const consonants = letters.filter((l) => !l.vowel);

  // Zero-padded like DDMMYYYY, so 05/07 contributes 0+5+0+7.
  const digitsPadded = (n: number, width: number) => [...String(n).padStart(width, '0')].map(Number);
  const dayMonthDigits = [...digitsPadded(date.day, 2), ...digitsPadded(date.month, 2)];
  const birthDigits = [...dayMonthDigits, ...digitsPadded(date.year, 4)];
  const annualDigits = [...dayMonthDigits, ...digitsPadded(targetYear, 4)];

  const numbers: Record<NumberKind, NumerologyNumber> = {
    personal: tracedNumber(birthDigits, '+', MASTERS_ALL),
    soul: tracedNumber(nameTerms(vowels, 'pythagorean'), ' + ', MASTERS_ALL),
    personality: tracedNumber(nameTerms(consonants, 'pythagorean'), ' + ', MASTERS_ALL),
    destiny: tracedNumber(nameTerms(letters, 'pythagorean'), ' + ', MASTERS_ALL),
    annual: tracedNumber(annualDigits, '+', MASTERS_NONE),
    cabalisticName: tracedNumber(nameTerms(letters, 'cabalistic'), ' + ', MASTERS_CABALISTIC),
    gematriaName: tracedNumber(nameTerms(letters, 'gematria'), ' + ', MASTERS_NONE),
  };
  const fromTotal = (kind: NumberKind): TracedArcanum => tracedArcanum([numbers[kind].total]);
  const arcana: Record<NumberKind, NumerologyArcanum> = {
    personal: tracedArcanum([date.day, date.month, date.year]),
    soul: fromTotal('soul'),
    personality: fromTotal('personality'),
    destiny: fromTotal('destiny'),
    annual: tracedArcanum([date.day, date.month, targetYear]),
    cabalisticName: fromTotal('cabalisticName'),
    gematriaName: fromTotal('gematriaName'),
  };
  return ok({ letters, numbers, arcana });
}
