import { describe, expect, it } from 'vitest';
import type { transitEventsFrom } from './transit-events';
import { dayHighlight } from './today';

// Issue #37: "Seu dia" repeated a months-long Netuno–Lua highlight every other day.
type DayTransit = ReturnType<typeof transitEventsFrom>[number];
const DAY = 86_400_000;
const transit = (transiting: string, exact: string[]): DayTransit =>
  ({
    transiting,
    natal: 'moon',
    aspect: 'square',
    start: '2026-01-01T00:00:00Z',
    end: '2026-12-31T00:00:00Z',
    exact,
    title: `${transiting} em quadratura com a sua Lua`,
    text: 'Texto.',
  }) as unknown as DayTransit;

describe('the day’s highlight', () => {
  const neptune = transit('neptune', ['2026-03-10T12:00:00Z', '2026-09-02T08:00:00Z']);
  const venus = transit('venus', []);

  it('gives a slow transit the highlight once per exact, on its day only', () => {
    const days = Array.from({ length: 365 }, (_, i) => Date.parse('2026-01-01T03:00:00Z') + i * DAY);
    const highlighted = days.filter((start) => dayHighlight([neptune], start, start + DAY) === neptune);
    expect(highlighted.map((d) => new Date(d).toISOString().slice(0, 10))).toEqual([
      '2026-03-10',
      '2026-09-02',
    ]);
  });

  it('otherwise reads the quick transit in orb, and prefers an exact one to it', () => {
    const start = Date.parse('2026-03-11T03:00:00Z');
    expect(dayHighlight([neptune, venus], start, start + DAY)).toBe(venus);
    const exactDay = Date.parse('2026-03-10T03:00:00Z');
    expect(dayHighlight([venus, neptune], exactDay, exactDay + DAY)).toBe(neptune);
    expect(dayHighlight([], start, start + DAY)).toBeNull();
  });
});
