import { describe, expect, it } from 'vitest';
import { bruteCrossings, longitudeAt } from '../../../test/brute-force';
import { findLunarPhases } from './lunar-phases';
import { ttWindow, worstSeconds } from './test-window';

const KINDS = ['new', 'first-quarter', 'full', 'last-quarter'];

describe('findLunarPhases', () => {
  it('matches the brute-force search over 400 days, to a few seconds', () => {
    const w = ttWindow('2024-01-01T00:00:00Z', '2025-02-04T00:00:00Z');
    const fast = findLunarPhases(w.fromJd, w.toJd).filter((e) => e.timeMs >= w.fromMs && e.timeMs <= w.toMs);
    const elongation = (ms: number) => longitudeAt('moon', ms).longitude - longitudeAt('sun', ms).longitude;
    const slow = bruteCrossings(elongation, [0, 90, 180, 270], w.fromMs, w.toMs);
    expect(fast.length).toBe(slow.length);
    expect(fast.map((e) => e.kind)).toEqual(slow.map((c) => KINDS[c.level / 90]));
    const worst = worstSeconds(
      fast.map((e) => e.timeMs),
      slow.map((c) => c.timeMs),
    );
    console.log(`phases: ${fast.length} over 400 days, worst ${worst.toFixed(2)} s from brute force`);
    // sky.md allows 60 s from Swiss Ephemeris; the tables' 5″ already cost the Moon about 10 s.
    expect(worst).toBeLessThan(5);
  });

  it.each([
    ['full', '2024-01-25T17:54:00Z'],
    ['new', '2024-04-08T18:21:00Z'],
    ['first-quarter', '2025-01-06T23:56:00Z'],
    ['last-quarter', '2025-01-21T20:31:00Z'],
  ])('finds the %s Moon of %s (published to the minute)', (kind, iso) => {
    const at = Date.parse(iso);
    const w = ttWindow(new Date(at - 86_400_000).toISOString(), new Date(at + 86_400_000).toISOString());
    const found = findLunarPhases(w.fromJd, w.toJd).filter((e) => Math.abs(e.timeMs - at) < 86_400_000);
    expect(found.map((e) => e.kind)).toEqual([kind]);
    expect(Math.abs(found[0]!.timeMs - at)).toBeLessThan(90_000);
  });
});
