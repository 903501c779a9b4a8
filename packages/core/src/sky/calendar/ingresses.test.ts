import { describe, expect, it } from 'vitest';
import { SIGNS } from '../../codes';
import { bruteCrossings, longitudeAt } from '../../../test/brute-force';
import { findIngresses, INGRESS_BODIES } from './ingresses';
import { ttWindow } from './test-window';

const SIX_HOURS_MS = 6 * 3_600_000;
const CUSPS = SIGNS.map((_, i) => i * 30);

// 2024-01 to 2025-02 holds forward ingresses of every body and retrograde re-entries of Mercury (Leo,
// 2024-08), Mars (Cancer, 2025-01) and Pluto (Capricorn, 2024-09).
const w = ttWindow('2024-01-01T00:00:00Z', '2025-02-04T00:00:00Z');

describe('findIngresses', () => {
  it.each(INGRESS_BODIES)('%s: same ingresses as the brute-force search, within 1″ of motion', (body) => {
    const fast = findIngresses(body, w.fromJd - 8, w.toJd + 8).filter(
      (e) => e.timeMs >= w.fromMs && e.timeMs <= w.toMs,
    );
    const slow = bruteCrossings(
      (ms) => longitudeAt(body, ms).longitude,
      CUSPS,
      w.fromMs,
      w.toMs,
      SIX_HOURS_MS,
    );
    expect(fast.map((e) => [e.sign, e.retrograde])).toEqual(
      slow.map((c) => [
        SIGNS[c.direction === 1 ? c.level / 30 : (c.level / 30 + 11) % 12],
        c.direction === -1,
      ]),
    );
    fast.forEach((e, i) => {
      const offSeconds = Math.abs(e.timeMs - slow[i]!.timeMs) / 1000;
      const speed = Math.abs(longitudeAt(body, e.timeMs).speed); // degrees per day
      const secondsPerArcsecond = 86_400 / 3600 / speed;
      // sky.md allows 60 s or the time to move 5″ from Swiss Ephemeris; the search keeps to a fifth.
      expect(offSeconds).toBeLessThan(Math.max(12, secondsPerArcsecond));
    });
  });

  it('finds the retrograde re-entries', () => {
    const back = INGRESS_BODIES.flatMap((body) => findIngresses(body, w.fromJd, w.toJd)).filter(
      (e) => e.retrograde,
    );
    expect(back.map((e) => `${e.body} ${e.sign}`)).toEqual(
      expect.arrayContaining(['mercury leo', 'mars cancer', 'pluto capricorn']),
    );
  });

  it('puts the Sun into Aries at 2024-03-20 03:06 UTC (published to the minute)', () => {
    const [aries] = findIngresses('sun', w.fromJd, w.toJd).filter((e) => e.sign === 'aries');
    expect(Math.abs(aries!.timeMs - Date.parse('2024-03-20T03:06:00Z'))).toBeLessThan(90_000);
    expect(aries!.retrograde).toBe(false);
  });
});
