// Where each position of a spread sits, in percent of the layout box (spec/tarot.md §4): the cross and
// staff of the Cruz celta, the arc of the Ferradura, the circle of the Mandala; the rest in a row.
import type { SpreadCode } from '@constelar/core/tarot-spreads';

export interface Slot {
  x: number;
  y: number;
  /** Degrees: the Cruz celta's challenge lies across the situation. */
  rotate?: number;
}

const row = (n: number): Slot[] => Array.from({ length: n }, (_, i) => ({ x: ((i + 0.5) / n) * 100, y: 50 }));

const CRUZ: Slot[] = [
  { x: 30, y: 50 },
  { x: 30, y: 50, rotate: 90 },
  { x: 30, y: 84 },
  { x: 10, y: 50 },
  { x: 30, y: 16 },
  { x: 50, y: 50 },
  { x: 82, y: 88 },
  { x: 82, y: 63 },
  { x: 82, y: 37 },
  { x: 82, y: 12 },
];

const FERRADURA: Slot[] = Array.from({ length: 7 }, (_, i) => {
  const angle = Math.PI - (i / 6) * Math.PI;
  return { x: 50 + Math.cos(angle) * 42, y: 80 - Math.sin(angle) * 60 };
});

const MANDALA: Slot[] = [
  // House 1 at nine o'clock, the houses running counter-clockwise as on a chart. An ellipse in a box 7/5 as
  // tall as wide, so a card (13% of the height) and its label under it (about 4.5%) clear the card of the
  // next house, 19.5% of the height away at the sides.
  ...Array.from({ length: 12 }, (_, i) => {
    const angle = Math.PI + (i / 12) * 2 * Math.PI;
    return { x: 50 + Math.cos(angle) * 39, y: 47.5 - Math.sin(angle) * 39 };
  }),
  { x: 50, y: 47.5 },
];

export function spreadSlots(spread: SpreadCode, cards: number): Slot[] {
  if (spread === 'cruz-celta') return CRUZ;
  if (spread === 'ferradura') return FERRADURA;
  if (spread === 'mandala') return MANDALA;
  return row(cards);
}

/** The layout box's shape, width over height. */
export const spreadAspect = (spread: SpreadCode): string =>
  spread === 'mandala'
    ? '5 / 7'
    : spread === 'cruz-celta'
      ? '4 / 5'
      : spread === 'ferradura'
        ? '3 / 2'
        : '3 / 1.4';
