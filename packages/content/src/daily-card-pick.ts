// Which daily card a person sees (product.md §4): fixed for a person on a date, new the next day. The
// landing picks by visitor id, "Seu dia" by member id (sky.md §4); both come here.

import { hashString } from '@constelar/core/hash';

export function pickCardIndex(personId: string, isoDate: string, cardCount: number): number {
  if (cardCount <= 0) return 0;
  return hashString(`${personId}|${isoDate}`) % cardCount;
}
