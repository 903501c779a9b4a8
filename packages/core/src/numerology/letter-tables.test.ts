import { describe, expect, it } from 'vitest';
import { cabalisticValue, gematriaValue, pythagoreanValue } from './letter-tables';
import { nameLetters } from './name-letters';

const valuesOf = (text: string, value: typeof cabalisticValue): number[] => {
  const result = nameLetters(text);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.map(value);
};

describe('Pythagorean table', () => {
  it('numbers A–Z 1–9 in turn', () => {
    expect(valuesOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ', pythagoreanValue)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8, 9, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });

  it.each([
    ['ÁÀÂÃ', [1, 1, 1, 1]],
    ['ÉÊ', [5, 5]],
    ['ÍÓÔÕÚÜ', [9, 6, 6, 6, 3, 3]],
    ['Ç', [3]],
  ])('drops accents: %s', (text, values) => {
    expect(valuesOf(text, pythagoreanValue)).toEqual(values);
  });
});

describe('Cabalistic table', () => {
  it('prices the plain letters', () => {
    expect(valuesOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ', cabalisticValue)).toEqual([
      1, 2, 3, 4, 5, 8, 3, 5, 1, 1, 2, 3, 4, 5, 7, 8, 1, 2, 3, 4, 6, 6, 6, 6, 1, 7,
    ]);
  });

  it.each([
    ['Á', 3],
    ['À', 3],
    ['Â', 8],
    ['Ã', 4],
    ['É', 7],
    ['Ê', 12],
    ['Í', 3],
    ['Ó', 9],
    ['Ô', 14],
    ['Õ', 10],
    ['Ú', 8],
    ['Ü', 8],
    ['Ë', 7],
    ['Ñ', 8],
    ['Ç', 6],
    // Marks outside the five priced accents leave the base letter's value.
    ['Š', 3],
  ])('%s = %i', (letter, value) => {
    expect(valuesOf(letter, cabalisticValue)).toEqual([value]);
  });
});

describe('Gematria table (Agrippa)', () => {
  it('prices every letter', () => {
    expect(valuesOf('ABCDEFGHIJKLMNOPQRSTUVWXYZ', gematriaValue)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 600, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 200, 700, 900, 300, 400, 500,
    ]);
  });

  it.each([
    ['Ç', 3],
    ['Ã', 1],
    ['Ê', 5],
    ['Ú', 200],
  ])('drops accents: %s = %i', (letter, value) => {
    expect(valuesOf(letter, gematriaValue)).toEqual([value]);
  });
});
