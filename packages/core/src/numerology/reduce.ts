import type { NumberValue } from '../codes';

/** One digit-sum step of a reduction, kept so reports can show the arithmetic. */
export interface ReductionStep {
  from: number;
  digits: readonly number[];
  to: number;
}

export interface Reduction {
  value: number;
  steps: readonly ReductionStep[];
}

export const MASTERS_ALL: ReadonlySet<number> = new Set([11, 22, 33]);
export const MASTERS_CABALISTIC: ReadonlySet<number> = new Set([11, 22]);
export const MASTERS_NONE: ReadonlySet<number> = new Set();

export const digitsOf = (n: number): number[] => String(n).split('').map(Number);

export const digitSum = (n: number): number => digitsOf(n).reduce((sum, d) => sum + d, 0);

/** One step of a trail: "89 → 8+9 = 17". */
export const formatStep = (step: ReductionStep): string => `${step.digits.join('+')} = ${step.to}`;

export const formatSteps = (steps: readonly ReductionStep[]): string =>
  steps.map((step) => ` → ${formatStep(step)}`).join('');

function assertNonNegativeInteger(n: number): void {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`expected a non-negative integer, got ${n}`);
}

/** Sums digits while n > 9 and n is not a kept master number. */
export function reduce(n: number, masters: ReadonlySet<number>): Reduction {
  assertNonNegativeInteger(n);
  const steps: ReductionStep[] = [];
  let current = n;
  while (current > 9 && !masters.has(current)) {
    const digits = digitsOf(current);
    const next = digitSum(current);
    steps.push({ from: current, digits, to: next });
    current = next;
  }
  return { value: current, steps };
}

/** Narrows a reduced value to the number codes (1–9, 11, 22, 33). Totals are ≥ 1 by construction. */
export function toNumberValue(n: number): NumberValue {
  const allowed: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 11, 22, 33];
  if (!allowed.includes(n)) throw new RangeError(`${n} is not a numerology number`);
  return n as NumberValue;
}
