// Quíron's shipped table against the integration it was fitted to (scripts/generate-chiron.ts stores a
// sample of the integration's apparent longitudes beside the table). Catches a corrupted or stale table.
import { describe, expect, it } from 'vitest';
import { bodyLongitude } from './ephemeris';
import samples from './fixtures/chiron-samples.json';

const arcsecBetween = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180) * 3600;

describe('Quíron’s table', () => {
  it('stays within 0.01″ of the integration at every stored instant, 1800–2100', () => {
    expect(samples.samples.length).toBeGreaterThanOrEqual(40);
    for (const s of samples.samples)
      expect(arcsecBetween(bodyLongitude('chiron', s.jdTT).longitude, s.longitude)).toBeLessThan(0.01);
  });

  it('gives a speed that is the derivative of the longitude', () => {
    for (const s of samples.samples.slice(2, 20)) {
      const h = 0.01;
      const ahead = bodyLongitude('chiron', s.jdTT + h).longitude;
      const behind = bodyLongitude('chiron', s.jdTT - h).longitude;
      const numeric = (((ahead - behind + 540) % 360) - 180) / (2 * h);
      expect(Math.abs(bodyLongitude('chiron', s.jdTT).speed - numeric)).toBeLessThan(1e-5);
    }
  });
});
