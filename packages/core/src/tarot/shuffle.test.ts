import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MAJOR_CODES, TAROT_CODES } from './deck';
import { commitmentOf, dealFromSeed, picksAreValid, SHUFFLE_ALGORITHM } from './shuffle';
import { hexToBytes } from './sha256';

const SEED_HEX = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';
const seed = hexToBytes(SEED_HEX)!;

/** The spec's steps written again with node:crypto, as a second reader of spec/tarot.md §2 would. */
function referenceDeal(seedBytes: Uint8Array, size: number, picks: number[], reversals: boolean) {
  const ints: number[] = [];
  let block = 0;
  const next = (): number => {
    if (ints.length === 0) {
      const mac = createHmac('sha256', seedBytes).update(`constelar-shuffle-v1:${block++}`).digest();
      for (let o = 0; o < 32; o += 4) ints.push(mac.readUInt32BE(o));
    }
    return ints.shift()!;
  };
  const below = (n: number): number => {
    for (;;) {
      const x = next();
      if (x < 2 ** 32 - (2 ** 32 % n)) return x % n;
    }
  };
  const order = Array.from({ length: size }, (_, i) => i);
  for (let i = size - 1; i >= 1; i--) {
    const j = below(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  return picks.map((pick) => ({ card: order[pick]!, reversed: reversals && below(2) === 1 }));
}

describe('constelar-shuffle-v1', () => {
  it('commits to the seed by its SHA-256', () => {
    expect(SHUFFLE_ALGORITHM).toBe('constelar-shuffle-v1');
    expect(commitmentOf(seed)).toBe(createHash('sha256').update(seed).digest('hex'));
  });

  it('deals the fixed seed as the spec’s steps do, picks and reversals included', () => {
    const picks = [77, 0, 40, 13, 5];
    const dealt = dealFromSeed(seed, TAROT_CODES, 5, { picks, reversals: true });
    const reference = referenceDeal(seed, 78, picks, true);
    expect(dealt.map((d) => d.card)).toEqual(reference.map((r) => TAROT_CODES[r.card]));
    expect(dealt.map((d) => d.reversed)).toEqual(reference.map((r) => r.reversed));
    expect(dealt.map((d) => d.index)).toEqual(picks);
  });

  it('pins the fixed seed’s first cards, so the algorithm cannot drift unnoticed', () => {
    const dealt = dealFromSeed(seed, TAROT_CODES, 3, { reversals: true });
    expect(dealt.map((d) => `${d.card}${d.reversed ? '*' : ''}`)).toMatchInlineSnapshot(`
      [
        "swords-6",
        "wands-4*",
        "cups-8",
      ]
    `);
    const majors = dealFromSeed(seed, MAJOR_CODES, 3);
    expect(majors.map((d) => d.card)).toMatchInlineSnapshot(`
      [
        "major-21",
        "major-14",
        "major-5",
      ]
    `);
  });

  it('agrees with the reference over many seeds and both decks', () => {
    for (let n = 0; n < 200; n++) {
      const s = createHash('sha256').update(`seed-${n}`).digest();
      const size = n % 2 ? 22 : 78;
      const deck = size === 22 ? MAJOR_CODES : TAROT_CODES;
      const dealt = dealFromSeed(s, deck, 10, { reversals: n % 3 === 0 });
      const reference = referenceDeal(s, size, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], n % 3 === 0);
      expect(dealt.map((d) => d.card)).toEqual(reference.map((r) => deck[r.card]));
      expect(dealt.map((d) => d.reversed)).toEqual(reference.map((r) => r.reversed));
    }
  });

  it('checks picks: exactly as many, distinct, inside the deck', () => {
    expect(picksAreValid([0, 77, 3], 3, 78)).toBe(true);
    expect(picksAreValid([0, 77], 3, 78)).toBe(false);
    expect(picksAreValid([0, 0, 3], 3, 78)).toBe(false);
    expect(picksAreValid([0, 78, 3], 3, 78)).toBe(false);
    expect(picksAreValid([0, 1.5, 3], 3, 78)).toBe(false);
    expect(picksAreValid([-1, 1, 3], 3, 78)).toBe(false);
  });
});
