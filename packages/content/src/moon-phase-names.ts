// The eight phase names on their own, so the browser can name a day's Moon (/ceu) without the day texts.
import type { MoonPhaseName } from '@constelar/core/codes';

/** The phase names as a Brazilian almanac prints them. */
export const MOON_PHASE_NAMES: Record<MoonPhaseName, string> = {
  new: 'Lua Nova',
  'waxing-crescent': 'Lua Crescente',
  'first-quarter': 'Quarto Crescente',
  'waxing-gibbous': 'Crescente Gibosa',
  full: 'Lua Cheia',
  'waning-gibbous': 'Minguante Gibosa',
  'last-quarter': 'Quarto Minguante',
  'waning-crescent': 'Lua Minguante',
};
