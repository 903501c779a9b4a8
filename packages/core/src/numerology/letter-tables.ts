import type { NameLetter } from './name-letters';

const tableFrom = (rows: Record<number, string>): ReadonlyMap<string, number> =>
  new Map(
    Object.entries(rows).flatMap(([value, letters]) => [...letters].map((l) => [l, Number(value)] as const)),
  );

export const PYTHAGOREAN = tableFrom({
  1: 'AJS',
  2: 'BKT',
  3: 'CLU',
  4: 'DMV',
  5: 'ENW',
  6: 'FOX',
  7: 'GPY',
  8: 'HQZ',
  9: 'IR',
});

export const CABALISTIC = tableFrom({
  1: 'AIJQY',
  2: 'BKR',
  3: 'CGLS',
  4: 'DMT',
  5: 'EHN',
  6: 'UVWX',
  7: 'OZ',
  8: 'FP',
});
export const CABALISTIC_CEDILLA = 6;
export const CABALISTIC_ACCENT_BONUS = { acute: 2, grave: 2, diaeresis: 2, tilde: 3, circumflex: 7 } as const;

// Agrippa's Latin table: units A–I, tens K–S, hundreds T U X Y Z J V, and W at 900.
export const GEMATRIA = tableFrom({
  1: 'A',
  2: 'B',
  3: 'C',
  4: 'D',
  5: 'E',
  6: 'F',
  7: 'G',
  8: 'H',
  9: 'I',
  10: 'K',
  20: 'L',
  30: 'M',
  40: 'N',
  50: 'O',
  60: 'P',
  70: 'Q',
  80: 'R',
  90: 'S',
  100: 'T',
  200: 'U',
  300: 'X',
  400: 'Y',
  500: 'Z',
  600: 'J',
  700: 'V',
  900: 'W',
});

function lookup(table: ReadonlyMap<string, number>, base: string): number {
  const value = table.get(base);
  // nameLetters only yields A–Z and every table covers all 26, so this is a programming error.
  if (value === undefined) throw new RangeError(`letter ${base} is missing from a table`);
  return value;
}

/** Accents removed, Ç read as C. */
export const pythagoreanValue = (letter: NameLetter): number => lookup(PYTHAGOREAN, letter.base);

export const gematriaValue = (letter: NameLetter): number => lookup(GEMATRIA, letter.base);

/** Ç is 6; otherwise the base letter plus each accent's bonus (Á = 3, Ã = 4, É = 7, Ê = 12). */
export function cabalisticValue(letter: NameLetter): number {
  if (letter.cedilla) return CABALISTIC_CEDILLA;
  return letter.accents.reduce(
    (sum, accent) => sum + CABALISTIC_ACCENT_BONUS[accent],
    lookup(CABALISTIC, letter.base),
  );
}
