import type { AspectKind, ReportBody } from '../codes';
import { REPORT_BODIES } from '../codes';

/** How an aspect colours a relationship: supportive adds, challenging subtracts, neutral adds a little. */
export type AspectNature = 'supportive' | 'neutral' | 'challenging';

/** Unordered pair key in report order, e.g. 'sun-moon' for both (sun, moon) and (moon, sun). */
export function pairKey(a: ReportBody, b: ReportBody): string {
  return REPORT_BODIES.indexOf(a) <= REPORT_BODIES.indexOf(b) ? `${a}-${b}` : `${b}-${a}`;
}

const keys = (...pairs: [ReportBody, ReportBody][]): Set<string> =>
  new Set(pairs.map(([a, b]) => pairKey(a, b)));

// Sun–Moon and Venus–Mars weigh most (domain.md §4). A body meeting its own counterpart comes next: shared
// temperament, and what makes a chart compared with itself score high. Then the other contacts of the
// lights with Venus and Mars, then Mercury's; Jupiter and Saturn least, as whole age groups share them.
const PAIR_WEIGHTS: [number, [ReportBody, ReportBody][]][] = [
  [
    12,
    [
      ['sun', 'moon'],
      ['venus', 'mars'],
    ],
  ],
  [
    10,
    [
      ['sun', 'sun'],
      ['moon', 'moon'],
      ['venus', 'venus'],
    ],
  ],
  [
    8,
    [
      ['mercury', 'mercury'],
      ['mars', 'mars'],
    ],
  ],
  [
    6,
    [
      ['sun', 'venus'],
      ['moon', 'venus'],
      ['sun', 'mars'],
      ['moon', 'mars'],
    ],
  ],
  [
    4,
    [
      ['sun', 'mercury'],
      ['moon', 'mercury'],
      ['mercury', 'venus'],
    ],
  ],
  [
    3,
    [
      ['jupiter', 'jupiter'],
      ['saturn', 'saturn'],
    ],
  ],
];
const WEIGHT_OTHER = 2;
const WEIGHT_BY_PAIR: ReadonlyMap<string, number> = new Map(
  PAIR_WEIGHTS.flatMap(([weight, pairs]) => pairs.map(([a, b]) => [pairKey(a, b), weight] as const)),
);

export const pairWeight = (a: ReportBody, b: ReportBody): number =>
  WEIGHT_BY_PAIR.get(pairKey(a, b)) ?? WEIGHT_OTHER;

// A conjunction takes the colour of the pair: Saturn restrains the personal bodies and Mars rubs the
// Moon and Mercury; Mars with the Sun or Jupiter, and Jupiter with Saturn, are mixed; the rest blend well,
// including any body with its own counterpart.
const CHALLENGING_CONJUNCTIONS = keys(
  ['sun', 'saturn'],
  ['moon', 'saturn'],
  ['mercury', 'saturn'],
  ['venus', 'saturn'],
  ['mars', 'saturn'],
  ['moon', 'mars'],
  ['mercury', 'mars'],
);
const NEUTRAL_CONJUNCTIONS = keys(['sun', 'mars'], ['mars', 'jupiter'], ['jupiter', 'saturn']);

export function aspectNature(kind: AspectKind, a: ReportBody, b: ReportBody): AspectNature {
  switch (kind) {
    case 'trine':
    case 'sextile':
      return 'supportive';
    case 'square':
    case 'opposition':
      return 'challenging';
    case 'conjunction': {
      const key = pairKey(a, b);
      if (CHALLENGING_CONJUNCTIONS.has(key)) return 'challenging';
      if (NEUTRAL_CONJUNCTIONS.has(key)) return 'neutral';
      return 'supportive';
    }
  }
}

/** Signed strength of an exact aspect, −1…1, before pair weight and tightness. */
export const ASPECT_VALENCE = {
  trine: 1,
  sextile: 0.7,
  // Tension can be worked with, so it costs a little less than ease gives.
  square: -0.7,
  // Opposites attract as much as they pull apart.
  opposition: -0.5,
  conjunction: { supportive: 0.9, neutral: 0.3, challenging: -0.6 },
} as const;

export function aspectValence(kind: AspectKind, a: ReportBody, b: ReportBody): number {
  return kind === 'conjunction' ? ASPECT_VALENCE.conjunction[aspectNature(kind, a, b)] : ASPECT_VALENCE[kind];
}
