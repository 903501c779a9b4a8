import { describe, expect, it } from 'vitest';
import {
  dayMonthLabel,
  formatCount,
  formatDecimal,
  percentOf,
  progressWidth,
  summarizeSeries,
  truncate,
} from './format';

describe('admin formatting', () => {
  it.each([
    [0, '0,0'],
    [2.25, '2,3'],
    [1.04, '1,0'],
    [1234.56, '1.234,6'],
    [Number.NaN, '0,0'],
  ])('formatDecimal(%s) → %s', (n, expected) => expect(formatDecimal(n)).toBe(expected));

  it('formats counts with a dot for thousands', () => expect(formatCount(12345)).toBe('12.345'));

  it.each([
    [1, 3, '33,3%'],
    [5, 5, '100,0%'],
    [0, 7, '0,0%'],
    [3, 0, '0,0%'],
    [0, 0, '0,0%'],
  ])('percentOf(%s, %s) → %s', (part, whole, expected) => expect(percentOf(part, whole)).toBe(expected));

  it('labels days as dd/mm without touching time zones', () => {
    expect(dayMonthLabel('2025-03-01')).toBe('01/03');
    expect(dayMonthLabel('2024-12-31')).toBe('31/12');
  });

  it('cuts change descriptions at 30 characters', () => {
    expect(truncate('curto')).toBe('curto');
    expect(truncate('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncate('a'.repeat(31))).toBe(`${'a'.repeat(30)}…`);
  });

  it('caps the progress bar at 100', () => {
    expect(progressWidth(0)).toBe(0);
    expect(progressWidth(42)).toBe(42);
    expect(progressWidth(250)).toBe(100);
  });

  it('sums a daily series and averages it over its days', () => {
    expect(summarizeSeries([{ count: 1 }, { count: 0 }, { count: 2 }])).toEqual({
      total: 3,
      dailyAverage: 1,
    });
    expect(summarizeSeries([])).toEqual({ total: 0, dailyAverage: 0 });
  });
});
