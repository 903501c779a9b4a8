import { describe, expect, it } from 'vitest';
import { allTexts } from './all-texts';
import {
  SYNASTRY_ASPECT_NATURES,
  SYNASTRY_ASPECT_PAIRS,
  SYNASTRY_ASPECT_TEXTS,
  fillSynastryAspect,
} from './synastry-aspect-texts';

const entries = SYNASTRY_ASPECT_PAIRS.flatMap((pair) =>
  SYNASTRY_ASPECT_NATURES.map((nature) => ({ pair, nature, text: SYNASTRY_ASPECT_TEXTS[pair][nature] })),
);
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const BODY_NAMES = { sun: 'Sol', moon: 'Lua', venus: 'Vênus', mars: 'Marte', saturn: 'Saturno' } as const;

describe('SYNASTRY_ASPECT_TEXTS', () => {
  it('has the six pairs, each with the three natures', () => {
    expect(Object.keys(SYNASTRY_ASPECT_TEXTS).sort()).toEqual([...SYNASTRY_ASPECT_PAIRS].sort());
    for (const pair of SYNASTRY_ASPECT_PAIRS)
      expect(Object.keys(SYNASTRY_ASPECT_TEXTS[pair]).sort()).toEqual([...SYNASTRY_ASPECT_NATURES].sort());
    expect(entries).toHaveLength(18);
  });

  it('uses both names, and the first body belongs to {x} and the second to {y}', () => {
    for (const { pair, text } of entries) {
      expect(text).toContain('{x}');
      expect(text).toContain('{y}');
      const [first, second] = pair.split('-') as [keyof typeof BODY_NAMES, keyof typeof BODY_NAMES];
      expect(text, pair).toMatch(new RegExp(`${BODY_NAMES[first]} de \\{x\\}`));
      expect(text, pair).toMatch(new RegExp(`${BODY_NAMES[second]} de \\{y\\}`));
    }
  });

  it('runs 60 to 110 words, concrete and free of leftovers once filled', () => {
    for (const { pair, nature, text } of entries) {
      const filled = fillSynastryAspect(text, 'Ana', 'Bruno');
      expect(filled, `${pair}.${nature}`).not.toMatch(/[{}]|undefined|null/);
      expect(filled).toContain('Ana');
      expect(filled).toContain('Bruno');
      expect(words(filled), `${pair}.${nature}`).toBeGreaterThanOrEqual(60);
      expect(words(filled), `${pair}.${nature}`).toBeLessThanOrEqual(110);
      expect(filled).not.toMatch(/\b(match|timing|date|partner|mood|check|crush|vibe|love|ok)\b/i);
    }
  });

  it('names ease in harmonious texts and friction with a way through in tense ones', () => {
    for (const pair of SYNASTRY_ASPECT_PAIRS) {
      const { harmonious, tense } = SYNASTRY_ASPECT_TEXTS[pair];
      expect(harmonious, pair).toMatch(/facilidade|fácil|sem esforço|flui|fluem/);
      expect(harmonious).not.toMatch(/\b(atrito|brigas?|frieza)\b/);
      expect(tense, pair).toMatch(/atrito|tens[ãa]o|tenso|desencontro|frustra|cobrança|discuss/);
      expect(tense, pair).toMatch(/conversar|combinar|combinem|dizer|diga|acordos|nomear|reconhecer/i);
      expect(tense).not.toMatch(/química|sem esforço|imediat[ao] sintonia/);
    }
    // Saturn conjunct a personal body lowers the score, so its texts cannot read as pure ease.
    for (const pair of ['saturn-sun', 'saturn-moon', 'saturn-venus'] as const)
      expect(SYNASTRY_ASPECT_TEXTS[pair].conjunction).toMatch(/cobra|controle|reserva|peso|pesar/);
  });

  it('starts no two texts with the same four words and repeats no long sentence anywhere', () => {
    const openings = entries.map((e) => e.text.split(/\s+/).slice(0, 4).join(' ').toLowerCase());
    expect(new Set(openings).size).toBe(18);
    const sentences = (t: string) => t.split(/(?<=[.!?:;])\s+/).filter((s) => s.length >= 60);
    const elsewhere = new Set(
      allTexts()
        .filter((e) => !e.key.startsWith('synastry.contact.'))
        .flatMap((e) => sentences(e.text)),
    );
    const mine = entries.flatMap((e) => sentences(e.text));
    expect(new Set(mine).size).toBe(mine.length);
    expect(mine.filter((s) => elsewhere.has(s))).toEqual([]);
    expect(entries.filter((e) => /\bcostuma|\btende a\b/.test(e.text)).length).toBeLessThanOrEqual(1);
  });
});

describe('fillSynastryAspect', () => {
  it('puts each name in its place, every time it appears', () => {
    expect(fillSynastryAspect('{x} e {y}; de novo {x} e {y}.', 'Ana', 'Bia')).toBe(
      'Ana e Bia; de novo Ana e Bia.',
    );
  });
});
