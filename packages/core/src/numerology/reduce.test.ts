import { describe, expect, it } from 'vitest';
import { digitSum, MASTERS_ALL, MASTERS_CABALISTIC, MASTERS_NONE, reduce } from './reduce';

describe('reduce', () => {
  it.each([
    [5, MASTERS_ALL, 5, 0],
    [10, MASTERS_ALL, 1, 1],
    [11, MASTERS_ALL, 11, 0],
    [11, MASTERS_NONE, 2, 1],
    [22, MASTERS_ALL, 22, 0],
    [22, MASTERS_NONE, 4, 1],
    [33, MASTERS_ALL, 33, 0],
    [33, MASTERS_CABALISTIC, 6, 1],
    [29, MASTERS_ALL, 11, 1],
    [29, MASTERS_NONE, 2, 2],
    [89, MASTERS_ALL, 8, 2],
    [1131, MASTERS_NONE, 6, 1],
    [9999, MASTERS_ALL, 9, 2],
    [0, MASTERS_ALL, 0, 0],
  ])('reduce(%i) keeping %o → %i in %i steps', (n, masters, value, stepCount) => {
    const result = reduce(n, masters);
    expect(result.value).toBe(value);
    expect(result.steps).toHaveLength(stepCount);
  });

  it('records each digit sum', () => {
    expect(reduce(89, MASTERS_ALL).steps).toEqual([
      { from: 89, digits: [8, 9], to: 17 },
      { from: 17, digits: [1, 7], to: 8 },
    ]);
  });

  it.each([-1, 1.5, Number.NaN])('refuses %d', (n) => {
    expect(() => reduce(n, MASTERS_ALL)).toThrow(RangeError);
  });

  it.each([
    [0, 0],
    [7, 7],
    [2012, 5],
    [1999, 28],
  ])('digitSum(%i) = %i', (n, sum) => {
    expect(digitSum(n)).toBe(sum);
  });
});
