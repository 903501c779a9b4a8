import { describe, expect, it } from 'vitest';
import { synastryContacts, type SynastryPointLongitudes } from './synastry-contacts';

const base: SynastryPointLongitudes = {
  sun: 0,
  moon: 0,
  mercury: 0,
  venus: 0,
  mars: 0,
  jupiter: 0,
  saturn: 0,
  uranus: 0,
  neptune: 0,
  pluto: 0,
};
// Spread so that no two points of one chart repeat an angle to the other by accident.
const A: SynastryPointLongitudes = {
  ...base,
  sun: 10,
  moon: 47,
  mercury: 83,
  venus: 131,
  mars: 166,
  jupiter: 203,
  saturn: 251,
  uranus: 289,
  neptune: 317,
  pluto: 341,
  ascendant: 25,
  midheaven: 292,
};

describe('synastryContacts', () => {
  it('finds the Sun of A opposite the Venus of B at 0.1°', () => {
    const B = { ...A, venus: 190.1 };
    const c = synastryContacts(A, B).find((x) => x.a === 'sun' && x.b === 'venus');
    expect(c).toMatchObject({ kind: 'opposition' });
    expect(c!.orb).toBeCloseTo(0.1, 6);
  });

  it('leaves out pairs of two outer planets, keeps an outer planet with a personal point', () => {
    const found = synastryContacts(A, A);
    const outer = new Set(['uranus', 'neptune', 'pluto']);
    expect(found.some((c) => outer.has(c.a) && outer.has(c.b))).toBe(false);
    expect(found.some((c) => c.a === 'pluto' && c.b === 'pluto')).toBe(false);
    expect(found.some((c) => c.a === 'sun' && c.b === 'sun' && c.kind === 'conjunction')).toBe(true);
  });

  it('uses the angles only when both charts carry them', () => {
    const { ascendant: _a, midheaven: _m, ...untimed } = A;
    expect(synastryContacts(A, untimed).some((c) => c.b === 'ascendant' || c.b === 'midheaven')).toBe(false);
    expect(synastryContacts(A, A).some((c) => c.a === 'ascendant' && c.b === 'ascendant')).toBe(true);
  });

  it('uses the chart orbs: 10° for a conjunction with a light, 6° for a sextile of two planets', () => {
    const B = { ...A, moon: 47, sun: 20 }; // A's Sun 10 with B's Sun 20: 10° conjunction, at the limit
    expect(
      synastryContacts(A, B).some((c) => c.a === 'sun' && c.b === 'sun' && c.kind === 'conjunction'),
    ).toBe(true);
    const C = { ...A, venus: 131 + 60 + 4.5 }; // A's Venus and C's Venus at 64.5°: outside the 4° sextile
    expect(synastryContacts(A, C).some((c) => c.a === 'venus' && c.b === 'venus')).toBe(false);
  });

  it('is ordered by tightness', () => {
    const found = synastryContacts(A, { ...A, mars: 100 });
    for (let i = 1; i < found.length; i++) expect(found[i]!.orb).toBeGreaterThanOrEqual(found[i - 1]!.orb);
  });
});
