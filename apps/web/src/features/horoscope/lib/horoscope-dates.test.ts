import { describe, expect, it } from 'vitest';
import { brasiliaClock, brasiliaToday, longDate, parseDate, shiftDate } from './horoscope-dates';

describe('horóscopo dates', () => {
  it('takes the day and the clock in Brasília', () => {
    expect(brasiliaToday(new Date('2026-11-28T01:30:00Z'))).toBe('2026-11-27');
    expect(brasiliaClock('2026-11-27T17:10:00Z')).toBe('14h10');
    expect(brasiliaClock('2026-11-27T03:05:00Z')).toBe('0h05');
  });

  it('reads, moves and writes dates', () => {
    expect(parseDate('2026-02-30')).toBeNull();
    expect(parseDate('amanhã')).toBeNull();
    expect(parseDate('2026-03-01')).toBe('2026-03-01');
    expect(shiftDate('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(longDate('2026-03-07')).toBe('7 de março de 2026');
  });
});
