import type { ArcanumId } from '../codes';
import { digitSum, digitsOf, formatSteps } from './reduce';
import type { ReductionStep } from './reduce';

/** The Fool is numbered 22 in sums and shown as card 0. */
export const FOOL_SUM_VALUE = 22;

export interface ArcanumReduction {
  id: ArcanumId;
  steps: readonly ReductionStep[];
}

/** An arcanum with the arithmetic that led to it. */
export interface TracedArcanum {
  id: ArcanumId;
  trail: string;
}

/** Major arcanum of an unreduced total: digit-sum while > 22, then 22 → 0 (O Louco). */
export function arcanum(n: number): ArcanumReduction {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`expected a non-negative integer, got ${n}`);
  const steps: ReductionStep[] = [];
  let current = n;
  while (current > FOOL_SUM_VALUE) {
    const next = digitSum(current);
    steps.push({ from: current, digits: digitsOf(current), to: next });
    current = next;
  }
  return { id: current === FOOL_SUM_VALUE ? 0 : current, steps };
}

/**
 * Arcanum of a sum of terms, traced: "15 + 7 + 1990 = 2012 → 2+0+1+2 = 5", "49 → 4+9 = 13",
 * "22 → 0". A single term is shown without the sum.
 */
export function tracedArcanum(terms: readonly number[]): TracedArcanum {
  const total = terms.reduce((sum, t) => sum + t, 0);
  const { id, steps } = arcanum(total);
  const head = terms.length > 1 ? `${terms.join(' + ')} = ` : '';
  const lastValue = steps.at(-1)?.to ?? total;
  const foolMark = lastValue === FOOL_SUM_VALUE ? ' → 0' : '';
  return { id, trail: `${head}${total}${formatSteps(steps)}${foolMark}` };
}
