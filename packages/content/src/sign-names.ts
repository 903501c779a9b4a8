// The twelve Portuguese sign names on their own, so the browser can import them without the sign texts
// or core's index (which carries the ephemeris table).
import type { Sign } from '@constelar/core/codes';

export const SIGN_NAMES: Record<Sign, string> = {
  aries: 'Áries',
  taurus: 'Touro',
  gemini: 'Gêmeos',
  cancer: 'Câncer',
  leo: 'Leão',
  virgo: 'Virgem',
  libra: 'Libra',
  scorpio: 'Escorpião',
  sagittarius: 'Sagitário',
  capricorn: 'Capricórnio',
  aquarius: 'Aquário',
  pisces: 'Peixes',
};
