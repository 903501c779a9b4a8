import { describe, expect, it } from 'vitest';
import { READING_POINTS, SIGNS } from '@constelar/core';
import { OUTER_IN_SIGN, type OuterSignPoint } from './outer-in-sign';
import { OUTER_IN_HOUSE } from './outer-in-house';
import { HOUSE_NUMBERS, PLANET_IN_HOUSE } from './planet-in-house';
import { PLANET_IN_SIGN } from './planet-in-sign';

const POINT_NAMES: Record<OuterSignPoint, string> = {
  uranus: 'Urano',
  neptune: 'Netuno',
  pluto: 'Plutão',
  trueNode: 'Nodo Norte',
  midheaven: 'Meio do Céu',
};
const SIGN_NAMES = [
  'Áries',
  'Touro',
  'Gêmeos',
  'Câncer',
  'Leão',
  'Virgem',
  'Libra',
  'Escorpião',
  'Sagitário',
  'Capricórnio',
  'Aquário',
  'Peixes',
] as const;
const POINTS = Object.keys(POINT_NAMES) as OuterSignPoint[];

// Sentences long enough that a repeat would read as copy-paste to someone reading two paragraphs.
const longSentences = (text: string) =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 60);
const opening = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 4)
    .map((w) => w.replace(/[^\p{L}\d-]/gu, ''))
    .join(' ');

const mine = POINTS.flatMap((point) => SIGNS.map((sign) => OUTER_IN_SIGN[point][sign]));
const ourHouseTexts = Object.values(OUTER_IN_HOUSE).flatMap((byHouse) => Object.values(byHouse));
const existing = [
  ...READING_POINTS.flatMap((point) => SIGNS.map((sign) => PLANET_IN_SIGN[point][sign])),
  ...Object.values(PLANET_IN_HOUSE).flatMap((byHouse) => HOUSE_NUMBERS.map((house) => byHouse[house])),
];

describe('OUTER_IN_SIGN', () => {
  it('has a paragraph for each of the 5 points in each of the 12 signs', () => {
    expect(Object.keys(OUTER_IN_SIGN).sort()).toEqual([...POINTS].sort());
    for (const point of POINTS) expect(Object.keys(OUTER_IN_SIGN[point]).sort()).toEqual([...SIGNS].sort());
    expect(mine).toHaveLength(60);
  });

  it('keeps each paragraph between 300 and 900 characters', () => {
    for (const point of POINTS) {
      for (const sign of SIGNS) {
        const { length } = OUTER_IN_SIGN[point][sign];
        expect(length, `${point}/${sign}`).toBeGreaterThanOrEqual(300);
        expect(length, `${point}/${sign}`).toBeLessThanOrEqual(900);
      }
    }
  });

  it('names the point and the sign in Portuguese', () => {
    for (const point of POINTS) {
      SIGNS.forEach((sign, i) => {
        const text = OUTER_IN_SIGN[point][sign];
        expect(text, `${point}/${sign}`).toContain(POINT_NAMES[point]);
        expect(text, `${point}/${sign}`).toContain(SIGN_NAMES[i]);
      });
    }
  });

  it('shares no long sentence with any other placement text', () => {
    const counts = new Map<string, number>();
    for (const s of [...mine, ...ourHouseTexts, ...existing].flatMap(longSentences)) {
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    const repeated = mine.flatMap(longSentences).filter((s) => (counts.get(s) ?? 0) > 1);
    expect(repeated).toEqual([]);
  });

  it('opens no two of the outer-point texts with the same four words', () => {
    const others = [...mine, ...ourHouseTexts].map(opening);
    const clashes = mine.map(opening).filter((o) => others.filter((x) => x === o).length > 1);
    expect(clashes).toEqual([]);
  });

  it('keeps the editor-flagged tics rare', () => {
    for (const text of mine) expect(text.startsWith('O desafio'), text.slice(0, 40)).toBe(false);
    const ours = [...mine, ...ourHouseTexts];
    const limit = Math.ceil(ours.length / 10);
    expect(ours.filter((t) => /costuma/i.test(t)).length).toBeLessThanOrEqual(limit);
    expect(ours.filter((t) => /tende a/i.test(t)).length).toBeLessThanOrEqual(limit);
  });
});
