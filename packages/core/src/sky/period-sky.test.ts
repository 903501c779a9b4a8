import { describe, expect, it } from 'vitest';
import { skyCalendar } from './calendar/sky-calendar';
import { dayAspects, localDayBounds } from './day-sky';
import { periodSky } from './period-sky';

const ZONE = 'America/Sao_Paulo';

describe('periodSky', () => {
  it('lists the calendar’s own events of the span (no void Moon), at the same instants', () => {
    const month = periodSky('2026-03-01', 31, ZONE);
    if (!month.ok) throw new Error('no sky');
    const start = localDayBounds('2026-03-01', ZONE)!.startMs;
    const end = localDayBounds('2026-04-01', ZONE)!.startMs;
    const calendar = skyCalendar(start, end);
    if (!calendar.ok) throw new Error('no calendar');
    const expected = calendar.value.filter((e) => e.type !== 'void-of-course' && e.timeMs < end);
    expect(month.value.events.map((e) => e.event)).toEqual(expected);
    expect(month.value.events.length).toBeGreaterThan(6);
  });

  it('finds the planets’ exact aspects the day search finds, day by day, without the Moon', () => {
    const week = periodSky('2026-01-05', 7, ZONE);
    if (!week.ok) throw new Error('no sky');
    const byDay = week.value.days.flatMap(({ date }) => {
      const b = localDayBounds(date, ZONE)!;
      return dayAspects(b.startMs, b.endMs).filter((a) => a.a !== 'moon');
    });
    expect(week.value.aspects.map((a) => `${a.a} ${a.aspect} ${a.b}`)).toEqual(
      byDay.map((a) => `${a.a} ${a.aspect} ${a.b}`),
    );
    week.value.aspects.forEach((a, i) => expect(Math.abs(a.timeMs - byDay[i]!.timeMs)).toBeLessThan(120_000));
    expect(week.value.aspects.some((a) => a.a === 'moon')).toBe(false);
  });

  it('has the full Moon of 3 January 2026 at 10:03 UTC in Câncer, and the Moon of each noon', () => {
    const week = periodSky('2025-12-29', 7, ZONE);
    if (!week.ok) throw new Error('no sky');
    const full = week.value.events.find((e) => e.event.type === 'phase' && e.event.kind === 'full')!;
    expect(full.sign).toBe('cancer');
    // Published: 2026-01-03 10:03 UTC (the calendar allows 60 s from Swiss Ephemeris).
    expect(Math.abs(full.event.timeMs - Date.parse('2026-01-03T10:03:00Z'))).toBeLessThan(90_000);
    expect(week.value.days.map((d) => d.date)).toEqual([
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
      '2026-01-01',
      '2026-01-02',
      '2026-01-03',
      '2026-01-04',
    ]);
    // The Moon at noon in Brasília on 1 January 2026 is in Gêmeos.
    expect(week.value.days[3]!.moonSign).toBe('gemini');
  });

  it('refuses a date that does not exist', () => {
    expect(periodSky('2026-02-30', 7, ZONE).ok).toBe(false);
  });
});
