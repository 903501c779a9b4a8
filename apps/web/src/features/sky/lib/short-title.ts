import type { SkyEvent } from '@constelar/contract';

// A grid cell is about a hundred pixels wide: each event goes in a word or two there, beside its glyph,
// and the full title stays in the list below.

const PHASES = {
  new: 'Lua Nova',
  'first-quarter': 'Quarto Crescente',
  full: 'Lua Cheia',
  'last-quarter': 'Quarto Minguante',
} as const;

const ECLIPSES = {
  total: 'total',
  annular: 'anular',
  hybrid: 'híbrido',
  partial: 'parcial',
  penumbral: 'penumbral',
} as const;

/** 'Lua Cheia', '→ Sagitário' (beside the body's glyph), 'retrógrado', 'Eclipse anular'. */
export function shortTitle(event: SkyEvent): string {
  switch (event.type) {
    case 'phase':
      return PHASES[event.kind];
    case 'ingress':
      return `→ ${event.sign}`;
    case 'station':
      return event.kind === 'retrograde' ? 'retrógrado' : 'direto';
    case 'eclipse':
      return `Eclipse ${ECLIPSES[event.kind]}`;
    case 'void-of-course':
      return 'fora de curso';
  }
}
