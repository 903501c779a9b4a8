import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../codes';
import { bruteCrossings, longitudeAt } from '../../../test/brute-force';
import { INGRESS_BODIES } from './ingresses';
import { ttWindow } from './test-window';
import { findVoidOfCourse } from './void-of-course';

const DAY_MS = 86_400_000;
const CUSPS = SIGNS.map((_, i) => i * 30);
const ASPECT_ANGLES = [0, 60, 90, 120, 180, 240, 270, 300];

/** The rule read literally: for each sign the Moon crosses, its last exact aspect there to its exit. */
function bruteVoids(fromMs: number, toMs: number) {
  const from = fromMs - 4 * DAY_MS;
  const to = toMs + 4 * DAY_MS;
  const ingresses = bruteCrossings((ms) => longitudeAt('moon', ms).longitude, CUSPS, from, to);
  const aspects = INGRESS_BODIES.flatMap((body) =>
    bruteCrossings(
      (ms) => longitudeAt('moon', ms).longitude - longitudeAt(body, ms).longitude,
      ASPECT_ANGLES,
      from,
      to,
    ).map((c) => c.timeMs),
  );
  return ingresses.slice(0, -1).map((entry, i) => {
    const exit = ingresses[i + 1]!.timeMs;
    const inSign = aspects.filter((t) => t >= entry.timeMs && t < exit);
    return { startMs: Math.max(entry.timeMs, ...inSign), endMs: exit, sign: SIGNS[entry.level / 30] };
  });
}

describe('findVoidOfCourse', () => {
  it('agrees with the rule applied by brute force over a month, within 30 s', () => {
    const w = ttWindow('2024-03-01T00:00:00Z', '2024-04-01T00:00:00Z');
    const overlapping = <T extends { startMs: number; endMs: number }>(list: T[]) =>
      list.filter((v) => v.endMs >= w.fromMs && v.startMs <= w.toMs);
    const fast = overlapping(findVoidOfCourse(w.fromJd, w.toJd));
    const slow = overlapping(bruteVoids(w.fromMs, w.toMs));
    expect(fast.map((v) => v.sign)).toEqual(slow.map((v) => v.sign));
    expect(fast.length).toBeGreaterThanOrEqual(13);
    let worst = 0;
    fast.forEach((v, i) => {
      worst = Math.max(worst, Math.abs(v.startMs - slow[i]!.startMs), Math.abs(v.endMs - slow[i]!.endMs));
    });
    console.log(`void-of-course: ${fast.length} periods in 2024-03, worst ${(worst / 1000).toFixed(2)} s`);
    // sky.md allows 2 minutes from Swiss Ephemeris.
    expect(worst).toBeLessThan(30_000);
  });

  it('chains each period to the next sign: every end is the Moon entering the sign after', () => {
    const w = ttWindow('2025-06-01T00:00:00Z', '2025-07-01T00:00:00Z');
    const voids = findVoidOfCourse(w.fromJd, w.toJd);
    for (const v of voids) {
      expect(v.startMs).toBeLessThanOrEqual(v.endMs);
      const next = SIGNS[(SIGNS.indexOf(v.sign) + 1) % 12];
      expect(SIGNS[Math.floor(longitudeAt('moon', v.endMs + 60_000).longitude / 30)]).toBe(next);
      expect(SIGNS[Math.floor(longitudeAt('moon', v.endMs - 60_000).longitude / 30)]).toBe(v.sign);
    }
  });
});
