import { describe, expect, it } from 'vitest';
import { mondayOf, parseMonday, parseMonth, shiftMonth } from './period-dates';

describe('the horóscopo’s periods', () => {
  it('finds the Monday of a week, Sunday included', () => {
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });
  it('takes only Mondays and real months', () => {
    expect(parseMonday('2026-11-30')).toBe('2026-11-30');
    expect(parseMonday('2026-12-01')).toBeNull();
    expect(parseMonday('2026-02-30')).toBeNull();
    expect(parseMonth('2026-12')).toBe('2026-12');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });
  it('steps months across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });
});
