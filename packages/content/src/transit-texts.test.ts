import { ASPECT_KINDS, TRANSIT_BODIES, TRANSIT_NATAL_POINTS } from '@constelar/core/codes';
import { describe, expect, it } from 'vitest';
import { BODY_NAMES } from './bodies';
import { LEFTOVER, namesWord, repeatedOpenings, repeatedSentences, tics, words } from './testing/text-checks';
import { TRANSIT_TEXTS, transitText, transitTitle } from './transit-texts';

// sky.md §3: a text for each transiting body × natal point × nature; long for Jupiter … Pluto, short for
// the Sun … Mars, each speaking of a period with a beginning and an end.

const NATURES = ['conjunction', 'harmonious', 'tense'] as const;
const SLOW = new Set(['jupiter', 'saturn', 'uranus', 'neptune', 'pluto']);
const entries = TRANSIT_BODIES.flatMap((transiting) =>
  TRANSIT_NATAL_POINTS.flatMap((natal) =>
    NATURES.map((nature) => ({
      key: `${transiting}.${natal}.${nature}`,
      transiting,
      natal,
      text: TRANSIT_TEXTS[transiting]?.[natal]?.[nature] ?? '',
    })),
  ),
);
const unaccented = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

describe('transit texts', () => {
  it('cover every transiting body, natal point and nature', () => {
    expect(Object.keys(TRANSIT_TEXTS).sort()).toEqual([...TRANSIT_BODIES].sort());
    for (const e of entries) expect(e.text.length, e.key).toBeGreaterThan(0);
    expect(entries).toHaveLength(360);
  });

  it('give the slow planets a long paragraph and the quick ones a short one', () => {
    for (const { key, transiting, text } of entries) {
      const [min, max, minWords, maxWords] = SLOW.has(transiting) ? [300, 700, 60, 90] : [120, 330, 25, 45];
      expect(text.length, key).toBeGreaterThanOrEqual(min);
      expect(text.length, key).toBeLessThanOrEqual(max);
      expect(words(text), key).toBeGreaterThanOrEqual(minWords);
      expect(words(text), key).toBeLessThanOrEqual(maxWords);
      expect(text, key).toBe(text.trim());
      expect(text, key).not.toMatch(/ {2}|\n/);
      expect(text, key).not.toMatch(LEFTOVER);
      expect(text, key).not.toMatch(/°|\borbe|\bgraus?\b/i);
    }
  });

  it('name the transiting planet and the natal point in Portuguese', () => {
    for (const { key, transiting, natal, text } of entries) {
      expect(namesWord(text, BODY_NAMES[transiting]), `${key} names ${transiting}`).toBe(true);
      expect(namesWord(text, BODY_NAMES[natal]), `${key} names ${natal}`).toBe(true);
    }
  });

  it('speak of a period, never of fate', () => {
    const period =
      /\b(meses|semanas|semana|dias|hoje|amanha|horas|anos?|periodo|fase|enquanto|ate|temporada|ciclo)\b/i;
    for (const { key, text } of entries) {
      expect(period.test(unaccented(text)), key).toBe(true);
      expect(text, key).not.toMatch(/destino|fatalmente|inevit[áa]ve(l|is)/i);
    }
  });

  it('name the classic cycles where a planet meets its own natal place', () => {
    expect(TRANSIT_TEXTS.jupiter.jupiter.conjunction).toMatch(/retorno de Júpiter/);
    expect(TRANSIT_TEXTS.saturn.saturn.conjunction).toMatch(/retorno de Saturno/);
    expect(TRANSIT_TEXTS.uranus.uranus.tense).toMatch(/oposição/);
    expect(TRANSIT_TEXTS.sun.sun.conjunction).toMatch(/retorno solar/);
    expect(TRANSIT_TEXTS.venus.venus.conjunction).toMatch(/retorno de Vênus/);
    expect(TRANSIT_TEXTS.mars.mars.conjunction).toMatch(/retorno de Marte/);
  });

  it('repeat no sentence and no opening, and keep the editor’s tics rare', () => {
    expect(repeatedSentences(entries)).toEqual([]);
    expect(repeatedOpenings(entries.filter((e) => SLOW.has(e.transiting)))).toEqual([]);
    expect(repeatedOpenings(entries.filter((e) => !SLOW.has(e.transiting)))).toEqual([]);
    const t = tics(entries);
    expect(t.costuma).toBeLessThanOrEqual(t.limit);
    expect(t.tendeA).toBeLessThanOrEqual(t.limit);
    expect(t.oDesafio).toBe(0);
  });

  it('pick the text by nature and title it with a possessive', () => {
    for (const kind of ASPECT_KINDS) {
      const nature =
        kind === 'conjunction'
          ? 'conjunction'
          : kind === 'trine' || kind === 'sextile'
            ? 'harmonious'
            : 'tense';
      expect(transitText('saturn', 'sun', kind)).toBe(TRANSIT_TEXTS.saturn.sun[nature]);
    }
    expect(transitTitle('saturn', 'sun', 'square')).toBe('Saturno em quadratura com o seu Sol');
    expect(transitTitle('jupiter', 'moon', 'trine')).toBe('Júpiter em trígono com a sua Lua');
    expect(transitTitle('mars', 'midheaven', 'opposition')).toBe('Marte em oposição com o seu Meio do Céu');
  });
});
