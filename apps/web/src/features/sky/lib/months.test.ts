import { describe, expect, it } from 'vitest';
import { calendarIcsPath, daysOf, fetchRange, localDate, monthLabel, parseMonth, shiftMonth } from './months';

describe('months', () => {
  it('reads only a real YYYY-MM from the address', () => {
    expect(parseMonth('2026-12')).toBe('2026-12');
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('2026-1')).toBeNull();
    expect(parseMonth('1700-01')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it('moves across years', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('asks for the month with one UTC day of margin on each side', () => {
    expect(fetchRange('2026-12')).toEqual({ from: '2026-11-30', to: '2027-01-01' });
    expect(fetchRange('2028-02')).toEqual({ from: '2028-01-31', to: '2028-03-01' });
  });

  it('lists every day of the month', () => {
    expect(daysOf('2028-02')).toHaveLength(29);
    expect(daysOf('2026-12').at(-1)).toBe('2026-12-31');
  });

  it('takes the local date in the zone', () => {
    const instant = new Date('2026-12-24T01:30:00Z');
    expect(localDate(instant, 'America/Sao_Paulo')).toBe('2026-12-23');
    expect(localDate(instant, 'UTC')).toBe('2026-12-24');
  });

  it('names the month in Portuguese and builds the subscription for a year from its first day', () => {
    expect(monthLabel('2026-12')).toBe('dezembro de 2026');
    expect(calendarIcsPath('2026-12')).toBe('/api/sky/calendar.ics?from=2026-12-01&to=2027-12-01');
    expect(calendarIcsPath('2026-12', false)).toBe(
      '/api/sky/calendar.ics?from=2026-12-01&to=2027-12-01&types=phase,ingress,station,eclipse',
    );
  });
});
