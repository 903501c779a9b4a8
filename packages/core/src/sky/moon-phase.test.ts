import { describe, expect, it } from 'vitest';
import { moonPhaseAt, moonPhaseFromElongation } from './moon-phase';

const at = (iso: string) => {
  const result = moonPhaseAt(Date.parse(iso));
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
};

describe('moonPhaseAt', () => {
  // Principal phases of January 2025 (UTC, to the minute, as published by almanacs).
  it.each([
    ['2025-01-06T23:56:00Z', 90, 'first-quarter'],
    ['2025-01-13T22:27:00Z', 180, 'full'],
    ['2025-01-21T20:31:00Z', 270, 'last-quarter'],
    ['2025-01-29T12:36:00Z', 0, 'new'],
  ] as const)('%s: elongation %s°, %s', (iso, angle, phase) => {
    const moon = at(iso);
    // The Moon gains 0.5° on the Sun per minute at most: a minute's rounding of the time.
    const off = Math.abs(((moon.phaseAngleDeg - angle + 540) % 360) - 180);
    expect(off).toBeLessThan(0.6);
    expect(moon.phase).toBe(phase);
  });

  it('names the days between the principal phases', () => {
    expect(at('2025-01-03T12:00:00Z').phase).toBe('waxing-crescent');
    expect(at('2025-01-10T12:00:00Z').phase).toBe('waxing-gibbous');
    expect(at('2025-01-17T12:00:00Z').phase).toBe('waning-gibbous');
    expect(at('2025-01-25T12:00:00Z').phase).toBe('waning-crescent');
  });

  it('gives the illuminated fraction: none at new, all at full', () => {
    expect(at('2025-01-29T12:36:00Z').illumination).toBeLessThan(0.001);
    expect(at('2025-01-13T22:27:00Z').illumination).toBeGreaterThan(0.999);
    expect(at('2025-01-06T23:56:00Z').illumination).toBeCloseTo(0.5, 2);
  });

  it('rejects an instant outside the ephemeris', () => {
    const result = moonPhaseAt(Date.parse('1700-01-01T00:00:00Z'));
    expect(result.ok || result.error.code).toBe('instant-out-of-range');
  });
});

describe('moonPhaseFromElongation', () => {
  it.each([
    [0, 'new'],
    [22.4, 'new'],
    [22.5, 'waxing-crescent'],
    [67.4, 'waxing-crescent'],
    [67.5, 'first-quarter'],
    [157.5, 'full'],
    [202.4, 'full'],
    [315, 'waning-crescent'],
    [337.5, 'new'],
    [-10, 'new'],
  ] as const)('%s° → %s', (elongation, phase) => {
    expect(moonPhaseFromElongation(elongation).phase).toBe(phase);
  });

  it('keeps the angle in [0, 360)', () => {
    expect(moonPhaseFromElongation(-90).phaseAngleDeg).toBe(270);
    expect(moonPhaseFromElongation(360).phaseAngleDeg).toBe(0);
  });
});
