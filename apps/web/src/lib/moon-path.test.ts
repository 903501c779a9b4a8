import { describe, expect, it } from 'vitest';
import { illuminationPercent, moonLitPath } from './moon-path';

describe('moonLitPath', () => {
  it('draws nothing for a new Moon and the whole disc for a full one', () => {
    expect(moonLitPath(true, 0)).toBe('');
    expect(moonLitPath(false, 1)).toBe('M 12 3 A 9 9 0 1 1 12 21 A 9 9 0 1 1 12 3 Z');
  });

  it('lights the left side while waxing and the right side while waning, as seen from Brazil', () => {
    // Limb sweep 0 runs top → left → bottom; 1 runs top → right → bottom.
    expect(moonLitPath(true, 0.25)).toMatch(/^M 12 3 A 9 9 0 0 0 12 21 /);
    expect(moonLitPath(false, 0.25)).toMatch(/^M 12 3 A 9 9 0 0 1 12 21 /);
  });

  it('bulges the terminator towards the dark side once past half', () => {
    const crescent = moonLitPath(true, 0.25);
    const gibbous = moonLitPath(true, 0.75);
    // Same half-width (|1 − 2k| · 9 = 4.5), opposite sweeps.
    expect(crescent.endsWith('A 4.5 9 0 0 1 12 3 Z')).toBe(true);
    expect(gibbous.endsWith('A 4.5 9 0 0 0 12 3 Z')).toBe(true);
  });

  it('scales to another radius', () => {
    expect(moonLitPath(false, 0.25, 10)).toBe('M 12 2 A 10 10 0 0 1 12 22 A 5 10 0 0 0 12 2 Z');
  });

  it('makes the terminator a straight line at a quarter', () => {
    expect(moonLitPath(true, 0.5)).toContain('A 0 9');
  });

  it('says the illuminated fraction as a whole percentage', () => {
    expect(illuminationPercent(0.734)).toBe('73%');
    expect(illuminationPercent(1.2)).toBe('100%');
  });
});
