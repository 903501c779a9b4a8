import { describe, expect, it } from 'vitest';
import { currentYear, saoPauloDate } from './dates';

describe('São Paulo calendar', () => {
  it('still says the old day and year in the last hours of 31 December, UTC−3', () => {
    const instant = new Date('2027-01-01T02:30:00Z'); // 23:30 on 31/12/2026 in São Paulo
    expect(saoPauloDate(instant)).toBe('2026-12-31');
    expect(currentYear(instant)).toBe(2026);
  });

  it('turns the year at local midnight', () => {
    const instant = new Date('2027-01-01T03:00:00Z');
    expect(saoPauloDate(instant)).toBe('2027-01-01');
    expect(currentYear(instant)).toBe(2027);
  });

  it('follows the summer time São Paulo kept until 2019', () => {
    // New Year 2019 fell under UTC−2: 02:30 UTC is already 00:30 on the 1st, not 23:30 on the 31st.
    expect(saoPauloDate(new Date('2019-01-01T02:30:00Z'))).toBe('2019-01-01');
  });
});
