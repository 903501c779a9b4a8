import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../../scripts/property-runs';
import { CIGANO_CODES, ciganoNumberOf, querentCardFor } from './cigano';
import { ciganoPairs } from './cigano-pairs';
import { deckCodes } from './deck';
import { MESA_REAL_COLUMNS, MESA_REAL_ROWS, mesaCell, mesaNeighbours } from './mesa-real';
import { commitmentOf, dealFromSeed } from './shuffle';
import { CIGANO_SPREAD_CODES, SPREAD_CARDS, isCiganoSpread } from './spreads';

const RUNS = { numRuns: propertyRuns(100), seed: 20261129 };
const anySeed = fc.uint8Array({ minLength: 32, maxLength: 32 });

describe('the cigano deck', () => {
  it('holds cigano-1 … cigano-36 and reads each code back to its number', () => {
    expect(CIGANO_CODES).toHaveLength(36);
    expect(deckCodes('cigano')).toBe(CIGANO_CODES);
    CIGANO_CODES.forEach((code, i) => expect(ciganoNumberOf(code)).toBe(i + 1));
    for (const bad of ['cigano-0', 'cigano-37', 'cigano-01', 'major-1', 'cigano-', '']) {
      expect(ciganoNumberOf(bad)).toBeNull();
    }
  });

  it('has four spreads of 3, 5, 9 and 36 cards', () => {
    expect(CIGANO_SPREAD_CODES.map((s) => SPREAD_CARDS[s])).toEqual([3, 5, 9, 36]);
    expect(isCiganoSpread('mesa-real')).toBe(true);
    expect(isCiganoSpread('mandala')).toBe(false);
  });

  it('picks the querent by choice, then by address form, else A Cigana', () => {
    expect(querentCardFor(28, 'feminino')).toBe(28);
    expect(querentCardFor(undefined, 'masculino')).toBe(28);
    expect(querentCardFor(undefined, 'feminino')).toBe(29);
    expect(querentCardFor(undefined, 'neutro')).toBe(29);
    expect(querentCardFor(undefined, undefined)).toBe(29);
  });

  it('deals every spread as a part of a permutation, and the Mesa Real as the whole deck', () => {
    fc.assert(
      fc.property(anySeed, fc.constantFrom(...CIGANO_SPREAD_CODES), (seed, spread) => {
        const dealt = dealFromSeed(seed, CIGANO_CODES, SPREAD_CARDS[spread]);
        const codes = dealt.map((d) => d.card);
        expect(new Set(codes).size).toBe(codes.length);
        expect(codes.every((c) => ciganoNumberOf(c) !== null)).toBe(true);
        expect(dealt.every((d) => !d.reversed)).toBe(true);
        if (spread === 'mesa-real') expect([...codes].sort()).toEqual([...CIGANO_CODES].sort());
        // The proof: the same seed deals the same cards, and its commitment is its SHA-256.
        expect(dealFromSeed(seed, CIGANO_CODES, codes.length).map((d) => d.card)).toEqual(codes);
        expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
      }),
      RUNS,
    );
  });

  it('pins a fixed seed’s first cigano cards, so the deal cannot drift unnoticed', () => {
    const seed = createHash('sha256').update('cigano').digest();
    expect(dealFromSeed(seed, CIGANO_CODES, 3).map((d) => d.card)).toMatchInlineSnapshot(`
      [
        "cigano-30",
        "cigano-17",
        "cigano-31",
      ]
    `);
  });
});

describe('the pairs each spread reads', () => {
  it('are unique, inside the spread, never a card with itself, and cover every card', () => {
    for (const spread of ['cigano-tres', 'cigano-cinco', 'cigano-nove'] as const) {
      const pairs = ciganoPairs(spread);
      const keys = pairs.map(([a, b]) => [a, b].sort().join('-'));
      expect(new Set(keys).size).toBe(pairs.length);
      const covered = new Set(pairs.flat());
      expect(covered.size).toBe(SPREAD_CARDS[spread]);
      for (const [a, b] of pairs) {
        expect(a).not.toBe(b);
        expect(Math.max(a, b)).toBeLessThan(SPREAD_CARDS[spread]);
      }
    }
    expect(ciganoPairs('cigano-tres')).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('cross the nine’s center on both diagonals', () => {
    const pairs = ciganoPairs('cigano-nove').map((p) => p.join('-'));
    expect(pairs).toEqual(expect.arrayContaining(['0-4', '4-8', '2-4', '4-6']));
  });
});

describe('the Mesa Real', () => {
  it('lays 36 houses in 4 rows of 9', () => {
    expect(MESA_REAL_ROWS * MESA_REAL_COLUMNS).toBe(36);
    expect(mesaCell(1)).toEqual({ position: 1, row: 0, column: 0 });
    expect(mesaCell(24)).toEqual({ position: 24, row: 2, column: 5 });
    expect(mesaCell(36)).toEqual({ position: 36, row: 3, column: 8 });
  });

  it('gives corners 3 neighbours, edges 5, the inside 8, each touching and symmetric', () => {
    expect(mesaNeighbours(1)).toEqual([
      { position: 2, direction: 'direita' },
      { position: 10, direction: 'abaixo' },
      { position: 11, direction: 'diagonal' },
    ]);
    expect(mesaNeighbours(5)).toHaveLength(5);
    expect(mesaNeighbours(14)).toHaveLength(8);
    for (let p = 1; p <= 36; p++) {
      const here = mesaCell(p);
      for (const n of mesaNeighbours(p)) {
        const there = mesaCell(n.position);
        expect(Math.max(Math.abs(here.row - there.row), Math.abs(here.column - there.column))).toBe(1);
        expect(mesaNeighbours(n.position).some((m) => m.position === p)).toBe(true);
      }
    }
  });
});
