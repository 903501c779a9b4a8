import { describe, expect, it } from 'vitest';
import { arcMidpoint, normalizeDegrees, pointOnWheel, spreadLongitudes } from './wheel-geometry';

const circularGap = (a: number, b: number) => {
  const d = Math.abs(normalizeDegrees(a) - normalizeDegrees(b));
  return Math.min(d, 360 - d);
};
const minPairGap = (values: number[]) => {
  let min = Infinity;
  for (let i = 0; i < values.length; i++)
    for (let j = i + 1; j < values.length; j++) min = Math.min(min, circularGap(values[i]!, values[j]!));
  return min;
};

describe('pointOnWheel', () => {
  const close = (a: number, b: number) => expect(a).toBeCloseTo(b, 6);
  it('puts the Ascendant at 9 o’clock', () => {
    const p = pointOnWheel(252.3, 252.3, 100, 200);
    close(p.x, 100);
    close(p.y, 200);
  });
  it('runs counter-clockwise: 90° after the Ascendant is at 6 o’clock, 180° at 3 o’clock', () => {
    const bottom = pointOnWheel(342.3, 252.3, 100, 200);
    close(bottom.x, 200);
    close(bottom.y, 300);
    const right = pointOnWheel(72.3, 252.3, 100, 200);
    close(right.x, 300);
    close(right.y, 200);
    const top = pointOnWheel(162.3, 252.3, 100, 200);
    close(top.y, 100);
  });
});

describe('arcMidpoint', () => {
  it('follows the counter-clockwise arc, across 0°', () => {
    expect(arcMidpoint(350, 20)).toBeCloseTo(5);
    expect(arcMidpoint(10, 50)).toBeCloseTo(30);
  });
});

describe('spreadLongitudes', () => {
  it('leaves well-separated glyphs where they are', () => {
    expect(spreadLongitudes([10, 100, 200], 8)).toEqual([10, 100, 200]);
  });

  it('fans a tight group out around its centre, keeping order', () => {
    const out = spreadLongitudes([101.2, 103.8, 112.95], 8);
    expect(minPairGap(out)).toBeGreaterThanOrEqual(8 - 1e-9);
    expect(out[0]!).toBeLessThan(out[1]!);
    expect(out[1]!).toBeLessThan(out[2]!);
    const mean = (101.2 + 103.8 + 112.95) / 3;
    expect((out[0]! + out[2]!) / 2).toBeCloseTo(mean, 6);
  });

  it('handles a group that straddles 0° Aries', () => {
    const input = [358, 1, 2.5];
    const out = spreadLongitudes(input, 8);
    expect(minPairGap(out)).toBeGreaterThanOrEqual(8 - 1e-9);
    for (let i = 0; i < input.length; i++) expect(circularGap(out[i]!, input[i]!)).toBeLessThan(12);
  });

  it('merges groups that collide after spreading', () => {
    const input = [10, 12, 14, 20, 22, 24, 30];
    const out = spreadLongitudes(input, 8);
    expect(minPairGap(out)).toBeGreaterThanOrEqual(8 - 1e-9);
  });

  it('shrinks the gap when the whole circle is crowded', () => {
    const input = Array.from({ length: 12 }, (_, i) => i * 2);
    const out = spreadLongitudes(input, 40);
    expect(minPairGap(out)).toBeGreaterThanOrEqual(30 - 1e-9);
  });

  it('returns a single glyph unchanged (normalized)', () => {
    expect(spreadLongitudes([370], 8)).toEqual([10]);
  });
});
