import { describe, expect, it } from 'vitest';
import { addDays, currentYear, saoPauloDate, saoPauloMidnight, secondsToSaoPauloMidnight } from './dates';

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

describe('São Paulo midnight', () => {
  it('begins a day at 03:00 UTC, and at 02:00 UTC under the old summer time', () => {
    expect(saoPauloMidnight('2026-11-29').toISOString()).toBe('2026-11-29T03:00:00.000Z');
    expect(saoPauloMidnight('2019-01-01').toISOString()).toBe('2019-01-01T02:00:00.000Z');
  });

  it('counts the seconds left in the São Paulo day, across months and years', () => {
    expect(secondsToSaoPauloMidnight(new Date('2026-11-29T02:59:30Z'))).toBe(30);
    expect(secondsToSaoPauloMidnight(new Date('2026-11-29T03:00:00Z'))).toBe(86_400);
    expect(secondsToSaoPauloMidnight(new Date('2026-12-31T15:00:00Z'))).toBe(12 * 3600);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });
});
