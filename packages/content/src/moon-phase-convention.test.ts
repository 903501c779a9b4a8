// One Moon-phase convention (issue #37): the Brazilian folhinha's. The calendar's phase events, the
// horóscopo's Moon, "Seu dia" (core's localDayMoonPhase, which the server calls) and the lunation push
// (the day's new or full Moon among the horóscopo's sky items) name every day of a month alike.
import { dayMoonPhase, daySky, localDayMoonPhase, moonPhaseAt, skyCalendar } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { horoscopeInputOf } from './horoscope-input';
import { MOON_PHASE_NAMES } from './moon-phase-names';
import { BRASILIA } from './testing/horoscope-days';

const PRINCIPAL = ['new', 'first-quarter', 'full', 'last-quarter'] as const;
const dates = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) =>
    new Date(Date.parse(`${from}T00:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10),
  );

interface DayNames {
  date: string;
  calendar: string | null;
  horoscope: string;
  seuDia: string;
  push: string | null;
}

function namesOf(date: string): DayNames {
  const sky = daySky(date, BRASILIA);
  if (!sky.ok) throw new Error(date);
  const { startMs, endMs } = sky.value;
  const calendar = skyCalendar(startMs, endMs);
  if (!calendar.ok) throw new Error(date);
  const phase = calendar.value.find((e) => e.type === 'phase' && e.timeMs >= startMs && e.timeMs < endMs);
  const seuDia = localDayMoonPhase(startMs, endMs);
  if (!seuDia.ok) throw new Error(date);
  const lunation = horoscopeInputOf(sky.value, 'leo', BRASILIA).items.find(
    (i) => i.type === 'phase' && (i.kind === 'new' || i.kind === 'full'),
  );
  return {
    date,
    calendar: phase?.type === 'phase' ? MOON_PHASE_NAMES[phase.kind] : null,
    horoscope: MOON_PHASE_NAMES[horoscopeInputOf(sky.value, 'leo', BRASILIA).moon.phase],
    seuDia: MOON_PHASE_NAMES[seuDia.value],
    push: lunation?.type === 'phase' ? MOON_PHASE_NAMES[lunation.kind] : null,
  };
}

describe('one Moon-phase convention, the folhinha’s', () => {
  // Two months: the 12 August 2026 eclipse (a new Moon) and December 2026.
  const days = [...dates('2026-08-01', 31), ...dates('2026-12-01', 31)].map(namesOf);

  it('names a day by the calendar’s phase of that day, in the horóscopo, "Seu dia" and the push alike', () => {
    for (const d of days) {
      expect(d.seuDia, d.date).toBe(d.horoscope);
      if (d.calendar) expect(d.horoscope, d.date).toBe(d.calendar);
      else expect(['Lua Crescente', 'Lua Minguante'], d.date).toContain(d.horoscope);
      if (d.horoscope === 'Lua Nova' || d.horoscope === 'Lua Cheia') expect(d.push, d.date).toBe(d.horoscope);
      else expect(d.push, d.date).toBeNull();
    }
    // Each of the four falls on one day of a lunation, so a month holds each once or twice.
    for (const kind of PRINCIPAL) {
      const count = days.filter((d) => d.horoscope === MOON_PHASE_NAMES[kind]).length;
      expect(count, kind).toBeGreaterThanOrEqual(2);
      expect(count, kind).toBeLessThanOrEqual(4);
    }
  });

  it('no longer calls "Lua Nova" the day before the calendar’s (the editor’s error 7)', () => {
    // 11 August 2026: the Moon at noon is within 22.5° of the Sun, but the new Moon is on the 12th.
    const noon = moonPhaseAt(Date.parse('2026-08-11T15:00:00Z'));
    expect(noon.ok && noon.value.phase).toBe('new'); // the old rule: the 45° bin around noon
    const before = namesOf('2026-08-11');
    expect(before.horoscope).toBe('Lua Minguante');
    expect(before.calendar).toBeNull();
    expect(namesOf('2026-08-12').horoscope).toBe('Lua Nova');
  });

  it('uses the folhinha’s names only', () => {
    expect(new Set(Object.values(MOON_PHASE_NAMES))).toEqual(
      new Set([
        'Lua Nova',
        'Lua Crescente',
        'Quarto Crescente',
        'Lua Cheia',
        'Quarto Minguante',
        'Lua Minguante',
      ]),
    );
  });

  it('names a day from the elongations at its ends', () => {
    expect(dayMoonPhase(-5, 8)).toBe('new');
    expect(dayMoonPhase(350, 0)).toBe('waning-crescent'); // 24:00 belongs to the next day
    expect(dayMoonPhase(0, 12)).toBe('new');
    expect(dayMoonPhase(20, 32)).toBe('waxing-crescent');
    expect(dayMoonPhase(85, 97)).toBe('first-quarter');
    expect(dayMoonPhase(120, 132)).toBe('waxing-gibbous');
    expect(dayMoonPhase(175, 188)).toBe('full');
    expect(dayMoonPhase(200, 212)).toBe('waning-gibbous');
    expect(dayMoonPhase(265, 277)).toBe('last-quarter');
    expect(dayMoonPhase(300, 312)).toBe('waning-crescent');
  });
});
