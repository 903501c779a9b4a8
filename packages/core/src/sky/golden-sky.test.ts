import { describe, expect, it } from 'vitest';
import { skyCalendar } from './calendar/sky-calendar';
import { bodyLongitude } from './ephemeris';
import golden from './fixtures/golden-sky.json';
import { timeScalesFromUnixMs } from './time-scales';
import { findTransits, type TransitNatalInput } from './transits';
import type { Body } from '../codes';

// The engine against instants solved on the full theories (scripts/generate-sky-golden.ts), with
// sky.md's tolerances: §3 for transits, §5 for the calendar.

/** Milliseconds the body takes to move 5″ at an instant. */
function fiveArcsecondsMs(body: Body, utcMs: number): number {
  const { speed } = bodyLongitude(body, timeScalesFromUnixMs(utcMs).jdTT);
  return (5 / 3600 / Math.max(Math.abs(speed), 1e-9)) * 86_400_000;
}

describe('the sky calendar against the full theories (2024)', () => {
  const found = skyCalendar(Date.UTC(2024, 0, 1), Date.UTC(2025, 0, 1));
  if (!found.ok) throw new Error(found.error.code);
  const label = (e: (typeof found.value)[number]) =>
    e.type === 'phase'
      ? `phase ${e.kind}`
      : e.type === 'ingress'
        ? `ingress ${e.body} ${e.sign}${e.retrograde ? ' retrograde' : ''}`
        : e.type === 'station'
          ? `station ${e.body} ${e.kind}`
          : e.type;

  it.each(golden.calendar2024.map((g) => [g.label, g.utcMs] as const))('%s at %i', (name, utcMs) => {
    const candidates = found.value.filter((e) => label(e) === name && 'timeMs' in e);
    const nearest = Math.min(...candidates.map((e) => Math.abs((e as { timeMs: number }).timeMs - utcMs)));
    const [, body] = name.split(' ');
    const tolerance = name.startsWith('station')
      ? 30 * 60_000
      : name.startsWith('ingress')
        ? Math.max(60_000, fiveArcsecondsMs(body as Body, utcMs))
        : 60_000;
    expect(nearest).toBeLessThanOrEqual(tolerance);
  });
});

describe('transits against the full theories (2026, over a chart cast on them)', () => {
  const natal = golden.transits2026.natal as TransitNatalInput[];
  const found = findTransits(natal, Date.UTC(2026, 0, 1), 366);
  if (!found.ok) throw new Error(found.error.code);

  it(`finds each of the ${golden.transits2026.exacts.length} exact instants within 2 minutes (or 5″ of motion)`, () => {
    const misses: string[] = [];
    for (const g of golden.transits2026.exacts) {
      const exacts = found.value
        .filter((e) => e.transiting === g.transiting && e.natal === g.natal && e.aspect === g.aspect)
        .flatMap((e) => e.exactMs);
      const nearest = Math.min(...exacts.map((x) => Math.abs(x - g.utcMs)));
      const tolerance = Math.max(120_000, fiveArcsecondsMs(g.transiting as Body, g.utcMs));
      if (!(nearest <= tolerance)) misses.push(`${g.transiting} ${g.aspect} ${g.natal}: ${nearest} ms`);
    }
    expect(misses).toEqual([]);
    expect(golden.transits2026.exacts.length).toBeGreaterThan(100);
  });
});
