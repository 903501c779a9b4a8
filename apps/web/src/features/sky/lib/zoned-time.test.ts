import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-time';

describe('zonedInstant', () => {
  it("finds the instant a zone's clocks show the hour", () => {
    expect(new Date(zonedInstant('2026-12-05', 12, 'America/Sao_Paulo')).toISOString()).toBe(
      '2026-12-05T15:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-12-05', 0, 'America/Manaus')).toISOString()).toBe(
      '2026-12-05T04:00:00.000Z',
    );
  });

  it('follows daylight saving time', () => {
    expect(new Date(zonedInstant('2026-07-01', 0, 'Europe/Lisbon')).toISOString()).toBe(
      '2026-06-30T23:00:00.000Z',
    );
    expect(new Date(zonedInstant('2026-01-01', 0, 'Europe/Lisbon')).toISOString()).toBe(
      '2026-01-01T00:00:00.000Z',
    );
  });
});
