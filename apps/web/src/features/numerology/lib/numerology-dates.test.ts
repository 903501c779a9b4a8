import { describe, expect, it } from 'vitest';
import { brasiliaToday, defaultPersonalYear, typedDate } from './numerology-dates';

describe('numerology dates', () => {
  it('reads today on Brasília’s calendar', () => {
    // 01:30 UTC on the 28th is still the 27th in Brasília.
    expect(brasiliaToday(new Date('2026-11-28T01:30:00Z'))).toBe('2026-11-27');
  });

  it('offers next year first from November', () => {
    expect(defaultPersonalYear('2026-10-31')).toBe(2026);
    expect(defaultPersonalYear('2026-11-01')).toBe(2027);
    expect(defaultPersonalYear('2026-12-31')).toBe(2027);
  });

  it('shows a date the Brazilian way', () => {
    expect(typedDate('1990-07-15')).toBe('15/07/1990');
  });
});
