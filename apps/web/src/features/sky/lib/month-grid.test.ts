import { describe, expect, it } from 'vitest';
import { monthWeeks } from './month-grid';

describe('monthWeeks', () => {
  it('starts on Sunday with blanks before the 1st and fills the last week', () => {
    // 1 December 2026 is a Tuesday.
    const weeks = monthWeeks('2026-12');
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  it('fits February 2026, which starts on a Sunday, in four weeks', () => {
    const weeks = monthWeeks('2026-02');
    expect(weeks).toHaveLength(4);
    expect(weeks[0]![0]).toBe('2026-02-01');
  });
});
