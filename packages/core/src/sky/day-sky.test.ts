import { describe, expect, it } from 'vitest';
import { SIGNS } from '../codes';
import { bruteCrossings, longitudeAt } from '../../test/brute-force';
import { INGRESS_BODIES } from './calendar/ingresses';
import { daySky, localDayBounds, moonAspectsToNatal, solarHouse } from './day-sky';
import golden from './fixtures/golden-sky.json';

const ZONE = 'America/Sao_Paulo';
const MINUTE_MS = 60_000;
const ASPECT_ANGLES = [0, 60, 90, 120, 180, 240, 270, 300];

function sky(date: string) {
  const result = daySky(date, ZONE);
  if (!result.ok) throw new Error(`no sky for ${date}`);
  return result.value;
}

describe('solarHouse', () => {
  it('counts whole signs from the solar sign', () => {
    expect(solarHouse('aries', 'aries')).toBe(1);
    expect(solarHouse('aries', 'pisces')).toBe(12);
    expect(solarHouse('leo', 'cancer')).toBe(12);
    expect(solarHouse('capricorn', 'taurus')).toBe(5);
  });
});

describe('localDayBounds', () => {
  it('is the Brasília day, not the UTC one', () => {
    const b = localDayBounds('2026-03-10', ZONE)!;
    expect(new Date(b.startMs).toISOString()).toBe('2026-03-10T03:00:00.000Z');
    expect(new Date(b.endMs).toISOString()).toBe('2026-03-11T03:00:00.000Z');
    expect(new Date(b.noonMs).toISOString()).toBe('2026-03-10T15:00:00.000Z');
  });

  it('starts a day whose midnight fell in a summer-time gap when it could, and refuses a date that does not exist', () => {
    // 2018-11-04: clocks jumped from 00:00 to 01:00 in São Paulo.
    const b = localDayBounds('2018-11-04', ZONE)!;
    expect(new Date(b.startMs).toISOString()).toBe('2018-11-04T03:00:00.000Z');
    expect(b.endMs - b.startMs).toBe(23 * 3_600_000);
    expect(localDayBounds('2026-02-30', ZONE)).toBeUndefined();
  });
});

