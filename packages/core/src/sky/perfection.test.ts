import { describe, expect, it } from 'vitest';
import { perfectionInstant } from './perfection';

const DAY = 86_400_000;
const HOUR = 3_600_000;
// One progressed day is a year of life; an hour of life is 1/365.24 of a progressed hour.
const LIFE_HOUR = HOUR / 365.242199;

describe('perfectionInstant', () => {
  it('finds a steady crossing ahead or behind, to under an hour of life', () => {
    const rate = 1 / DAY; // 1° per progressed day
    const ahead = perfectionInstant((t) => 100 + (t - 0) * rate, 100.5, 0, -100 * DAY, 100 * DAY);
    expect(Math.abs(ahead! - 0.5 * DAY)).toBeLessThan(LIFE_HOUR);
    const behind = perfectionInstant((t) => 100 + t * rate, 99.25, 0, -100 * DAY, 100 * DAY);
    expect(Math.abs(behind! + 0.75 * DAY)).toBeLessThan(LIFE_HOUR);
  });

  it('crosses 0° Aries without tripping on the wrap', () => {
    const at = perfectionInstant((t) => (359.6 + t / DAY + 360) % 360, 0.2, 0, -50 * DAY, 50 * DAY);
    expect(Math.abs(at! - 0.6 * DAY)).toBeLessThan(LIFE_HOUR);
  });

  it('follows a station: the nearest crossing after the turn, or none when it turns short', () => {
    // A body at a station now, moving back then forward: x(t) = 10 + 0.02·(t/DAY)² (degrees).
    const turning = (t: number) => 10 + 0.02 * (t / DAY) ** 2;
    const reached = perfectionInstant(turning, 10.5, 0, -100 * DAY, 100 * DAY);
    expect(Math.abs(Math.abs(reached!) - 5 * DAY)).toBeLessThan(LIFE_HOUR);
    // Turning at 10° and going back up: never down to 9.5°.
    expect(perfectionInstant(turning, 9.5, 0, -100 * DAY, 100 * DAY)).toBeNull();
  });

  it('never looks before birth', () => {
    const at = perfectionInstant((t) => 50 + t / DAY, 49, 0, -0.5 * DAY, 100 * DAY);
    expect(at).toBeNull();
  });
});
