import { describe, expect, it } from 'vitest';
import { chineseNewYearDate, chineseYearSigns, chineseZodiac } from './chinese-zodiac';

describe('chineseNewYearDate', () => {
  it.each([
    [1990, '1990-01-27'],
    [2000, '2000-02-05'],
    [2023, '2023-01-22'],
    // Two new moons fall in 21 Jan–20 Feb; the year starts at the second (month 11 began on the solstice day).
    [1985, '1985-02-20'],
    // A leap eleventh month in 2033 pushes the new year to the third new moon after the solstice.
    [2034, '2034-02-19'],
    [1966, '1966-01-21'],
    [2020, '2020-01-25'],
    [2024, '2024-02-10'],
    [2025, '2025-01-29'],
    [1900, '1900-01-31'],
    [1912, '1912-02-18'],
    [1949, '1949-01-29'],
    // Before 1929 the calendar counted days in Beijing mean time (UTC+7:45:40); UTC+8 would say 14 Feb and 4 Feb.
    [1896, '1896-02-13'],
    [1916, '1916-02-03'],
  ])('%s → %s', (year, date) => {
    expect(chineseNewYearDate(year)).toBe(date);
  });

  it('covers 1799–2101 and always falls between 21 January and 20 February', () => {
    for (let year = 1799; year <= 2101; year++) {
      const date = chineseNewYearDate(year);
      expect(date).toMatch(/^\d{4}-(01-(2[1-9]|3[01])|02-([01]\d|20))$/);
    }
    expect(chineseNewYearDate(1798)).toBeUndefined();
    expect(chineseNewYearDate(2102)).toBeUndefined();
  });
});

describe('chineseZodiac', () => {
  it('gives Cavalo de Metal (horse, metal) for 15/07/1990', () => {
    expect(chineseZodiac(Date.parse('1990-07-15T17:30:00Z'))).toEqual({
      ok: true,
      value: { animal: 'horse', element: 'metal', polarity: 'yang', year: 1990, newYearDate: '1990-01-27' },
    });
  });

  it('changes year at 00:00 China time (UTC+8) on the new year day, not on 1 January', () => {
    expect(chineseZodiac(Date.parse('1990-01-26T15:59:59Z'))).toMatchObject({
      value: { animal: 'snake', element: 'earth', year: 1989 },
    });
    expect(chineseZodiac(Date.parse('1990-01-26T16:00:00Z'))).toMatchObject({
      value: { animal: 'horse', year: 1990 },
    });
    expect(chineseZodiac(Date.parse('1985-02-19T12:00:00Z'))).toMatchObject({
      value: { animal: 'rat', element: 'wood', year: 1984 },
    });
    expect(chineseZodiac(Date.parse('1985-02-19T16:00:00Z'))).toMatchObject({
      value: { animal: 'ox', year: 1985 },
    });
    expect(chineseZodiac(Date.parse('2034-02-18T12:00:00Z'))).toMatchObject({
      value: { animal: 'ox', element: 'water', year: 2033 },
    });
    expect(chineseZodiac(Date.parse('2034-02-19T12:00:00Z'))).toMatchObject({
      value: { animal: 'tiger', element: 'wood', year: 2034 },
    });
  });

  it.each([
    [2000, 'dragon', 'metal'],
    [2023, 'rabbit', 'water'],
    [1984, 'rat', 'wood'],
    [1800, 'monkey', 'metal'],
    [2100, 'monkey', 'metal'],
  ] as const)('%s is the year of the %s, %s', (year, animal, element) => {
    expect(chineseYearSigns(year)).toMatchObject({ animal, element });
  });

  it('covers births from 1 January 1800 to 31 December 2100, and no further than its table', () => {
    expect(chineseZodiac(Date.parse('1800-01-01T03:00:00Z'))).toMatchObject({
      ok: true,
      value: { year: 1799, animal: 'goat' },
    });
    expect(chineseZodiac(Date.parse('2100-12-31T23:00:00Z'))).toMatchObject({
      ok: true,
      value: { year: 2100 },
    });
    expect(chineseZodiac(Date.parse('1700-01-01T00:00:00Z'))).toMatchObject({
      ok: false,
      error: { code: 'instant-out-of-range' },
    });
  });
});
