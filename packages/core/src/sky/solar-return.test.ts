import { describe, expect, it } from 'vitest';
import { signedArcDegrees } from './angles';
import { bodyLongitude } from './ephemeris';
import golden from './fixtures/golden-sky.json';
import { solarReturnInstant } from './solar-return';
import { timeScalesFromUnixMs } from './time-scales';

const sunAt = (ms: number) => bodyLongitude('sun', timeScalesFromUnixMs(ms).jdTT).longitude;

describe('solarReturnInstant', () => {
  it('finds the instant the Sun is back on its natal longitude, to well under a second', () => {
    const birth = Date.parse('1990-07-15T17:30:00Z');
    const natal = sunAt(birth);
    for (const year of [1991, 2000, 2026, 2050]) {
      const found = solarReturnInstant(natal, Date.parse(`${year}-07-15T12:00:00Z`));
      if (!found.ok) throw new Error(found.error.code);
      // The Sun moves about 1″ in 24 s: 0.01″ is a quarter of a second.
      expect(Math.abs(signedArcDegrees(sunAt(found.value), natal)) * 3600, String(year)).toBeLessThan(0.01);
      expect(Math.abs(found.value - Date.parse(`${year}-07-15T12:00:00Z`))).toBeLessThan(2 * 86_400_000);
    }
  });

  it('crosses the year boundary and the 0° Aries wrap', () => {
    const natal = sunAt(Date.parse('1985-12-31T23:00:00Z'));
    const found = solarReturnInstant(natal, Date.parse('2026-12-31T12:00:00Z'));
    expect(found.ok && Math.abs(signedArcDegrees(sunAt(found.value), natal)) * 3600).toBeLessThan(0.01);
    const aries = solarReturnInstant(0.0001, Date.parse('2026-03-20T12:00:00Z'));
    expect(aries.ok && new Date(aries.value).toISOString().slice(0, 10)).toBe('2026-03-20');
  });

  it('agrees within 3 s with the 2026 return solved on the full theory (sky.md §6)', () => {
    // The golden transits (scripts/generate-sky-golden.ts) hold the Sun's conjunction with its own
    // natal place: that instant is the solar return, bisected on VSOP87 rather than on our tables.
    const natalSun = golden.transits2026.natal.find((p) => p.point === 'sun')!.longitude;
    const exact = golden.transits2026.exacts.find(
      (e) => e.transiting === 'sun' && e.natal === 'sun' && e.aspect === 'conjunction',
    )!.utcMs;
    const found = solarReturnInstant(natalSun, Date.UTC(2026, 6, 1));
    if (!found.ok) throw new Error(found.error.code);
    expect(Math.abs(found.value - exact)).toBeLessThan(3_000);
  });

  it('refuses a year outside the ephemeris', () => {
    const found = solarReturnInstant(100, Date.parse('2150-04-10T00:00:00Z'));
    expect(found.ok).toBe(false);
  });
});
