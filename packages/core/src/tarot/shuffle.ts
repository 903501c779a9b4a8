// constelar-shuffle-v1 (spec/tarot.md §2): the deck's order and the reversals follow from a 32-byte
// seed alone, so anyone holding the seed recomputes the draw. Pure; runs in Node and in the browser.

import { bytesToHex, hmacSha256, sha256 } from './sha256';

export const SHUFFLE_ALGORITHM = 'constelar-shuffle-v1';
export const SEED_BYTES = 32;

const encoder = new TextEncoder();
const TWO_32 = 0x100000000;

/** hex(SHA-256(seed bytes)): what the server answers before the person picks. */
export function commitmentOf(seed: Uint8Array): string {
  return bytesToHex(sha256(seed));
}

/** The stream of unsigned 32-bit integers: HMAC-SHA256(seed, "constelar-shuffle-v1:" + i), i = 0, 1 … */
export class ShuffleStream {
  private block: Uint8Array = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(private readonly seed: Uint8Array) {}

  next(): number {
    if (this.offset >= this.block.length) {
      this.block = hmacSha256(this.seed, encoder.encode(`${SHUFFLE_ALGORITHM}:${this.counter}`));
      this.counter++;
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return ((b[o]! << 24) | (b[o + 1]! << 16) | (b[o + 2]! << 8) | b[o + 3]!) >>> 0;
  }

  /** Uniform in 0 … n − 1 by rejection: no value of x mod n is favoured. */
  below(n: number): number {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const x = this.next();
      if (x < limit) return x % n;
    }
  }
}

/** Fisher–Yates from the last card down, j = below(i + 1). */
export function shuffleWith<T>(stream: ShuffleStream, cards: readonly T[]): T[] {
  const deck = [...cards];
  for (let i = deck.length - 1; i >= 1; i--) {
    const j = stream.below(i + 1);
    const held = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = held;
  }
  return deck;
}

export interface DealtCard<T> {
  /** Index in the shuffled deck. */
  index: number;
  card: T;
  reversed: boolean;
}

/**
 * Shuffles `cards` by the seed, then deals those at `picks` (or 0 … count − 1) in the spread's position
 * order; with reversals each dealt card, in that order, is reversed when below(2) is 1.
 */
export function dealFromSeed<T>(
  seed: Uint8Array,
  cards: readonly T[],
  count: number,
  options: { picks?: readonly number[]; reversals?: boolean } = {},
): DealtCard<T>[] {
  const stream = new ShuffleStream(seed);
  const deck = shuffleWith(stream, cards);
  const indices = options.picks ?? Array.from({ length: count }, (_, i) => i);
  // map runs in order, so the reversals take the stream's values in the spread's position order.
  return indices.map((index) => ({
    index,
    card: deck[index]!,
    reversed: options.reversals ? stream.below(2) === 1 : false,
  }));
}

/** Whether `picks` is exactly `count` distinct integers from 0 to size − 1. */
export function picksAreValid(picks: readonly number[], count: number, size: number): boolean {
  return (
    picks.length === count &&
    new Set(picks).size === count &&
    picks.every((pick) => Number.isInteger(pick) && pick >= 0 && pick < size)
  );
}
