// numerology.md §1: the map's two reductions and the way its arithmetic is written.
import { formatSteps, MASTERS_CABALISTIC, MASTERS_NONE, reduce } from './reduce';

/** A number of the map with the sum it came from, written out. */
export interface TracedValue {
  number: number;
  arithmetic: string;
}

/** `red(x)`: reduced to 1–9, keeping 11 and 22 (never 33 or 44 in this school). */
export const red = (n: number): number => reduce(n, MASTERS_CABALISTIC).value;

/** `one(x)`: reduced to 1–9, no masters. */
export const one = (n: number): number => reduce(n, MASTERS_NONE).value;

/** "79 → 7+9 = 16 → 1+6 = 7", or "7" when there is nothing to reduce. */
export const redTrail = (n: number): string => `${n}${formatSteps(reduce(n, MASTERS_CABALISTIC).steps)}`;
export const oneTrail = (n: number): string => `${n}${formatSteps(reduce(n, MASTERS_NONE).steps)}`;

/** A term inside a longer sum: bare when already reduced, in brackets when it had to be ("(15 → 1+5 = 6)"). */
export const termTrail = (n: number, trail: (n: number) => string): string =>
  trail(n) === String(n) ? String(n) : `(${trail(n)})`;

/** Every value the reduction passes through, the total first: 79 → [79, 16, 7]. */
export function reductionChain(n: number, masters = MASTERS_CABALISTIC): number[] {
  return [n, ...reduce(n, masters).steps.map((step) => step.to)];
}

/** A sum of terms, then `red`: "7 + 5 = 12 → 1+2 = 3". */
export function redSum(terms: readonly number[], shown: readonly string[] = terms.map(String)): TracedValue {
  const total = terms.reduce((sum, t) => sum + t, 0);
  const head = terms.length > 1 ? `${shown.join(' + ')} = ` : '';
  return { number: red(total), arithmetic: `${head}${redTrail(total)}` };
}

/** A sum of terms, then `one`: "5 + 11 = 16 → 1+6 = 7". */
export function oneSum(
  terms: readonly number[],
  shown: readonly string[] = terms.map(String),
  joiner = ' + ',
): TracedValue {
  const total = terms.reduce((sum, t) => sum + t, 0);
  const head = terms.length > 1 ? `${shown.join(joiner)} = ` : '';
  return { number: one(total), arithmetic: `${head}${oneTrail(total)}` };
}
