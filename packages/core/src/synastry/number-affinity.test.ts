import { describe, expect, it } from 'vitest';
import { arcanumSumValue, numberAffinity, rootOf } from './number-affinity';

describe('number affinity', () => {
  it.each([
    [1, 1],
    [9, 9],
    [11, 2],
    [22, 4],
    [33, 6],
    [13, 4],
    [19, 1],
    [21, 3],
  ])('root of %i is %i', (n, root) => {
    expect(rootOf(n)).toBe(root);
  });

  it.each([
    [0, 22],
    [1, 1],
    [21, 21],
  ])('arcanum %i counts as %i in sums', (id, value) => {
    expect(arcanumSumValue(id)).toBe(value);
  });

  it.each([
    [7, 7, 'same'],
    [11, 2, 'same'],
    [1, 5, 'triad'],
    [5, 7, 'triad'],
    [2, 8, 'triad'],
    [22, 8, 'triad'],
    [3, 9, 'triad'],
    [33, 3, 'triad'],
    [1, 2, 'different'],
    [4, 9, 'different'],
    [11, 33, 'different'],
  ])('%i and %i: %s', (x, y, affinity) => {
    expect(numberAffinity(x, y)).toBe(affinity);
    expect(numberAffinity(y, x)).toBe(affinity);
  });
});
