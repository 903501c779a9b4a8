import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../scripts/property-runs';
import { allTexts } from './all-texts';
import { OPENER_LIMIT, REWRITES, openerOf, openerOfWhole, varyOpenings } from './vary-openings';

// varyOpenings reads each text once per thread and openerOf only the first two words (ADR 109). Both
// must give what the plain definitions give: these are those definitions, as they were written first.

function varyOpeningsPlainly(texts: readonly string[], limit = OPENER_LIMIT): string[] {
  const counts = new Map<string, number>();
  const use = (key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);
  return texts.map((text) =>
    text
      .split(/((?<=[.!?])\s+|\n\n+)/)
      .map((part, i) => {
        if (i % 2 === 1 || part.trim() === '') return part;
        const key = openerOfWhole(part);
        if ((counts.get(key) ?? 0) < limit) {
          use(key);
          return part;
        }
        for (const rewrite of REWRITES) {
          const next = rewrite(part);
          if (next === undefined) continue;
          const nextKey = openerOfWhole(next);
          if ((counts.get(nextKey) ?? 0) < limit) {
            use(nextKey);
            return next;
          }
        }
        use(key);
        return part;
      })
      .join(''),
  );
}

/** Words, spaces and punctuation as texts have them, with the odd character from far outside Latin. */
const piece = fc.constantFrom(
  'Você tem',
  'você',
  'O Sol',
  'É o',
  'A Lua',
  'Com o tempo,',
  ' ',
  '  ',
  '\n\n',
  '. ',
  '! ',
  '? ',
  ', ',
  '—',
  '“',
  '4',
  'pé-de-meia',
  'İstanbul',
  'ΣΟΦΟΣ',
  'ǅemal',
  '🌙',
  'Ⅳ',
  '\u00a0',
  'Às',
  'ÉTICA',
  'Casa 10',
  'pode',
  'se',
  'Nodo',
);
const text = fc.array(piece, { maxLength: 30 }).map((parts) => parts.join(''));

describe('openerOf', () => {
  it('reads the first two words as the whole sentence lower-cased and split would', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ unit: 'binary', maxLength: 40 })), (sentence) => {
        expect(openerOf(sentence)).toBe(openerOfWhole(sentence));
      }),
      { numRuns: propertyRuns(2000), seed: 10901 },
    );
  });

  it('agrees on every sentence of the corpus', () => {
    for (const { text: corpusText } of allTexts())
      for (const sentence of corpusText.split(/(?<=[.!?])\s+|\n\n+/))
        expect(openerOf(sentence), sentence).toBe(openerOfWhole(sentence));
  });

  it('keeps the cases the shortcut must not take', () => {
    expect(openerOf('İstanbul é longe')).toBe('i stanbul');
    expect(openerOf('Você tem, sim.')).toBe('você tem');
    expect(openerOf('— Pé-de-meia!')).toBe('pé-de-meia');
    expect(openerOf('...')).toBe('');
  });
});

describe('varyOpenings', () => {
  it('reopens exactly the sentences the plain definition reopens, call after call', () => {
    fc.assert(
      fc.property(fc.array(text, { maxLength: 12 }), fc.integer({ min: 1, max: 5 }), (texts, limit) => {
        // Twice: the second call reads its texts from what the first one kept.
        expect(varyOpenings(texts, limit)).toEqual(varyOpeningsPlainly(texts, limit));
        expect(varyOpenings(texts, limit)).toEqual(varyOpeningsPlainly(texts, limit));
      }),
      { numRuns: propertyRuns(2000), seed: 10902 },
    );
  });

  it('reopens the corpus read as one long report as the plain definition does', () => {
    const texts = allTexts().map((entry) => entry.text);
    const once = varyOpenings(texts);
    expect(once).toEqual(varyOpeningsPlainly(texts));
    expect(once.filter((t, i) => t !== texts[i]).length).toBeGreaterThan(100);
  });

  it('gives back the very string when nothing in it is reopened', () => {
    const texts = ['Você tem calma. O Sol brilha.', 'A Lua acolhe.'];
    const out = varyOpenings(texts);
    expect(out[0]).toBe(texts[0]);
    expect(out[1]).toBe(texts[1]);
  });
});
