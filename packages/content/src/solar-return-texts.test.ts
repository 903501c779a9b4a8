import { describe, expect, it } from 'vitest';
import { SIGNS } from '@constelar/core/codes';
import { allTexts } from './all-texts';
import { HOUSE_NUMBERS } from './planet-in-house';
import { SIGN_NAMES } from './sign-names';
import { SOLAR_RETURN_ASCENDANT_TEXTS, SOLAR_RETURN_SUN_HOUSE_TEXTS } from './solar-return-texts';

const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX|undefined|null|NaN)\b|\{\{|\$\{|\[object/;
const ENGLISH = /\b(the|and|with|your|you|insight|mindset|feedback|self-care|coach|deadline|happy)\b/i;
// Doubled spaces or punctuation, a space before punctuation, or a sentence that starts in lower case.
const UNGRAMMATICAL = /\s{2,}|[.,;:!?]{2,}|\s[.,;:!?]|[.!?]\s+\p{Ll}/u;
const FATALISTIC = /\b(destino|fatalmente|inevitáve(l|is))\b/i;
const words = (text: string) => text.split(/\s+/).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim());
const firstFourWords = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 4)
    .map((w) => w.replace(/[.,;:!?]+$/, ''))
    .join(' ');

const ascendant = SIGNS.map((s) => SOLAR_RETURN_ASCENDANT_TEXTS[s]);
const sunHouse = HOUSE_NUMBERS.map((h) => SOLAR_RETURN_SUN_HOUSE_TEXTS[h]);
const all = [...ascendant, ...sunHouse];

describe('solar return texts', () => {
  it('has every sign and every house, and nothing more', () => {
    expect(Object.keys(SOLAR_RETURN_ASCENDANT_TEXTS).sort()).toEqual([...SIGNS].sort());
    expect(Object.keys(SOLAR_RETURN_SUN_HOUSE_TEXTS).map(Number)).toEqual([...HOUSE_NUMBERS]);
  });

  it('keeps every text between 60 and 90 words', () => {
    for (const text of all) {
      expect(words(text), text).toBeGreaterThanOrEqual(60);
      expect(words(text), text).toBeLessThanOrEqual(90);
    }
  });

  it('names the Ascendant and its sign, or the Sun and its house', () => {
    for (const sign of SIGNS) {
      const text = SOLAR_RETURN_ASCENDANT_TEXTS[sign];
      expect(text).toContain('Ascendente');
      expect(text).toContain(SIGN_NAMES[sign]);
      // Only its own sign: a stray name would mean a text pasted under the wrong key.
      const others = SIGNS.filter((s) => s !== sign && text.includes(SIGN_NAMES[s]));
      expect(others, text).toEqual([]);
    }
    for (const house of HOUSE_NUMBERS) {
      const text = SOLAR_RETURN_SUN_HOUSE_TEXTS[house];
      expect(text).toMatch(/\bSol\b/);
      expect(text).toMatch(new RegExp(`\\bCasa ${house}\\b`));
      expect(text.match(/\bCasa \d+\b/g), text).toEqual([`Casa ${house}`]);
    }
  });

  it('speaks of a year that runs from one birthday to the next', () => {
    for (const text of all) expect(text, text).toMatch(/aniversário/);
  });

  it('has no placeholders, English leftovers, typographic slips or fatalism', () => {
    for (const text of all) {
      expect(text, text).not.toMatch(PLACEHOLDERS);
      expect(text, text).not.toMatch(ENGLISH);
      expect(text, text).not.toMatch(UNGRAMMATICAL);
      expect(text, text).not.toMatch(FATALISTIC);
      expect(text, text).toMatch(/^\p{Lu}.*\.$/u);
    }
  });

  it('never opens two texts with the same four words', () => {
    const openings = all.map(firstFourWords);
    expect(openings.filter((o, i) => openings.indexOf(o) !== i)).toEqual([]);
  });

  it('avoids the flagged tics', () => {
    for (const text of all) expect(text).not.toMatch(/^O desafio/);
    expect(all.filter((t) => /\bcostuma/i.test(t)).length).toBeLessThanOrEqual(all.length / 10);
    expect(all.filter((t) => /\btende a\b/i.test(t)).length).toBeLessThanOrEqual(all.length / 10);
  });

  it('repeats no sentence of 60 or more characters, here or anywhere else in the content', () => {
    const mine = all.flatMap(sentences).filter((s) => s.length >= 60);
    expect(new Set(mine).size).toBe(mine.length);
    // Leave these texts out of the rest, so the check still holds once allTexts() lists them.
    const own = new Set(all);
    const elsewhere = new Set(
      allTexts()
        .filter(({ text }) => !own.has(text))
        .flatMap(({ text }) => sentences(text)),
    );
    expect(mine.filter((s) => elsewhere.has(s))).toEqual([]);
  });
});
