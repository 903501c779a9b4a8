// The names of the sky calendar's events on their own: the calendar's grid (/ceu) says each event in a word
// or two without loading the texts of sky-event-texts.ts.

import {
  ECLIPSE_KINDS,
  LUNAR_PHASE_KINDS,
  type EclipseKind,
  type LunarPhaseKind,
} from '@constelar/core/codes';

// The lunations are core's lists (codes.ts); content only names them.
export const PHASE_KINDS = LUNAR_PHASE_KINDS;
export type PhaseKind = LunarPhaseKind;
export { ECLIPSE_KINDS, type EclipseKind };

export const STATION_KINDS = ['retrograde', 'direct'] as const;
export type StationKind = (typeof STATION_KINDS)[number];

export const PHASE_TITLES: Record<PhaseKind, string> = {
  new: 'Lua Nova',
  'first-quarter': 'Quarto Crescente',
  full: 'Lua Cheia',
  'last-quarter': 'Quarto Minguante',
};

export const ECLIPSE_KIND_WORDS: Record<EclipseKind, string> = {
  total: 'total',
  annular: 'anular',
  hybrid: 'híbrido',
  partial: 'parcial',
  penumbral: 'penumbral',
};

/** What shortSkyTitle reads of an event (the contract's SkyEvent fits). */
export type ShortTitleEvent =
  | { type: 'phase'; kind: PhaseKind }
  | { type: 'ingress'; sign: string }
  | { type: 'station'; kind: StationKind }
  | { type: 'eclipse'; kind: EclipseKind }
  | { type: 'void-of-course' };

/**
 * 'Lua Cheia', '→ Sagitário' (beside the body's glyph), 'retrógrado', 'Eclipse anular': a grid cell is
 * about a hundred pixels wide, so each event goes in a word or two there, and the full title stays in the
 * list below.
 */
export function shortSkyTitle(event: ShortTitleEvent): string {
  switch (event.type) {
    case 'phase':
      return PHASE_TITLES[event.kind];
    case 'ingress':
      return `→ ${event.sign}`;
    case 'station':
      return event.kind === 'retrograde' ? 'retrógrado' : 'direto';
    case 'eclipse':
      return `Eclipse ${ECLIPSE_KIND_WORDS[event.kind]}`;
    case 'void-of-course':
      return 'fora de curso';
  }
}
