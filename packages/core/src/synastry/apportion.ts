/**
 * Rounds real shares to integers that add up to `target` (largest remainder). `order` breaks ties
 * between equal remainders so the result never depends on the input's order.
 */
export function apportion(
  shares: readonly number[],
  target: number,
  order: (i: number, j: number) => number,
): number[] {
  const result = shares.map((x) => Math.floor(x) + 0); // + 0 turns -0 into 0
  let missing = target - result.reduce((sum, x) => sum + x, 0);
  if (shares.length === 0) return result;
  const remainder = (i: number) => (shares[i] ?? 0) - (result[i] ?? 0);
  const byRemainder = shares.map((_, i) => i).sort((i, j) => remainder(j) - remainder(i) || order(i, j));
  // Give the units still missing to the largest remainders (or take them from the smallest).
  for (let k = 0; missing !== 0; k += 1) {
    const step = missing > 0 ? 1 : -1;
    const pick =
      missing > 0
        ? byRemainder[k % byRemainder.length]
        : byRemainder[byRemainder.length - 1 - (k % byRemainder.length)];
    if (pick === undefined) break;
    result[pick] = (result[pick] ?? 0) + step;
    missing -= step;
  }
  return result;
}
