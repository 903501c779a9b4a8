// The one small string hash of the product: the daily card, its message and the summary's variants all
// pick with it (ADR 081). No dependency, so the browser loads it alone (@constelar/core/hash).

/**
 * FNV-1a, 32 bits, then MurmurHash3's final avalanche, so that the low bits depend on every character and
 * nearby dates land on unrelated picks. Unsigned.
 */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