describe('daySky', () => {
  it('finds the Moon–Sun aspects at the golden phase instants, within 2 minutes', () => {
    const phases = golden.calendar2024.filter((g) => g.label.startsWith('phase ')).slice(0, 16);
    const kindAngles: Record<string, string[]> = {
      new: ['conjunction'],
      'first-quarter': ['square'],
      full: ['opposition'],
      'last-quarter': ['square'],
    };
    for (const g of phases) {
      const kind = g.label.split(' ')[1]!;
      const date = new Date(g.utcMs - 3 * 3_600_000).toISOString().slice(0, 10);
      const found = sky(date).aspects.filter((x) => x.a === 'moon' && x.b === 'sun');
      const match = found.find((x) => Math.abs(x.timeMs - g.utcMs) < 2 * MINUTE_MS);
      expect(match, `${g.label} on ${date}`).toBeDefined();
      expect(kindAngles[kind]).toContain(match!.aspect);
    }
  });

  it('puts the great conjunction of Jupiter and Saturn on 2020-12-21 near 18:20 UTC', () => {
    const conjunction = sky('2020-12-21').aspects.find((x) => x.a === 'jupiter' && x.b === 'saturn');
    expect(conjunction?.aspect).toBe('conjunction');
    // Swiss Ephemeris: 18:20:30 UT; Saturn then moves 5″ in about 20 minutes.
    expect(Math.abs(conjunction!.timeMs - Date.parse('2020-12-21T18:20:30Z'))).toBeLessThan(5 * MINUTE_MS);
    expect(conjunction!.signA).toBe('aquarius');
  });

  it('agrees with a brute-force search of every pair over ten days, within 2 minutes', () => {
    const bodies = ['moon', ...INGRESS_BODIES] as const;
    for (const date of ['2025-03-01', '2025-03-02', '2025-03-03', '2026-07-14', '2026-07-15', '2031-11-09']) {
      const s = sky(date);
      const brute: { a: string; b: string; timeMs: number }[] = [];
      bodies.forEach((a, i) => {
        for (const b of bodies.slice(i + 1)) {
          const step = a === 'moon' ? 3_600_000 : 6 * 3_600_000;
          for (const c of bruteCrossings(
            (ms) => longitudeAt(a, ms).longitude - longitudeAt(b, ms).longitude,
            ASPECT_ANGLES,
            s.startMs - step,
            s.endMs + step,
            step,
          )) {
            if (c.timeMs >= s.startMs && c.timeMs < s.endMs) brute.push({ a, b, timeMs: c.timeMs });
          }
        }
      });
      expect(s.aspects.length, date).toBe(brute.length);
      for (const want of brute) {
        const got = s.aspects.find(
          (x) => x.a === want.a && x.b === want.b && Math.abs(x.timeMs - want.timeMs) < 2 * MINUTE_MS,
        );
        expect(got, `${want.a}-${want.b} at ${new Date(want.timeMs).toISOString()}`).toBeDefined();
      }
    }
  });

  it('gives the Moon at noon, its change of sign and the calendar events of the day', () => {
    const s = sky('2024-04-08');
    // Total solar eclipse, greatest at 18:17 UTC, in Áries.
    const eclipse = s.events.find((e) => e.event.type === 'eclipse');
    expect(eclipse?.sign).toBe('aries');
    expect(s.events.some((e) => e.event.type === 'phase' && e.event.kind === 'new')).toBe(true);
    for (const ingress of s.moonIngresses) {
      expect(ingress.timeMs).toBeGreaterThanOrEqual(s.startMs);
      expect(ingress.timeMs).toBeLessThan(s.endMs);
      const after = longitudeAt('moon', ingress.timeMs + MINUTE_MS).longitude;
      expect(SIGNS[Math.floor(after / 30)]).toBe(ingress.sign);
    }
    // Over a month every day has the Moon's sign and most days one change of sign.
    let changes = 0;
    for (let d = 1; d <= 28; d++)
      changes += sky(`2025-02-${String(d).padStart(2, '0')}`).moonIngresses.length;
    expect(changes).toBeGreaterThanOrEqual(9);
    expect(changes).toBeLessThanOrEqual(12);
  });

  it('refuses a date that does not exist or lies outside the tables', () => {
    expect(daySky('2025-13-01', ZONE).ok).toBe(false);
    expect(daySky('1700-01-01', ZONE).ok).toBe(false);
    expect(daySky('2100-12-31', ZONE).ok).toBe(true);
    expect(daySky('1900-01-01', ZONE).ok).toBe(true);
  });
});

describe('moonAspectsToNatal', () => {
  it('finds the Moon’s exact aspects to natal points in a Brasília day, as brute force does, within 2 minutes', () => {
    const natal = [
      { point: 'sun', longitude: 112.96 },
      { point: 'moon', longitude: 26.48 },
      { point: 'ascendant', longitude: 201.3 },
    ] as const;
    for (const date of ['2026-03-10', '2026-03-11', '2026-03-12']) {
      const { startMs, endMs } = localDayBounds(date, ZONE)!;
      const found = moonAspectsToNatal(natal, startMs, endMs);
      const brute = natal.flatMap(({ point, longitude }) =>
        bruteCrossings(
          (ms) => longitudeAt('moon', ms).longitude - longitude,
          ASPECT_ANGLES,
          startMs - 3_600_000,
          endMs + 3_600_000,
        )
          .filter((c) => c.timeMs >= startMs && c.timeMs < endMs)
          .map((c) => ({ point, timeMs: c.timeMs })),
      );
      expect(found.length, date).toBe(brute.length);
      for (const b of brute) {
        expect(found.some((f) => f.natal === b.point && Math.abs(f.timeMs - b.timeMs) < 2 * MINUTE_MS)).toBe(
          true,
        );
      }
    }
  });
});
