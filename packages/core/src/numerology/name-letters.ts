import type { Result } from '../result';
import { err, ok } from '../result';

/** Accents the cabalistic table prices; other combining marks only decorate the base letter. */
export type Accent = 'acute' | 'grave' | 'diaeresis' | 'tilde' | 'circumflex';

export interface NameLetter {
  /** The letter as written, upper-cased and composed (NFC), e.g. "Ã". */
  glyph: string;
  /** The unaccented base letter A–Z. */
  base: string;
  accents: readonly Accent[];
  /** Ç: a letter of its own in the cabalistic table. */
  cedilla: boolean;
}

export type NameError =
  { code: 'empty-name' } | { code: 'invalid-characters'; characters: readonly string[] };

const ACCENT_BY_MARK: ReadonlyMap<string, Accent> = new Map([
  ['\u0301', 'acute'],
  ['\u0300', 'grave'],
  ['\u0308', 'diaeresis'],
  ['\u0303', 'tilde'],
  ['\u0302', 'circumflex'],
]);
const CEDILLA_MARK = '\u0327';
const COMBINING_MARK = /^\p{M}$/u;
const BASE_LETTER = /^[A-Z]$/;
// Spaces, hyphens, apostrophes, dots and digits are dropped, typographic variants included (’ ‐ – ´ …);
// dots since numerology.md §1 ("J. da Silva").
const DROPPED = /^[\s\p{Nd}\-\u2010-\u2015\u2212'\u2018\u2019\u02BC`\u00B4.]$/u;

/**
 * Splits a typed name into letters: upper-cased, separators dropped, accents kept apart from the base.
 * Anything that is not a Latin letter (with marks) is refused rather than guessed at.
 */
export function nameLetters(name: string): Result<NameLetter[], NameError> {
  const chars = [...name.normalize('NFC').toUpperCase().normalize('NFD')];
  const letters: NameLetter[] = [];
  const invalid: string[] = [];
  let i = 0;
  while (i < chars.length) {
    const base = chars[i] ?? '';
    let end = i + 1;
    while (end < chars.length && COMBINING_MARK.test(chars[end] ?? '')) end += 1;
    const marks = chars.slice(i + 1, end);
    const glyph = (base + marks.join('')).normalize('NFC');
    if (BASE_LETTER.test(base)) {
      letters.push({
        glyph,
        base,
        accents: marks.flatMap((m) => ACCENT_BY_MARK.get(m) ?? []),
        cedilla: base === 'C' && marks.includes(CEDILLA_MARK),
      });
    } else if (!(DROPPED.test(base) && marks.length === 0)) {
      if (!invalid.includes(glyph)) invalid.push(glyph);
    }
    i = end;
  }
  if (invalid.length > 0) return err({ code: 'invalid-characters', characters: invalid });
  if (letters.length === 0) return err({ code: 'empty-name' });
  return ok(letters);
}

const VOWEL_BASES = new Set(['A', 'E', 'I', 'O', 'U', 'Y']);

/** A E I O U with any accent, and Y. W and Ç are consonants. */
export const isVowel = (letter: NameLetter): boolean => VOWEL_BASES.has(letter.base);

/** Why a name gives no numbers: unreadable, or no vowel (soul) or no consonant (personality) to sum. */
export type NumerologyNameError = NameError | { code: 'no-vowels' } | { code: 'no-consonants' };

/**
 * The letters of a name every number can be drawn from (decision 031). The one rule for names: the
 * numerology applies it, and the account's name is held to it (contract's AccountName), since the
 * member's own charts are cast from that name.
 */
export function numerologyNameLetters(name: string): Result<NameLetter[], NumerologyNameError> {
  const parsed = nameLetters(name);
  if (!parsed.ok) return parsed;
  if (!parsed.value.some(isVowel)) return err({ code: 'no-vowels' });
  if (parsed.value.every(isVowel)) return err({ code: 'no-consonants' });
  return parsed;
}
