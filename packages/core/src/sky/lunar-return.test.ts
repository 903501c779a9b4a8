import { describe, expect, it } from 'vitest';
import { separationDegrees } from './angles';
import { bodyLongitude } from './ephemeris';
import { lunarReturnInstant } from './lunar-return';
import { timeScalesFromUnixMs } from './time-scales';

const DAY = 86_400_000;
const moonAt = (ms: number) => bodyLongitude('moon', timeScalesFromUnixMs(ms).jdTT);

// Natal Moons from Swiss Ephemeris (charts-public.json): Teresina 1975, São Luís 1944, Macapá 1967.
const NATAL_MOONS = [325.46060034184194, 215.4822622, 20.8262205];

describe('lunar return', () => {
  it('finds the first return at or after the date, on the Moon’s natal longitude', () => {
    for (const natalMoon of NATAL_MOONS) {
      for (const from of [Date.UTC(2026, 10, 27), Date.UTC(2000, 0, 1), Date.UTC(1990, 6, 15)]) {
        const found = lunarReturnInstant(natalMoon, from);
        if (!found.ok) throw new Error(found.error.code);
        const at = found.value;
        expect(at).toBeGreaterThanOrEqual(from);
        // The next return is a sidereal month (27.3 days, ±0.3) on at most.
        expect(at - from).toBeLessThan(27.7 * DAY);
        // Within 10 s of Swiss Ephemeris: the engine is within 5″ of it, and here the Moon stands on
        // the natal longitude far closer than the 10 s × 0.55″/s it could move.
        const moon = moonAt(at);
        expect(separationDegrees(moon.longitude, natalMoon)).toBeLessThan(0.00001);
        // The first one: the Moon was short of its natal place at the start (or exactly on it).
        const before = moonAt(at - 60_000).longitude;
        expect(separationDegrees(before, natalMoon)).toBeGreaterThan(0);
        // And again from that very instant: at or after, so the same one.
        const again = lunarReturnInstant(natalMoon, at);
        expect(again.ok && Math.abs(again.value - at)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('refuses a date outside the ephemeris', () => {
    const found = lunarReturnInstant(100, Date.UTC(2101, 5, 1));
    expect(found.ok ? null : found.error.code).toBe('instant-out-of-range');
  });
});
