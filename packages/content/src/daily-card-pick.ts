// Which daily card a person sees (product.md §4): fixed for a person on a date, new the next day. The
// landing picks by visitor id, "Seu dia" by member id (sky.md §4); both come here.

/** FNV-1a with a final mix, so nearby dates land on unrelated cards. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  return (h ^ (h >>> 16)) >>> 0;
}

export function pickCardIndex(personId: string, isoDate: string, cardCount: number): number {
  if (cardCount <= 0) return 0;
  return hash(`${personId}|${isoDate}`) % cardCount;
}
