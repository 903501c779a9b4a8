import type { Element, Modality, Sign } from '../codes';
import { SIGN_ELEMENT, SIGN_MODALITY, SIGNS } from '../codes';

/** Alphabetical element pair, the content layer's key: 'air-fire', 'earth-water', 'fire-fire'. */
export type ElementPair = `${Element}-${Element}`;
export type ModalityPair = `${Modality}-${Modality}`;
/** Same element is the strongest bond; fire–air and earth–water support each other. */
export type ElementRelation = 'same' | 'supportive' | 'challenging';

export interface SignRelation {
  signA: Sign;
  signB: Sign;
  elementPair: ElementPair;
  elementRelation: ElementRelation;
  modalityPair: ModalityPair;
  sameModality: boolean;
  /** Signs apart counting the short way round, 0–6 (4 = trine, 6 = opposition). */
  signDistance: number;
  harmonyScore: number;
}

const SUPPORTIVE_ELEMENT_PAIRS: ReadonlySet<ElementPair> = new Set(['air-fire', 'earth-water']);
const ELEMENT_SCORE: Record<ElementRelation, number> = { same: 95, supportive: 80, challenging: 45 };
// Two signs of one modality want the same thing in the same way: the same sign, the square, the opposition.
const SAME_MODALITY_PENALTY = 10;

const sortedPair = <T extends string>(x: T, y: T): `${T}-${T}` => (x <= y ? `${x}-${y}` : `${y}-${x}`);

export function elementRelation(pair: ElementPair): ElementRelation {
  const [x, y] = pair.split('-');
  if (x === y) return 'same';
  return SUPPORTIVE_ELEMENT_PAIRS.has(pair) ? 'supportive' : 'challenging';
}

export function signDistance(a: Sign, b: Sign): number {
  const d = Math.abs(SIGNS.indexOf(a) - SIGNS.indexOf(b));
  return Math.min(d, SIGNS.length - d);
}

/**
 * Score by distance: trine 95, same sign 85, sextile 80, opposition 70, semi-sextile and quincunx 45,
 * square 35.
 */
export function signRelation(signA: Sign, signB: Sign): SignRelation {
  const elementPair = sortedPair(SIGN_ELEMENT[signA], SIGN_ELEMENT[signB]);
  const relation = elementRelation(elementPair);
  const sameModality = SIGN_MODALITY[signA] === SIGN_MODALITY[signB];
  return {
    signA,
    signB,
    elementPair,
    elementRelation: relation,
    modalityPair: sortedPair(SIGN_MODALITY[signA], SIGN_MODALITY[signB]),
    sameModality,
    signDistance: signDistance(signA, signB),
    harmonyScore: ELEMENT_SCORE[relation] - (sameModality ? SAME_MODALITY_PENALTY : 0),
  };
}
