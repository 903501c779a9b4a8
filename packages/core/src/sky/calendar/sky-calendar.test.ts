import { describe, expect, it } from 'vitest';
import { eventTimeMs, type SkyCalendarEvent } from './sky-event';
import { MAX_CALENDAR_SPAN_DAYS, skyCalendar } from './sky-calendar';

const DAY_MS = 86_400_000;

function calendar(fromIso: string, toIso: string): SkyCalendarEvent[] {
  const result = skyCalendar(Date.parse(fromIso), Date.parse(toIso));
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

const key = (e: SkyCalendarEvent) => JSON.stringify(e);

describe('skyCalendar', () => {
  const april = calendar('2024-04-01T00:00:00Z', '2024-05-01T00:00:00Z');

  it('sorts by time, a period by its start', () => {
    const times = april.map(eventTimeMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('lists April 2024: its four phases, the eclipse, Mercury’s stations and the ingresses', () => {
    const brief = april
      .filter((e) => e.type !== 'void-of-course')
      .map((e) => {
        const day = new Date(eventTimeMs(e)).toISOString().slice(0, 10);
        if (e.type === 'phase') return `${day} phase ${e.kind}`;
        if (e.type === 'ingress') return `${day} ${e.body} ${e.sign}`;
        if (e.type === 'station') return `${day} ${e.body} ${e.kind}`;
        return `${day} eclipse ${e.type === 'eclipse' ? `${e.body} ${e.kind}` : ''}`;
      });
    expect(brief).toEqual([
      '2024-04-01 mercury retrograde',
      '2024-04-02 phase last-quarter',
      '2024-04-05 venus aries',
      '2024-04-08 eclipse sun total',
      '2024-04-08 phase new',
      '2024-04-15 phase first-quarter',
      '2024-04-19 sun taurus',
      '2024-04-23 phase full',
      '2024-04-25 mercury direct',
      '2024-04-29 venus taurus',
      '2024-04-30 mars aries',
    ]);
  });

  it('keeps instants inside the window and periods overlapping it, with their real ends', () => {
    const fromMs = Date.parse('2024-04-01T00:00:00Z');
    const toMs = Date.parse('2024-05-01T00:00:00Z');
    for (const e of april) {
      if (e.type === 'void-of-course') {
        expect(e.endMs).toBeGreaterThanOrEqual(fromMs);
        expect(e.startMs).toBeLessThanOrEqual(toMs);
      } else {
        expect(e.timeMs).toBeGreaterThanOrEqual(fromMs);
        expect(e.timeMs).toBeLessThanOrEqual(toMs);
      }
    }
    // The Moon was void in Sagittarius from 00:15 to 04:05 UTC on 2024-04-01: a window opening in
    // between lists the whole period.
    const opening = Date.parse('2024-04-01T02:00:00Z');
    const [first] = calendar('2024-04-01T02:00:00Z', '2024-04-02T00:00:00Z');
    expect(first?.type === 'void-of-course' && first.sign).toBe('sagittarius');
    expect(first?.type === 'void-of-course' && first.startMs < opening && first.endMs > opening).toBe(true);
  });

  it('finds the same events whichever window they are searched in', () => {
    const halves = [
      ...calendar('2024-04-01T00:00:00Z', '2024-04-16T00:00:00Z'),
      ...calendar('2024-04-16T00:00:00Z', '2024-05-01T00:00:00Z'),
    ];
    const year = calendar('2024-01-01T00:00:00Z', '2025-02-04T00:00:00Z');
    const whole = new Set(april.map(key));
    expect(new Set(halves.map(key))).toEqual(whole);
    for (const e of april) expect(year.map(key)).toContain(key(e));
  });

  it('takes 400 days (plus slack) and refuses more, empty or reversed windows', () => {
    const from = Date.parse('2030-01-01T00:00:00Z');
    expect(skyCalendar(from, from + MAX_CALENDAR_SPAN_DAYS * DAY_MS).ok).toBe(true);
    for (const to of [from + (MAX_CALENDAR_SPAN_DAYS + 1) * DAY_MS, from, from - DAY_MS, NaN]) {
      const result = skyCalendar(from, to);
      expect(result.ok ? 'ok' : result.error.code).toBe('invalid-range');
    }
  });

  it('covers 1800–2100 and refuses instants beyond the tables', () => {
    expect(calendar('1800-01-01T00:00:00Z', '1800-02-01T00:00:00Z').length).toBeGreaterThan(10);
    expect(calendar('2100-12-01T00:00:00Z', '2101-01-01T00:00:00Z').length).toBeGreaterThan(10);
    const early = skyCalendar(Date.parse('1799-11-01T00:00:00Z'), Date.parse('1799-12-31T00:00:00Z'));
    const late = skyCalendar(Date.parse('2101-03-01T00:00:00Z'), Date.parse('2101-03-10T00:00:00Z'));
    expect(early.ok ? 'ok' : early.error.code).toBe('instant-out-of-range');
    expect(late.ok ? 'ok' : late.error.code).toBe('instant-out-of-range');
  });

  it('builds a 400-day calendar in well under 200 ms', () => {
    const from = Date.parse('2061-05-01T00:00:00Z');
    skyCalendar(from, from + 400 * DAY_MS); // tables decode on first use
    let best = Infinity;
    for (let run = 0; run < 3; run++) {
      const start = performance.now();
      skyCalendar(from + run * DAY_MS, from + (400 + run) * DAY_MS);
      best = Math.min(best, performance.now() - start);
    }
    console.log(`skyCalendar: 400 days in ${best.toFixed(1)} ms (best of 3)`);
    expect(best).toBeLessThan(200);
  });
});
