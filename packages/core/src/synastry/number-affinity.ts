import type { ArcanumId } from '../codes';
import { FOOL_SUM_VALUE } from '../numerology/arcanum';
import { MASTERS_NONE, reduce } from '../numerology/reduce';

/**
 * How two numbers get on, by the numerological triads 1-5-7 (mind), 2-4-8 (matter), 3-6-9 (feeling):
 * the same root number, the same triad, or different triads.
 */
export type NumberAffinity = 'same' | 'triad' | 'different';

/** The triads, in this order: mind, matter, feeling. */
export const TRIADS: readonly (readonly number[])[] = [
  [1, 5, 7],
  [2, 4, 8],
  [3, 6, 9],
];
export const AFFINITY_SCORE: Record<NumberAffinity, number> = { same: 90, triad: 80, different: 55 };

/** 1–9: master numbers fold (11 → 2), and so do arcana (13 → 4), the Fool counting as 22 → 4. */
export const rootOf = (n: number): number => reduce(n, MASTERS_NONE).value;

export const arcanumSumValue = (id: ArcanumId): number => (id === 0 ? FOOL_SUM_VALUE : id);

export function numberAffinity(x: number, y: number): NumberAffinity {
  const [rx, ry] = [rootOf(x), rootOf(y)];
  if (rx === ry) return 'same';
  return TRIADS.some((t) => t.includes(rx) && t.includes(ry)) ? 'triad' : 'different';
}
