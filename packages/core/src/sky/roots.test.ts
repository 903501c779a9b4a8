import { describe, expect, it } from 'vitest';
import {
  findLevelCrossings,
  findTurningPoints,
  interpolate,
  refineCrossing,
  sampleAngle,
  wrap180,
  wrap360,
  type LevelCrossing,
} from './roots';

// An angle swinging ±50° about 100° once every 2π days: two stations per turn, like a retrograde loop.
const swing = (t: number) => ({ longitude: wrap360(100 + 50 * Math.sin(t)), speed: 50 * Math.cos(t) });

function crossingsOf(angleAt: typeof swing, levels: number[], from: number, to: number, step: number) {
  const found: LevelCrossing[] = [];
  findLevelCrossings(sampleAngle(angleAt, from, to, step), levels, (c) => found.push(c));
  return found;
}

describe('wrap180 / wrap360', () => {
  it.each([
    [190, -170],
    [-190, 170],
    [180, -180],
    [0, 0],
    [725, 5],
  ])('wrap180(%s) = %s', (x, y) => expect(wrap180(x)).toBe(y));

  it('wrap360 keeps [0, 360)', () => {
    expect(wrap360(-10)).toBe(350);
    expect(wrap360(720)).toBe(0);
  });
});

describe('sampleAngle', () => {
  it('aligns the grid to multiples of the step and unwraps across 0°', () => {
    const curve = sampleAngle((t) => ({ longitude: wrap360(350 + 10 * t), speed: 10 }), 0.3, 2.2, 0.5);
    expect(curve.start).toBe(0);
    expect(curve.values.length).toBe(6);
    expect([...curve.values]).toEqual([350, 355, 360, 365, 370, 375]);
  });

  it('interpolates a smooth angle far below an arcsecond between samples', () => {
    const curve = sampleAngle(swing, 0, 20, 0.1);
    for (let t = 0.1; t < 19.9; t += 0.37) {
      const { value, rate } = interpolate(curve, t);
      expect(Math.abs(wrap180(value - swing(t).longitude)) * 3600).toBeLessThan(1);
      expect(rate).toBeCloseTo(swing(t).speed, 2);
    }
  });
});

describe('findLevelCrossings', () => {
  it('finds every crossing of each level, with its direction, in time order', () => {
    const levels = [120, 100, 149.9];
    const found = crossingsOf(swing, levels, 0, 12, 0.25);
    const expected: LevelCrossing[] = [];
    for (let turn = 0; turn < 2; turn++) {
      const base = 2 * Math.PI * turn;
      const at = (x: number) => Math.asin(x);
      // Rising through 100 (at the turn itself only from the second turn: level met at a sample is
      // counted on the piece that ends there), 120, 149.9; falling through 149.9, 120, 100.
      if (turn > 0) expected.push({ level: 1, time: base, direction: 1 });
      expected.push({ level: 0, time: base + at(0.4), direction: 1 });
      expected.push({ level: 2, time: base + at(0.998), direction: 1 });
      expected.push({ level: 2, time: base + Math.PI - at(0.998), direction: -1 });
      expected.push({ level: 0, time: base + Math.PI - at(0.4), direction: -1 });
      expected.push({ level: 1, time: base + Math.PI, direction: -1 });
    }
    expect(found.map((c) => [c.level, c.direction])).toEqual(expected.map((c) => [c.level, c.direction]));
    found.forEach((c, i) => expect(Math.abs(c.time - expected[i]!.time)).toBeLessThan(2e-4));
  });

  it('finds both crossings of a level grazed near a turn within one step', () => {
    // The swing tops out at 150°: 149.99 is crossed twice, 0.04 days apart, inside one 0.5-day step.
    const found = crossingsOf(swing, [149.99], 0, 3, 0.5);
    expect(found.map((c) => c.direction)).toEqual([1, -1]);
    expect(found[1]!.time - found[0]!.time).toBeLessThan(0.05);
  });

  it('crosses 0° whichever way the angle moves', () => {
    const up = crossingsOf((t) => ({ longitude: wrap360(350 + 10 * t), speed: 10 }), [0, 359.5], 0, 3, 1);
    expect(up).toEqual([
      { level: 1, time: expect.closeTo(0.95, 9), direction: 1 },
      { level: 0, time: expect.closeTo(1, 9), direction: 1 },
    ]);
    const down = crossingsOf((t) => ({ longitude: wrap360(10 - 10 * t), speed: -10 }), [0, 359.5], 0, 3, 1);
    expect(down).toEqual([
      { level: 0, time: expect.closeTo(1, 9), direction: -1 },
      { level: 1, time: expect.closeTo(1.05, 9), direction: -1 },
    ]);
  });
});

describe('findTurningPoints', () => {
  it('finds the stations of the swing', () => {
    const turns = findTurningPoints(sampleAngle(swing, 0, 10, 0.25));
    expect(turns.length).toBe(3);
    turns.forEach((t, i) => expect(t).toBeCloseTo(Math.PI / 2 + i * Math.PI, 3));
  });
});

describe('refineCrossing', () => {
  it('polishes a rough instant with Newton steps on the real angle', () => {
    const t = refineCrossing(swing, 120, 0.5, 1);
    expect(t).toBeCloseTo(Math.asin(0.4), 10);
  });

  it('keeps the estimate where Newton would jump further than allowed (at a station)', () => {
    expect(refineCrossing(swing, 150.5, Math.PI / 2 + 0.01, 0.1)).toBe(Math.PI / 2 + 0.01);
  });
});
