import { BODY_NAMES, HOUSE_THEMES, clockText } from '@constelar/content';
import { describe, expect, it } from 'vitest';
import { longDate } from '@constelar/content/horoscope-words';
import { checkHoroscopeDate, horoscopeDay } from './horoscope-day';

const DAY_MS = 86_400_000;
const dateAt = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Every date from `from`, `count` days. */
function dates(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => dateAt(start + i * DAY_MS));
}

const brasiliaClock = (iso: string) => {
  const t = new Date(Date.parse(iso) - 3 * 3_600_000);
  return clockText(t.getUTCHours() * 60 + t.getUTCMinutes());
};

describe('horoscopeDay', () => {
  // One year and a month, all twelve signs: the rules of daily.md §1 on every date.
  const days = dates('2026-01-01', 396).map(horoscopeDay);

  it('writes 3 to 5 paragraphs of 120 to 260 words, each naming a sky item or the Moon’s house topic', () => {
    let shortest = Infinity;
    let longest = 0;
    for (const day of days) {
      for (const h of day.signs) {
        expect(h.paragraphs.length, `${h.sign} ${h.date}`).toBeGreaterThanOrEqual(3);
        expect(h.paragraphs.length).toBeLessThanOrEqual(5);
        const total = words(h.paragraphs.join(' '));
        shortest = Math.min(shortest, total);
        longest = Math.max(longest, total);
        expect(total, `${h.sign} ${h.date}: ${total} words`).toBeGreaterThanOrEqual(120);
        expect(total, `${h.sign} ${h.date}: ${total} words`).toBeLessThanOrEqual(260);
        const names = [
          `casa ${h.moon.house}`,
          HOUSE_THEMES[h.moon.house]!,
          ...h.sky.flatMap((item) =>
            item.type === 'void-of-course'
              ? [brasiliaClock(item.start), brasiliaClock(item.end), 'fora de curso']
              : [brasiliaClock(item.time)],
          ),
        ];
        for (const p of h.paragraphs) {
          expect(
            names.some((n) => p.includes(n)),
            `${h.sign} ${h.date}: ${p}`,
          ).toBe(true);
        }
      }
    }
    console.log(`horóscopo: ${shortest} to ${longest} words over ${days.length} days × 12 signs`);
  });

  it('never repeats a paragraph of a sign within 30 consecutive days, nor shares one between signs on a date', () => {
    for (let s = 0; s < 12; s++) {
      const lastSeen = new Map<string, number>();
      days.forEach((day, i) => {
        for (const p of day.signs[s]!.paragraphs) {
          const before = lastSeen.get(p);
          expect(before === undefined || i - before >= 30, `${day.signs[s]!.sign} ${day.date}: ${p}`).toBe(
            true,
          );
          lastSeen.set(p, i);
        }
      });
    }
    for (const day of days) {
      const all = day.signs.flatMap((h) => h.paragraphs);
      expect(new Set(all).size, day.date).toBe(all.length);
    }
  });

  it('gives timed items in Brasília time and counts houses from the sign', () => {
    const day = horoscopeDay('2024-04-08');
    const aries = day.signs[0]!;
    const eclipse = aries.sky.find((i) => i.type === 'eclipse');
    expect(eclipse?.house).toBe(1);
    expect(day.signs[11]!.sky.find((i) => i.type === 'eclipse')?.house).toBe(2);
    // Greatest eclipse 18:17 UTC = 15h17 in Brasília.
    expect(aries.paragraphs.join(' ')).toMatch(/eclipse total do Sol em Áries/);
    expect(aries.paragraphs.join(' ')).toMatch(/15h1[67]/);
    for (const h of day.signs)
      expect(h.moon.house).toBe(
        (([
          'aries',
          'taurus',
          'gemini',
          'cancer',
          'leo',
          'virgo',
          'libra',
          'scorpio',
          'sagittarius',
          'capricorn',
          'aquarius',
          'pisces',
        ].indexOf(h.moon.sign) -
          day.signs.indexOf(h) +
          12) %
          12) +
          1,
      );
  });

  it('names a planet of each aspect it mentions', () => {
    const day = horoscopeDay('2020-12-21');
    const text = day.signs[10]!.paragraphs.join(' ');
    expect(text).toContain(BODY_NAMES.jupiter);
    expect(text).toContain(BODY_NAMES.saturn);
  });

  it('refuses dates outside 1900–2100 and dates that do not exist, in Portuguese', () => {
    expect(() => checkHoroscopeDate('1899-12-31')).toThrow(/1900 a 2100/);
    expect(() => checkHoroscopeDate('2101-01-01')).toThrow(/1900 a 2100/);
    expect(() => checkHoroscopeDate('2026-02-30')).toThrow(/não existe/);
    expect(horoscopeDay('1900-01-01').signs).toHaveLength(12);
    expect(horoscopeDay('2100-12-31').signs).toHaveLength(12);
    expect(longDate('2026-03-07')).toBe('7 de março de 2026');
  });
});
