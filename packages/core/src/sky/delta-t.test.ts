import { describe, expect, it } from 'vitest';
import { deltaTSeconds } from './delta-t';
import { julianDayFromUnixMs } from './julian-day';

const jd = (iso: string) => julianDayFromUnixMs(Date.parse(iso));

describe('deltaTSeconds', () => {
  it.each([
    ['1990-01-01T00:00:00Z', 56.86],
    ['2000-01-01T00:00:00Z', 63.83],
    ['2010-01-01T00:00:00Z', 66.07],
    ['2020-01-01T00:00:00Z', 69.36],
  ])('matches the IERS value at %s', (iso, seconds) => {
    expect(deltaTSeconds(jd(iso))).toBeCloseTo(seconds, 2);
  });

  it('follows Stephenson, Morrison & Hohenkerk (2016) before 1955', () => {
    // Spline values at the start of its pieces, less the tidal adjustment (4.55e-6 s × (year − 1955)²).
    expect(deltaTSeconds(2415020.5)).toBeCloseTo(-1.977 - 0.0138, 3);
    expect(deltaTSeconds(2378496.5)).toBeCloseTo(18.6, 1);
  });

  it.each([2435108.5, 2488069.5])('has no jump where models meet (JD %s)', (joint) => {
    const step = 1 / 1440;
    expect(Math.abs(deltaTSeconds(joint + step) - deltaTSeconds(joint - step))).toBeLessThan(0.01);
  });

  it('grows after the table, towards the SMH 2016 parabola', () => {
    expect(deltaTSeconds(jd('2100-01-01T00:00:00Z'))).toBeGreaterThan(
      deltaTSeconds(jd('2050-01-01T00:00:00Z')),
    );
    expect(deltaTSeconds(jd('2100-12-31T00:00:00Z'))).toBeCloseTo(93.6, 0);
  });
});
