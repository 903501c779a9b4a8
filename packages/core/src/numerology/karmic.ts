// numerology.md §2: karmic lessons, hidden tendencies and karmic debts.
import { one, reductionChain } from './map-reduce';

export const KARMIC_DEBTS = [13, 14, 16, 19] as const;
export type KarmicDebtNumber = (typeof KARMIC_DEBTS)[number];
/** Where a debt shows: the day of birth itself, or the reduction of one of three numbers. */
export type KarmicDebtSource = 'day' | 'motivation' | 'expression' | 'destiny';
export const KARMIC_DEBT_SOURCES: readonly KarmicDebtSource[] = [
  'day',
  'motivation',
  'expression',
  'destiny',
];

export interface KarmicDebt {
  number: KarmicDebtNumber;
  source: KarmicDebtSource;
}

const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** Four letters on one digit make it a hidden tendency. */
export const HIDDEN_TENDENCY_MIN_LETTERS = 4;

/** Each letter's value brought to 1–9 (Ê 12 → 3): used only to count digits. */
export const letterDigits = (values: readonly number[]): number[] => values.map(one);

/** The digits 1–9 no letter takes, ascending. */
export const karmicLessons = (digits: readonly number[]): number[] =>
  DIGITS.filter((d) => !digits.includes(d));

/** The digits four or more letters take, ascending. */
export const hiddenTendencies = (digits: readonly number[]): number[] =>
  DIGITS.filter((d) => digits.filter((x) => x === d).length >= HIDDEN_TENDENCY_MIN_LETTERS);

const isDebt = (n: number): n is KarmicDebtNumber => (KARMIC_DEBTS as readonly number[]).includes(n);

/**
 * A debt when the day of birth is 13, 14, 16 or 19, or when the reduction of motivation, expression or
 * destiny passes through one (79 → 16 → 7 carries 16). One entry per debt and source, by number.
 */
export function karmicDebts(
  day: number,
  totals: Record<Exclude<KarmicDebtSource, 'day'>, number>,
): KarmicDebt[] {
  const found: KarmicDebt[] = [];
  if (isDebt(day)) found.push({ number: day, source: 'day' });
  for (const source of ['motivation', 'expression', 'destiny'] as const) {
    for (const n of reductionChain(totals[source])) if (isDebt(n)) found.push({ number: n, source });
  }
  return found.sort((a, b) => a.number - b.number);
}
