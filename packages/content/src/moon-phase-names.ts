// The eight phase names on their own, so the browser can name a day's Moon (/ceu) without the day texts.
import type { MoonPhaseName } from '@constelar/core/codes';

/**
 * The phase names as the Brazilian folhinha prints them (issue #37): the four on the day of their instant,
 * and every day between them Crescente or Minguante (core's `dayMoonPhase` tells the days apart).
 */
export const MOON_PHASE_NAMES: Record<MoonPhaseName, string> = {
  new: 'Lua Nova',
  'waxing-crescent': 'Lua Crescente',
  'first-quarter': 'Quarto Crescente',
  'waxing-gibbous': 'Lua Crescente',
  full: 'Lua Cheia',
  'waning-gibbous': 'Lua Minguante',
  'last-quarter': 'Quarto Minguante',
  'waning-crescent': 'Lua Minguante',
};
