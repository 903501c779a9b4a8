import { describe, expect, it } from 'vitest';
import { allTexts } from './all-texts';

const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX|undefined|null|NaN)\b|\{\{|\$\{/;
// Whole English words that would betray an untranslated leftover.
const ENGLISH = /\b(the|and|with|your|you|insight|mindset|feedback|self-care|coach|deadline|happy)\b/i;
const normalise = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();

describe('all content, across files', () => {
  const entries = allTexts();

  it('has every text the product needs, none empty', () => {
    // arcana 110, signs 24, points 8, planet in sign 96, in house 84, numbers 31, Chinese 77,
    // synastry 167, badges 4 = 601, plus at least 3 insights for each of the 8 daily cards.
    expect(entries.length).toBeGreaterThanOrEqual(601 + 24);
    for (const { key, text } of entries) expect(text.trim().length, key).toBeGreaterThan(10);
  });

  it('has no placeholder, template leftover or English word', () => {
    const bad = entries.filter(({ text }) => PLACEHOLDERS.test(text) || ENGLISH.test(text)).map((e) => e.key);
    expect(bad).toEqual([]);
  });

  it('never repeats a paragraph across keys', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, text } of entries) {
      for (const paragraph of text.split(/\n\n+/)) {
        const p = normalise(paragraph);
        const other = seen.get(p);
        if (other && other !== key) repeats.push(`${key} = ${other}`);
        seen.set(p, key);
      }
    }
    expect(repeats).toEqual([]);
  });

  it('never repeats a long sentence across keys', () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const { key, text } of entries) {
      for (const sentence of text.split(/(?<=[.!?])\s+/)) {
        if (sentence.split(/\s+/).length < 10) continue;
        const s = normalise(sentence);
        const other = seen.get(s);
        if (other && other !== key) repeats.push(`${key} = ${other}: ${sentence}`);
        seen.set(s, key);
      }
    }
    expect(repeats).toEqual([]);
  });
});
