import { describe, expect, it } from 'vitest';
import { brasiliaToday } from './brasilia-day';

// The unit tests run with TZ=UTC: the device's zone says one day, Brasília's calendar another.
describe('brasiliaToday', () => {
  it("is still today at 21h in Brasília, when UTC's day is already tomorrow", () => {
    const at21h = new Date('2026-11-24T00:30:00Z');
    expect(at21h.toISOString().slice(0, 10)).toBe('2026-11-24');
    expect(brasiliaToday(at21h)).toBe('2026-11-23');
  });

  it('is the new day at 02h in Brasília', () => {
    expect(brasiliaToday(new Date('2026-11-24T05:00:00Z'))).toBe('2026-11-24');
  });

  it('turns at midnight in Brasília, 03:00 UTC', () => {
    expect(brasiliaToday(new Date('2026-12-31T02:59:59Z'))).toBe('2026-12-30');
    expect(brasiliaToday(new Date('2026-12-31T03:00:00Z'))).toBe('2026-12-31');
  });
});
