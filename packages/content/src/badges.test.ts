import { BADGE_IDS, BADGE_RARITIES } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { BADGE_TEXTS, RARITY_NAMES } from './badges';

describe('badge texts', () => {
  it('names the four badges of the domain', () => {
    expect(Object.keys(BADGE_TEXTS).sort()).toEqual([...BADGE_IDS].sort());
    expect(BADGE_IDS.map((id) => BADGE_TEXTS[id].name)).toEqual([
      'Primeira Revelação',
      'Laços Cósmicos',
      'Explorador do Zodíaco',
      'Visionário do Arcano',
    ]);
  });

  it('describes each badge in Portuguese, without leftovers', () => {
    const descriptions = Object.values(BADGE_TEXTS).map((b) => b.description);
    expect(new Set(descriptions).size).toBe(4);
    for (const d of descriptions) {
      expect(d.split(/\s+/).length).toBeGreaterThanOrEqual(12);
      expect(d).toMatch(/\.$/);
      expect(d.toLowerCase()).not.toMatch(/lorem|\btodo\b|placeholder|beta|tester|badge|report/);
    }
  });

  it('names the rarities', () => {
    expect(Object.keys(RARITY_NAMES).sort()).toEqual([...BADGE_RARITIES].sort());
    expect(BADGE_RARITIES.map((r) => RARITY_NAMES[r])).toEqual(['Comum', 'Rara', 'Épica', 'Lendária']);
  });
});
