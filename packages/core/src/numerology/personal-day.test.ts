import { describe, expect, it } from 'vitest';
import { personalCycle } from './personal-day';

describe('personalCycle', () => {
  it('follows sky.md §4’s example: year 7, 15 March → month 1, day 7', () => {
    expect(personalCycle(7, 3, 15)).toEqual({ year: 7, month: 1, day: 7 });
  });

  it('keeps the master numbers 11, 22 and 33 in the month and the day', () => {
    expect(personalCycle(9, 2, 1).month).toBe(11); // 9 + 2
    expect(personalCycle(2, 9, 11)).toEqual({ year: 2, month: 11, day: 22 }); // 11 + 11
    expect(personalCycle(4, 7, 22)).toEqual({ year: 4, month: 11, day: 33 }); // 11 + 22
    expect(personalCycle(5, 12, 31)).toEqual({ year: 5, month: 8, day: 3 }); // 17 → 8; 39 → 12 → 3
  });

  it('always lands on 1–9 or a master number', () => {
    for (let year = 1; year <= 9; year++)
      for (let month = 1; month <= 12; month++)
        for (let day = 1; day <= 31; day++) {
          const { month: m, day: d } = personalCycle(year, month, day);
          for (const v of [m, d])
            expect(v <= 9 || [11, 22, 33].includes(v), `${year}/${month}/${day}`).toBe(true);
        }
  });
});
