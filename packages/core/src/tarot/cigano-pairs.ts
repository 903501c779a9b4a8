// The pairs each cigano spread reads, as 0-based positions [subject, modifier] (spec/tarot.md §5): the
// first card is the subject, the second lends it a quality.
import type { CiganoSpreadCode } from './spreads';

export type CiganoPair = readonly [subject: number, modifier: number];

const PAIRS: Readonly<Record<CiganoSpreadCode, readonly CiganoPair[]>> = {
  // 1 with 2, then 2 with 3: one sentence that runs through the three.
  'cigano-tres': [
    [0, 1],
    [1, 2],
  ],
  // The center (2) is the matter: the two before lead into it, the two after lead out of it.
  'cigano-cinco': [
    [0, 1],
    [1, 2],
    [2, 3],
    [3, 4],
  ],
  // A 3×3 square read by rows (past 0–2, present 3–5, future 6–8), then both diagonals through the center.
  'cigano-nove': [
    [0, 1],
    [1, 2],
    [3, 4],
    [4, 5],
    [6, 7],
    [7, 8],
    [0, 4],
    [4, 8],
    [2, 4],
    [4, 6],
  ],
  // The Mesa Real reads each card in its house and the querent with its neighbours instead.
  'mesa-real': [],
};

export function ciganoPairs(spread: CiganoSpreadCode): readonly CiganoPair[] {
  return PAIRS[spread];
}
