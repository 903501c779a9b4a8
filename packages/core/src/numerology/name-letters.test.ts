import { describe, expect, it } from 'vitest';
import { isVowel, nameLetters } from './name-letters';

const glyphs = (name: string): string => {
  const result = nameLetters(name);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.map((l) => l.glyph).join('');
};

describe('nameLetters', () => {
  it.each([
    ['Maria da Conceição Souza', 'MARIADACONCEIÇÃOSOUZA'],
    ['  maria   das dores ', 'MARIADASDORES'],
    ['Ana-Luísa', 'ANALUÍSA'],
    ["Sant'Anna", 'SANTANNA'],
    ['Sant’Anna', 'SANTANNA'],
    ['D´Ávila', 'DÁVILA'],
    ['Jean‐Pierre – Neto', 'JEANPIERRENETO'],
    ['João Paulo 2', 'JOÃOPAULO'],
    ['Lia\tSá\n', 'LIASÁ'],
    // Decomposed input (as some keyboards send it) reads like the composed form.
    ['Jo\u0061\u0303o', 'JOÃO'],
    ['müller', 'MÜLLER'],
    ['Ñuñez', 'ÑUÑEZ'],
  ])('%j keeps %s', (name, expected) => {
    expect(glyphs(name)).toBe(expected);
  });

  it.each([
    ['Á', 'A', ['acute']],
    ['À', 'A', ['grave']],
    ['Â', 'A', ['circumflex']],
    ['Ã', 'A', ['tilde']],
    ['Ü', 'U', ['diaeresis']],
    ['Š', 'S', []],
    ['Ç', 'C', []],
  ])('%s splits into base %s with accents %o', (name, base, accents) => {
    const result = nameLetters(name);
    expect(result.ok && result.value[0]).toMatchObject({ base, accents });
  });

  it('marks only C with a cedilla as Ç', () => {
    const result = nameLetters('ÇC');
    expect(result.ok && result.value.map((l) => l.cedilla)).toEqual([true, false]);
  });

  it('drops dots, as numerology.md §1 asks ("J. da Silva")', () => {
    const result = nameLetters('J. da Silva');
    expect(result.ok && result.value.map((l) => l.glyph).join('')).toBe('JDASILVA');
  });

  it.each(['', '   ', "- ' 123", '’', '. .'])('refuses the empty name %j', (name) => {
    expect(nameLetters(name)).toEqual({ ok: false, error: { code: 'empty-name' } });
  });

  it.each([
    ['Maria S; Souza', [';']],
    ['Ana, Bia & Cia', [',', '&']],
    ['Łukasz Øster', ['Ł', 'Ø']],
    ['Мария', ['М', 'А', 'Р', 'И', 'Я']],
    ['Ana 😊 Lima 😊', ['😊']],
  ])('refuses %j, naming %o', (name, characters) => {
    expect(nameLetters(name)).toEqual({ ok: false, error: { code: 'invalid-characters', characters } });
  });

  it.each([
    ['A', true],
    ['É', true],
    ['Í', true],
    ['Õ', true],
    ['Ü', true],
    ['Y', true],
    ['W', false],
    ['Ç', false],
    ['B', false],
  ])('%s is a vowel: %s', (letter, vowel) => {
    const result = nameLetters(letter);
    expect(result.ok && result.value[0] && isVowel(result.value[0])).toBe(vowel);
  });
});
