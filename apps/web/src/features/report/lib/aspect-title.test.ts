import { describe, expect, it } from 'vitest';
import { aspectTitle, byOrb } from './aspect-title';

const aspect = (a: string, aName: string, b: string, bName: string, kindName: string) => ({
  a,
  b,
  aName,
  bName,
  kindName,
});

describe('aspectTitle', () => {
  it('gives the lights, the angles and the node their article', () => {
    expect(aspectTitle(aspect('sun', 'Sol', 'moon', 'Lua', 'trígono'))).toBe('Sol em trígono com a Lua');
    expect(aspectTitle(aspect('moon', 'Lua', 'sun', 'Sol', 'oposição'))).toBe('Lua em oposição com o Sol');
    expect(aspectTitle(aspect('venus', 'Vênus', 'ascendant', 'Ascendente', 'sextil'))).toBe(
      'Vênus em sextil com o Ascendente',
    );
    expect(aspectTitle(aspect('mars', 'Marte', 'trueNode', 'Nodo Norte', 'Quadratura'))).toBe(
      'Marte em quadratura com o Nodo Norte',
    );
  });
  it('leaves the planets bare', () => {
    expect(aspectTitle(aspect('sun', 'Sol', 'mars', 'Marte', 'conjunção'))).toBe(
      'Sol em conjunção com Marte',
    );
  });
});

describe('byOrb', () => {
  it('puts the tightest first, whatever the sign of the orb, without touching the input', () => {
    const input = [{ orb: 3 }, { orb: -0.5 }, { orb: 1 }];
    expect(byOrb(input).map((a) => a.orb)).toEqual([-0.5, 1, 3]);
    expect(input.map((a) => a.orb)).toEqual([3, -0.5, 1]);
  });
});
