// Colours of the chart wheels, from the palette in the visual guide (docs: visual.md).
import { CHART_ASPECT_NATURE, type ChartAspectNature } from '@constelar/core/codes';
import type { BiWheelAspectKind } from './bi-wheel-types';

/** Fire, earth, air, water: a faint wash behind each sign, in zodiac order. */
export const ELEMENT_FILL = [
  'rgba(245,158,11,0.13)',
  'rgba(212,175,55,0.10)',
  'rgba(45,212,191,0.11)',
  'rgba(236,72,153,0.11)',
];

export type AspectNature = ChartAspectNature;

/** Trines and sextiles flow, squares and oppositions pull, a conjunction fuses: core's map. */
export const ASPECT_NATURE: Readonly<Record<BiWheelAspectKind, AspectNature>> = CHART_ASPECT_NATURE;

export const NATURE_COLOR: Record<AspectNature, string> = {
  harmonious: '#2dd4bf',
  tense: '#ec4899',
  conjunction: '#d4af37',
};

export const NATURE_LEGEND: readonly (readonly [AspectNature, string])[] = [
  ['harmonious', 'Harmônico (trígono, sextil)'],
  ['tense', 'Tenso (quadratura, oposição)'],
  ['conjunction', 'Conjunção'],
];

/** The two rings' glyphs differ in colour, so the eye tells the charts apart before reading labels. */
export const RING_INK = { inner: '#f3d98b', outer: '#ede9fe' } as const;

export const FONT = 'Inter, system-ui, sans-serif';

export const f = (n: number) => n.toFixed(2);
