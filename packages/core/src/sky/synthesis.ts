import { ELEMENTS, MODALITIES, SIGNS, SIGN_ELEMENT, SIGN_MODALITY } from '../codes';
import type { Body, Element, Modality, Sign } from '../codes';

/** The ten bodies counted by the synthesis; the true node is a point, not a body, and stays out. */
export const SYNTHESIS_BODIES = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
] as const satisfies readonly Body[];

/** Three or more of the ten bodies in one sign or one house make a stellium (sky.md §1). */
export const STELLIUM_MIN = 3;

export interface SynthesisInput {
  /** Sign and house of each body; house is null when the birth time is unknown. */
  bodies: Record<Body, { sign: Sign; house: number | null }>;
  /** Null when the birth time is unknown: the Ascendant is then left out of the count. */
  ascendantSign: Sign | null;
}

export interface SynthesisCount {
  elements: Record<Element, number>;
  modalities: Record<Modality, number>;
  /** Every element with the highest count, in ELEMENTS order. */
  dominantElements: Element[];
  dominantModalities: Modality[];
  /** Elements and modalities with a count of 0. */
  missingElements: Element[];
  missingModalities: Modality[];
  /** Signs holding three or more of the ten bodies, in zodiac order. */
  stelliumSigns: Sign[];
  /** Houses holding three or more of the ten bodies, ascending; empty without a birth time. */
  stelliumHouses: number[];
}

// The lights and the Ascendant carry the chart's temperament more than the other points, so they count twice.
const weightOf = (body: Body): number => (body === 'sun' || body === 'moon' ? 2 : 1);
const ASCENDANT_WEIGHT = 2;

const zeros = <K extends string>(keys: readonly K[]): Record<K, number> =>
  Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

const highest = <K extends string>(keys: readonly K[], counts: Record<K, number>): K[] => {
  const max = Math.max(...keys.map((k) => counts[k]));
  return keys.filter((k) => counts[k] === max);
};

/** Counts elements and modalities, finds the dominant and missing ones, and finds stelliums. */
export function countSynthesis(input: SynthesisInput): SynthesisCount {
  const elements = zeros(ELEMENTS);
  const modalities = zeros(MODALITIES);
  const add = (sign: Sign, weight: number) => {
    elements[SIGN_ELEMENT[sign]] += weight;
    modalities[SIGN_MODALITY[sign]] += weight;
  };
  const perSign = new Map<Sign, number>();
  const perHouse = new Map<number, number>();
  for (const body of SYNTHESIS_BODIES) {
    const { sign, house } = input.bodies[body];
    add(sign, weightOf(body));
    perSign.set(sign, (perSign.get(sign) ?? 0) + 1);
    if (house !== null) perHouse.set(house, (perHouse.get(house) ?? 0) + 1);
  }
  if (input.ascendantSign !== null) add(input.ascendantSign, ASCENDANT_WEIGHT);

  return {
    elements,
    modalities,
    dominantElements: highest(ELEMENTS, elements),
    dominantModalities: highest(MODALITIES, modalities),
    missingElements: ELEMENTS.filter((e) => elements[e] === 0),
    missingModalities: MODALITIES.filter((m) => modalities[m] === 0),
    stelliumSigns: SIGNS.filter((s) => (perSign.get(s) ?? 0) >= STELLIUM_MIN),
    stelliumHouses: [...perHouse]
      .filter(([, n]) => n >= STELLIUM_MIN)
      .map(([h]) => h)
      .sort((a, b) => a - b),
  };
}
