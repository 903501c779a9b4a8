import { describe, expect, it } from 'vitest';
import { returnMoment, returnYears } from './solar-return-time';

describe('solar return time', () => {
  it('writes the instant on the clock of the place', () => {
    expect(returnMoment('2026-08-15T12:12:40Z', 'America/Sao_Paulo')).toBe('15 de agosto de 2026, às 09h12');
    expect(returnMoment('2026-08-15T12:12:40Z', 'Europe/Lisbon')).toBe('15 de agosto de 2026, às 13h12');
  });

  it('offers this year and the next, as São Paulo counts them', () => {
    // 1 January 01:00 UTC is still 31 December in São Paulo.
    expect(returnYears(new Date('2027-01-01T01:00:00Z'))).toEqual([2026, 2027]);
    expect(returnYears(new Date('2027-01-01T05:00:00Z'))).toEqual([2027, 2028]);
  });
});
