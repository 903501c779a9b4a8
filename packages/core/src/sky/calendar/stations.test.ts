import { describe, expect, it } from 'vitest';
import { bruteStations } from '../../../test/brute-force';
import { findStations, STATION_BODIES } from './stations';
import { ttWindow } from './test-window';

// 400 days that hold stations of every body, Venus' of 2025-03 and 2025-04 included.
const w = ttWindow('2024-06-01T00:00:00Z', '2025-07-05T00:00:00Z');

describe('findStations', () => {
  it.each(STATION_BODIES)('%s: same stations as the brute-force search, within a minute', (body) => {
    const fast = findStations(body, w.fromJd - 8, w.toJd + 8).filter(
      (e) => e.timeMs >= w.fromMs && e.timeMs <= w.toMs,
    );
    const slow = bruteStations(body, w.fromMs, w.toMs);
    expect(fast.map((e) => e.kind)).toEqual(slow.map((s) => (s.retrograde ? 'retrograde' : 'direct')));
    expect(fast.length).toBeGreaterThan(0);
    fast.forEach((e, i) => expect(Math.abs(e.timeMs - slow[i]!.timeMs)).toBeLessThan(60_000));
  });

  it.each([
    ['retrograde', '2024-04-01T22:14:00Z'],
    ['direct', '2024-04-25T12:54:00Z'],
  ])('Mercury stations %s at %s (published), within 30 minutes', (kind, iso) => {
    const at = Date.parse(iso);
    const april = ttWindow('2024-03-15T00:00:00Z', '2024-05-15T00:00:00Z');
    const found = findStations('mercury', april.fromJd, april.toJd).filter(
      (e) => Math.abs(e.timeMs - at) < 86_400_000,
    );
    expect(found.map((e) => e.kind)).toEqual([kind]);
    expect(Math.abs(found[0]!.timeMs - at)).toBeLessThan(30 * 60_000);
  });
});
