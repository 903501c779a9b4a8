import { describe, expect, it } from 'vitest';
import { eclipseAtLunation, findEclipses } from './eclipses';
import { ttWindow } from './test-window';

describe('findEclipses (Meeus ch. 54)', () => {
  // Greatest eclipse as published (NASA's catalogues), to the minute.
  it.each([
    ['sun', 'total', '2024-04-08T18:17:00Z'],
    ['sun', 'annular', '2023-10-14T17:59:00Z'],
    ['sun', 'hybrid', '2023-04-20T04:16:00Z'],
    ['sun', 'total', '2026-08-12T17:46:00Z'],
    ['moon', 'total', '2022-11-08T10:59:00Z'],
    ['moon', 'partial', '2023-10-28T20:14:00Z'],
    ['moon', 'penumbral', '2023-05-05T17:23:00Z'],
    ['moon', 'total', '2025-03-14T06:58:00Z'],
  ])('%s %s eclipse of %s, within 10 minutes', (body, kind, iso) => {
    const at = Date.parse(iso);
    const w = ttWindow(
      new Date(at - 10 * 86_400_000).toISOString(),
      new Date(at + 10 * 86_400_000).toISOString(),
    );
    const found = findEclipses(w.fromJd, w.toJd);
    expect(found.map((e) => [e.body, e.kind])).toEqual([[body, kind]]);
    expect(Math.abs(found[0]!.timeMs - at)).toBeLessThan(10 * 60_000);
  });

  it('lists the eclipse seasons of 2024–2025 and nothing else', () => {
    const w = ttWindow('2024-01-01T00:00:00Z', '2026-01-01T00:00:00Z');
    const found = findEclipses(w.fromJd, w.toJd).map(
      (e) => `${new Date(e.timeMs).toISOString().slice(0, 10)} ${e.body} ${e.kind}`,
    );
    expect(found).toEqual([
      '2024-03-25 moon penumbral',
      '2024-04-08 sun total',
      '2024-09-18 moon partial',
      '2024-10-02 sun annular',
      '2025-03-14 moon total',
      '2025-03-29 sun partial',
      '2025-09-07 moon total',
      '2025-09-21 sun partial',
    ]);
  });

  it('gives Meeus’ worked example: γ and u of the 1993-05-21 partial solar eclipse', () => {
    // Astronomical Algorithms, example 54.a: k = −82, γ = 1.1348, u = 0.0097, a partial eclipse.
    const eclipse = eclipseAtLunation(-82);
    expect(eclipse?.kind).toBe('partial');
    expect(eclipse?.gamma).toBeCloseTo(1.1348, 3);
    expect(eclipse?.u).toBeCloseTo(0.0097, 3);
  });
});
