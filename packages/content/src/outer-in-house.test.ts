import { describe, expect, it } from 'vitest';
import { READING_POINTS, SIGNS } from '@constelar/core';
import { OUTER_IN_HOUSE, type OuterHousePoint } from './outer-in-house';
import { OUTER_IN_SIGN } from './outer-in-sign';
import { HOUSE_NUMBERS, PLANET_IN_HOUSE } from './planet-in-house';
import { PLANET_IN_SIGN } from './planet-in-sign';

const POINT_NAMES: Record<OuterHousePoint, string> = {
  uranus: 'Urano',
  neptune: 'Netuno',
  pluto: 'Plutão',
  trueNode: 'Nodo Norte',
};
const POINTS = Object.keys(POINT_NAMES) as OuterHousePoint[];

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

const mine = POINTS.flatMap((point) => HOUSE_NUMBERS.map((house) => OUTER_IN_HOUSE[point][house]));
const ourSignTexts = Object.values(OUTER_IN_SIGN).flatMap((bySign) => Object.values(bySign));
const existing = [
  ...READING_POINTS.flatMap((point) => SIGNS.map((sign) => PLANET_IN_SIGN[point][sign])),
  ...Object.values(PLANET_IN_HOUSE).flatMap((byHouse) => HOUSE_NUMBERS.map((house) => byHouse[house])),
];

describe('OUTER_IN_HOUSE', () => {
  it('has a paragraph for each of the 4 points in each of the 12 houses', () => {
    expect(Object.keys(OUTER_IN_HOUSE).sort()).toEqual([...POINTS].sort());
    for (const point of POINTS) {
      expect(
        Object.keys(OUTER_IN_HOUSE[point])
          .map(Number)
          .sort((a, b) => a - b),
      ).toEqual([...HOUSE_NUMBERS]);
    }
    expect(mine).toHaveLength(48);
  });

  it('keeps each paragraph between 300 and 900 characters', () => {
    for (const point of POINTS) {
      for (const house of HOUSE_NUMBERS) {
        const { length } = OUTER_IN_HOUSE[point][house];
        expect(length, `${point}/${house}`).toBeGreaterThanOrEqual(300);
        expect(length, `${point}/${house}`).toBeLessThanOrEqual(900);
      }
    }
  });

  it('names the point and the house', () => {
    for (const point of POINTS) {
      for (const house of HOUSE_NUMBERS) {
        const text = OUTER_IN_HOUSE[point][house];
        expect(text, `${point}/${house}`).toContain(POINT_NAMES[point]);
        // The word boundary keeps "Casa 1" from being satisfied by "Casa 10".
        expect(text, `${point}/${house}`).toMatch(new RegExp(`Casa ${house}(?!\\d)`));
      }
    }
  });

  it('shares no long sentence with any other placement text', () => {
    const counts = new Map<string, number>();
    for (const s of [...mine, ...ourSignTexts, ...existing].flatMap(longSentences)) {
      counts.set(s, (counts.get(s) ?? 0) + 1);
    }
    const repeated = mine.flatMap(longSentences).filter((s) => (counts.get(s) ?? 0) > 1);
    expect(repeated).toEqual([]);
  });

  it('opens no two of the outer-point texts with the same four words', () => {
    const others = [...ourSignTexts, ...mine].map(opening);
    const clashes = mine.map(opening).filter((o) => others.filter((x) => x === o).length > 1);
    expect(clashes).toEqual([]);
  });

  it('never opens with the editor-flagged "O desafio"', () => {
    for (const text of mine) expect(text.startsWith('O desafio'), text.slice(0, 40)).toBe(false);
  });
});
