import { describe, expect, it } from 'vitest';
import { firstName, textNames } from './synastry-names';

describe('synastry names', () => {
  it('takes the first word of a name', () => {
    expect(firstName('  Ana Clara  Souza ')).toBe('Ana');
    expect(firstName('Bia')).toBe('Bia');
  });

  it('falls back to full names, then to the form order, when first names coincide', () => {
    expect(textNames('Ana Souza', 'Bia Lima')).toEqual(['Ana', 'Bia']);
    expect(textNames('Ana Souza', 'ana Lima')).toEqual(['Ana Souza', 'ana Lima']);
    expect(textNames('Ana', 'Ana')).toEqual(['Ana (1)', 'Ana (2)']);
  });
});
