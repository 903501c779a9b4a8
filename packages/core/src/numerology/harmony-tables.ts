// numerology.md §2: the harmonic numbers (by the day) and the love harmony (by the mission), as the
// Brazilian cabalistic school tabulates them.

export const HARMONIC_NUMBERS: Readonly<Record<number, readonly number[]>> = {
  1: [2, 4, 9],
  2: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  3: [2, 3, 6, 8, 9],
  4: [1, 2, 6, 7],
  5: [2, 5, 6, 7, 9],
  6: [2, 3, 4, 5, 6, 9],
  7: [2, 4, 5, 7],
  8: [2, 3, 9],
  9: [1, 2, 3, 5, 6, 8, 9],
};

export interface LoveHarmony {
  vibratesWith: readonly number[];
  attracts: readonly number[];
  opposes: readonly number[];
  deeplyOpposes: readonly number[];
  passive: readonly number[];
}

const row = (
  vibratesWith: number[],
  attracts: number[],
  opposes: number[],
  deeplyOpposes: number[],
  passive: number[],
): LoveHarmony => ({ vibratesWith, attracts, opposes, deeplyOpposes, passive });

export const LOVE_HARMONY: Readonly<Record<number, LoveHarmony>> = {
  1: row([9], [4, 8], [6, 7], [], [2, 3, 5]),
  2: row([8], [7, 9], [5], [], [1, 3, 4, 6]),
  3: row([7], [5, 6, 9], [4, 8], [], [1, 2]),
  4: row([6], [1, 8], [3, 5], [], [2, 7, 9]),
  5: row([5], [3, 9], [2, 4], [6], [1, 7, 8]),
  6: row([4], [3, 7, 9], [1, 8], [5], [2]),
  7: row([3], [2, 6], [1, 9], [], [4, 5, 8]),
  8: row([2], [1, 4], [3, 6], [], [5, 7, 9]),
  9: row([1], [2, 3, 5, 6], [7], [], [4, 8]),
};
