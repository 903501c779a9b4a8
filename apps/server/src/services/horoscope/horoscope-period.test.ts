import { HoroscopePeriod } from '@constelar/contract';
import { countWords } from '@constelar/content';
import { describe, expect, it } from 'vitest';
import { horoscopeMonth, horoscopeWeek, mondayOf, monthTitle, weekTitle } from './horoscope-period';

const DAY_MS = 86_400_000;
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const DATE_WORDS = /\((\d+º?)\)|\bdia (\d+|1º)\b|segunda-feira/;

describe('the week by sign over the 52 weeks of 2026', () => {
  const weeks = Array.from({ length: 52 }, (_, i) => horoscopeWeek(addDays('2026-01-05', 7 * i)));

  it('answers the contract: 4 to 6 paragraphs, 220 to 450 words, every paragraph naming a date', () => {
    for (const week of weeks) {
      for (const h of week) {
        HoroscopePeriod.parse(h);
        expect(h.paragraphs.length).toBeGreaterThanOrEqual(4);
        expect(h.paragraphs.length).toBeLessThanOrEqual(6);
        const words = countWords(h.paragraphs.join(' '));
        expect(words, `${h.sign} ${h.period.from}`).toBeGreaterThanOrEqual(220);
        expect(words, `${h.sign} ${h.period.from}`).toBeLessThanOrEqual(450);
        for (const p of h.paragraphs) expect(p, `${h.sign} ${h.period.from}`).toMatch(DATE_WORDS);
        expect(h.days).toHaveLength(7);
        expect(h.paragraphs.join(' ')).not.toMatch(/\{|\}|\bde a |\bem o /);
      }
    }
  });

  it('never repeats a paragraph of a sign within 8 weeks, nor shares one between signs of a week', () => {
    for (let s = 0; s < 12; s++) {
      for (let i = 0; i < weeks.length; i++) {
        for (let j = i + 1; j < Math.min(weeks.length, i + 8); j++) {
          const later = new Set(weeks[j]![s]!.paragraphs);
          for (const p of weeks[i]![s]!.paragraphs) expect(later.has(p), p).toBe(false);
        }
      }
    }
    for (const week of weeks) {
      const all = week.flatMap((h) => h.paragraphs);
      expect(new Set(all).size).toBe(all.length);
    }
  });

  it('takes no sentence pattern twice for a sign within 8 weeks, dates and houses set aside', () => {
    // The opening's skeleton: the first sentence with every date, number, sign and body blanked.
    const skeleton = (p: string) =>
      p
        .split(/(?<=[.!?])\s/)[0]!
        .replace(/\d+º?/g, '#')
        .replace(/(segunda|terça|quarta|quinta|sexta)-feira|sábado|domingo/g, 'D')
        .replace(/\b(n|d)?(a|o) (do|da|dos|das) [^,.:]+/g, '')
        .replace(/[A-ZÁÂÊÍÓÚ][a-záâãêéíóôúç]+/g, 'X');
    for (let s = 0; s < 12; s++) {
      for (let i = 0; i + 8 <= weeks.length; i += 8) {
        const openings = weeks.slice(i, i + 8).map((w) => skeleton(w[s]!.paragraphs[0]!));
        expect(new Set(openings).size).toBe(8);
      }
    }
  });

  it('reads each day’s Moon in the sign’s house and gives the day’s main event', () => {
    const [aries, , , , leo] = horoscopeWeek('2025-12-29');
    const saturday = leo!.days[5]!;
    expect(saturday.date).toBe('2026-01-03');
    expect(saturday.event).toMatchObject({ type: 'phase', kind: 'full', sign: 'cancer', house: 12 });
    expect(aries!.days[5]!.event).toMatchObject({ type: 'phase', kind: 'full', house: 4 });
    expect(leo!.paragraphs.join(' ')).toMatch(/no sábado \(3\)/);
  });

  it('titles the week and the month as the pages do', () => {
    expect(weekTitle('leo', '2026-11-30', '2026-12-06')).toBe(
      'Horóscopo da semana de Leão: 30 de novembro a 6 de dezembro de 2026',
    );
    expect(weekTitle('aries', '2026-12-07', '2026-12-13')).toBe(
      'Horóscopo da semana de Áries: 7 a 13 de dezembro de 2026',
    );
    expect(weekTitle('aries', '2026-12-28', '2027-01-03')).toBe(
      'Horóscopo da semana de Áries: 28 de dezembro de 2026 a 3 de janeiro de 2027',
    );
    expect(monthTitle('pisces', '2026-03')).toBe('Horóscopo de março de 2026 para Peixes');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });
});

describe('the month by sign over the 24 months of 2026 and 2027', () => {
  const months = Array.from({ length: 24 }, (_, i) => {
    const m = 1 + (i % 12);
    return horoscopeMonth(`${2026 + Math.floor(i / 12)}-${String(m).padStart(2, '0')}`);
  });

  it('answers 5 to 8 paragraphs, 350 to 700 words, every paragraph naming a day', () => {
    for (const month of months) {
      for (const h of month) {
        HoroscopePeriod.parse(h);
        expect(h.paragraphs.length, `${h.sign} ${h.period.from}`).toBeGreaterThanOrEqual(5);
        expect(h.paragraphs.length).toBeLessThanOrEqual(8);
        const words = countWords(h.paragraphs.join(' '));
        expect(words, `${h.sign} ${h.period.from}`).toBeGreaterThanOrEqual(350);
        expect(words, `${h.sign} ${h.period.from}`).toBeLessThanOrEqual(700);
        for (const p of h.paragraphs) expect(p, `${h.sign} ${h.period.from}`).toMatch(DATE_WORDS);
        expect(h.days).toEqual([]);
      }
    }
  });

  it('never repeats a paragraph of a sign within 6 months, nor shares one between signs of a month', () => {
    for (let s = 0; s < 12; s++) {
      for (let i = 0; i < months.length; i++) {
        for (let j = i + 1; j < Math.min(months.length, i + 6); j++) {
          const later = new Set(months[j]![s]!.paragraphs);
          for (const p of months[i]![s]!.paragraphs) expect(later.has(p), p).toBe(false);
        }
      }
    }
    for (const month of months) {
      const all = month.flatMap((h) => h.paragraphs);
      expect(new Set(all).size).toBe(all.length);
    }
  });
});
