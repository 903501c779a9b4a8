import { describe, expect, it } from 'vitest';
import type { Body, Sign } from '../codes';
import { countSynthesis } from './synthesis';
import type { SynthesisInput } from './synthesis';

type Placement = [Sign, number | null];
const chart = (p: Record<Body, Placement>): SynthesisInput['bodies'] =>
  Object.fromEntries(
    Object.entries(p).map(([b, [sign, house]]) => [b, { sign, house }]),
  ) as SynthesisInput['bodies'];

// Hand-counted: fire 2+2+1+1 (+2 Ascendant) = 8, earth 3, air 2, water 1; cardinal 2+1+1+1+1 (+2) = 8,
// fixed 2+1+1+1 = 5, mutable 1. Aries holds Sun, Mercury and Jupiter (houses 1); the node in Capricorn
// and in house 10 must not turn Uranus and Neptune into a stellium.
const timed = chart({
  sun: ['aries', 1],
  moon: ['leo', 5],
  mercury: ['aries', 1],
  venus: ['taurus', 2],
  mars: ['gemini', 3],
  jupiter: ['aries', 1],
  saturn: ['aquarius', 11],
  uranus: ['capricorn', 10],
  neptune: ['capricorn', 10],
  pluto: ['scorpio', 8],
  trueNode: ['capricorn', 10],
});

// No time: fire 2+1+1+1 = 5 and air 2+1+1+1 = 5 tie, earth 2, water 0; mutable 2+2+1+1+1+1+1 = 9,
// fixed 2, cardinal 1. Four bodies in Gemini.
const untimed = chart({
  sun: ['gemini', null],
  moon: ['sagittarius', null],
  mercury: ['gemini', null],
  venus: ['gemini', null],
  mars: ['gemini', null],
  jupiter: ['leo', null],
  saturn: ['aries', null],
  uranus: ['virgo', null],
  neptune: ['sagittarius', null],
  pluto: ['taurus', null],
  trueNode: ['sagittarius', null],
});

describe('countSynthesis', () => {
  it('counts the ten bodies and the Ascendant, the lights and the Ascendant double', () => {
    const s = countSynthesis({ bodies: timed, ascendantSign: 'aries' });
    expect(s.elements).toEqual({ fire: 8, earth: 3, air: 2, water: 1 });
    expect(s.modalities).toEqual({ cardinal: 8, fixed: 5, mutable: 1 });
    expect(s.dominantElements).toEqual(['fire']);
    expect(s.dominantModalities).toEqual(['cardinal']);
    expect(s.missingElements).toEqual([]);
    expect(s.missingModalities).toEqual([]);
  });

  it('finds a sign and a house stellium but never counts the node', () => {
    const s = countSynthesis({ bodies: timed, ascendantSign: 'aries' });
    expect(s.stelliumSigns).toEqual(['aries']);
    expect(s.stelliumHouses).toEqual([1]);
  });

  it('moves the Ascendant weight of 2 with its sign', () => {
    const s = countSynthesis({ bodies: timed, ascendantSign: 'cancer' });
    expect(s.elements).toEqual({ fire: 6, earth: 3, air: 2, water: 3 });
    expect(s.modalities.cardinal).toBe(8);
  });

  it('without a time counts the bodies alone, reports ties and a missing element, and no house stellium', () => {
    const s = countSynthesis({ bodies: untimed, ascendantSign: null });
    expect(s.elements).toEqual({ fire: 5, earth: 2, air: 5, water: 0 });
    expect(s.modalities).toEqual({ cardinal: 1, fixed: 2, mutable: 9 });
    expect(s.dominantElements).toEqual(['fire', 'air']);
    expect(s.dominantModalities).toEqual(['mutable']);
    expect(s.missingElements).toEqual(['water']);
    expect(s.stelliumSigns).toEqual(['gemini']);
    expect(s.stelliumHouses).toEqual([]);
  });

  it('reports a missing modality and several stelliums in order', () => {
    // Cardinal signs only in Cancer and Capricorn; mutable none. Fixed: Leo ×3 and Scorpio ×3.
    const s = countSynthesis({
      bodies: chart({
        sun: ['scorpio', 8],
        moon: ['cancer', 4],
        mercury: ['scorpio', 8],
        venus: ['scorpio', 9],
        mars: ['leo', 7],
        jupiter: ['leo', 7],
        saturn: ['leo', 7],
        uranus: ['capricorn', 10],
        neptune: ['capricorn', 10],
        pluto: ['taurus', 3],
        trueNode: ['pisces', 12],
      }),
      ascendantSign: 'cancer',
    });
    expect(s.modalities).toEqual({ cardinal: 6, fixed: 8, mutable: 0 });
    expect(s.elements).toEqual({ fire: 3, earth: 3, air: 0, water: 8 });
    expect(s.dominantModalities).toEqual(['fixed']);
    expect(s.missingModalities).toEqual(['mutable']);
    expect(s.missingElements).toEqual(['air']);
    expect(s.stelliumSigns).toEqual(['leo', 'scorpio']);
    expect(s.stelliumHouses).toEqual([7]);
  });

  it('lists every tied element when all four share the count', () => {
    const s = countSynthesis({
      bodies: chart({
        sun: ['aries', null],
        moon: ['taurus', null],
        mercury: ['gemini', null],
        venus: ['gemini', null],
        mars: ['cancer', null],
        jupiter: ['cancer', null],
        saturn: ['leo', null],
        uranus: ['virgo', null],
        neptune: ['libra', null],
        pluto: ['scorpio', null],
        trueNode: ['aries', null],
      }),
      ascendantSign: null,
    });
    expect(s.elements).toEqual({ fire: 3, earth: 3, air: 3, water: 3 });
    expect(s.dominantElements).toEqual(['fire', 'earth', 'air', 'water']);
    expect(s.missingElements).toEqual([]);
  });
});
