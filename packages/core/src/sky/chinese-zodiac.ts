// Chinese zodiac of an instant: the animal and element of the Chinese year, which begins at 00:00
// China time (UTC+8) on the day of the Chinese New Year, not on 1 January.

import { CHINESE_ANIMALS, CHINESE_ELEMENTS, type ChineseAnimal, type ChineseElement } from '../codes';
import { err, ok, type Result } from '../result';
import { CHINESE_NEW_YEAR_ALPHABET, CHINESE_NEW_YEAR_FIRST_YEAR } from './chinese-new-year-layout';
import { CHINESE_NEW_YEAR_OFFSETS } from './chinese-new-year-table';
import type { SkyError } from './sky-error';

const CHINA_OFFSET_MS = 8 * 3_600_000;
const MS_PER_DAY = 86_400_000;
/** 1984 (and every 60th year from it) began a sexagenary cycle: wood rat. */
const CYCLE_START_YEAR = 1984;
const LAST_YEAR = CHINESE_NEW_YEAR_FIRST_YEAR + CHINESE_NEW_YEAR_OFFSETS.length - 1;

export interface ChineseZodiac {
  animal: ChineseAnimal;
  element: ChineseElement;
  /** Yang in years whose Gregorian number is even (1990), yin in odd ones. */
  polarity: 'yang' | 'yin';
  /** Gregorian year in which this Chinese year began. */
  year: number;
  /** Its first day, 'YYYY-MM-DD' (China date). */
  newYearDate: string;
}

function newYearDayMs(year: number): number | undefined {
  const index = year - CHINESE_NEW_YEAR_FIRST_YEAR;
  const letter = index >= 0 ? CHINESE_NEW_YEAR_OFFSETS.charAt(index) : '';
  const offset = letter === '' ? -1 : CHINESE_NEW_YEAR_ALPHABET.indexOf(letter);
  return offset >= 0 ? Date.UTC(year, 0, 21 + offset) : undefined;
}

/** Date ('YYYY-MM-DD') of the Chinese New Year in a Gregorian year, 1799–2101. */
export function chineseNewYearDate(year: number): string | undefined {
  const ms = Number.isInteger(year) ? newYearDayMs(year) : undefined;
  return ms === undefined ? undefined : new Date(ms).toISOString().slice(0, 10);
}

/** Animal, element and polarity of the Chinese year that began in a Gregorian year. */
export function chineseYearSigns(year: number): Pick<ChineseZodiac, 'animal' | 'element' | 'polarity'> {
  const cycle = (((year - CYCLE_START_YEAR) % 60) + 60) % 60;
  const stem = cycle % 10;
  return {
    animal: CHINESE_ANIMALS[cycle % 12] ?? 'rat',
    // Stems go in pairs: wood, wood, fire, fire, earth, earth, metal, metal, water, water.
    element: CHINESE_ELEMENTS[Math.floor(stem / 2)] ?? 'wood',
    polarity: stem % 2 === 0 ? 'yang' : 'yin',
  };
}

/** The Chinese zodiac of an instant (Unix ms). Covers the Chinese new year of 1799 to the end of 2101. */
export function chineseZodiac(utcMs: number): Result<ChineseZodiac, SkyError> {
  const first = newYearDayMs(CHINESE_NEW_YEAR_FIRST_YEAR) ?? 0;
  const minUtcMs = first - CHINA_OFFSET_MS;
  const maxUtcMs = Date.UTC(LAST_YEAR + 1, 0, 1) - CHINA_OFFSET_MS - 1;
  if (!(utcMs >= minUtcMs && utcMs <= maxUtcMs))
    return err({ code: 'instant-out-of-range', utcMs, minUtcMs, maxUtcMs });
  // Midnight-aligned China date of the instant, as UTC milliseconds of that calendar day.
  const chinaDayMs = Math.floor((utcMs + CHINA_OFFSET_MS) / MS_PER_DAY) * MS_PER_DAY;
  const gregorianYear = new Date(chinaDayMs).getUTCFullYear();
  const startOfYear = newYearDayMs(gregorianYear) ?? 0;
  const year = chinaDayMs >= startOfYear ? gregorianYear : gregorianYear - 1;
  return ok({ ...chineseYearSigns(year), year, newYearDate: chineseNewYearDate(year) ?? '' });
}
