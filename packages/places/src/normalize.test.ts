import { describe, expect, it } from 'vitest';
import { ufFromIbgeCode } from './brazil-states';
import { editDistance } from './fuzzy';
import { compactKey, expandAbbreviations, fold } from './normalize';

describe('fold and compactKey', () => {
  it('drops case, accents and punctuation', () => {
    expect(fold('São João del-Rei')).toBe('sao joao del rei');
    expect(fold("  Olho d'Água  ")).toBe('olho dagua');
    expect(fold('MÜNCHEN')).toBe('munchen');
    expect(fold('Łódź')).toBe('lodz');
    expect(fold('Straße')).toBe('strasse');
  });

  it('makes spacing, hyphens and apostrophes irrelevant', () => {
    const key = compactKey("Santa Bárbara d'Oeste");
    expect(compactKey('santa barbara d oeste')).toBe(key);
    expect(compactKey('SANTA BARBARA DOESTE')).toBe(key);
    expect(compactKey('Santa Bárbara D’Oeste')).toBe(key);
    expect(compactKey('Sao Joao del Rei')).toBe(compactKey('São João del-Rei'));
    expect(compactKey('Embu-Guaçu')).toBe(compactKey('embu guacu'));
  });

  it('writes out the usual abbreviations of place names', () => {
    expect(expandAbbreviations(fold('Sta. Bárbara'))).toBe('santa barbara');
    expect(expandAbbreviations(fold('Pres. Prudente'))).toBe('presidente prudente');
    expect(expandAbbreviations('campinas')).toBeNull();
  });
});

describe('ufFromIbgeCode', () => {
  it('reads the UF from the first two digits of the IBGE code, not from GeoNames numbering', () => {
    expect(ufFromIbgeCode('3509502')).toBe('SP');
    expect(ufFromIbgeCode('2704302')).toBe('AL'); // prefix 27 is Alagoas (GeoNames "27" is São Paulo)
    expect(ufFromIbgeCode(5300108)).toBe('DF');
    expect(ufFromIbgeCode('9900000')).toBeUndefined();
  });
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions', () => {
    expect(editDistance('campinas', 'campinas', 2)).toBe(0);
    expect(editDistance('campians', 'campinas', 2)).toBe(1);
    expect(editDistance('campnas', 'campinas', 2)).toBe(1);
    expect(editDistance('saopaolo', 'saopaulo', 2)).toBe(1);
    expect(editDistance('xyzopolis', 'campinas', 2)).toBe(3); // capped at max + 1
  });

  it('measures against prefixes for text still being typed', () => {
    expect(editDistance('campn', 'campinas', 1, false)).toBe(1);
    expect(editDistance('campn', 'campinas', 1, true)).toBe(2);
  });
});
