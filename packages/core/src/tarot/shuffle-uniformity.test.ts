// Every card equally likely in every position: a chi-square test over a fixed list of seeds, so the
// result is the same on every run and the test cannot flake.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TAROT_CODES } from './deck';
import { dealFromSeed } from './shuffle';

const DRAWS = 7800; // 100 expected per card in each position
const POSITIONS = 13; // the Mandala, the largest spread
// Chi-square with 77 degrees of freedom: P(χ² > 135) ≈ 2·10⁻⁵, so a fair shuffle stays below it.
const CHI_LIMIT = 135;

describe('shuffle uniformity', () => {
  it('spreads every card evenly over every position and reverses half', () => {
    const counts = Array.from({ length: POSITIONS }, () => new Map<string, number>());
    let reversed = 0;
    for (let n = 0; n < DRAWS; n++) {
      const seed = createHash('sha256').update(`uniformity-${n}`).digest();
      const dealt = dealFromSeed(seed, TAROT_CODES, POSITIONS, { reversals: true });
      dealt.forEach((d, position) => {
        counts[position]!.set(d.card, (counts[position]!.get(d.card) ?? 0) + 1);
        if (d.reversed) reversed++;
      });
    }
    const expected = DRAWS / TAROT_CODES.length;
    const chis = counts.map((byCard) =>
      TAROT_CODES.reduce((sum, code) => sum + ((byCard.get(code) ?? 0) - expected) ** 2 / expected, 0),
    );
    for (const chi of chis) expect(chi).toBeLessThan(CHI_LIMIT);
    // The mean over the positions sits near the 77 degrees of freedom.
    const mean = chis.reduce((a, b) => a + b, 0) / chis.length;
    expect(mean).toBeGreaterThan(60);
    expect(mean).toBeLessThan(95);
    // Reversals: binomial with n = 101 400, sd ≈ 159; 5 sd around half.
    expect(Math.abs(reversed - (DRAWS * POSITIONS) / 2)).toBeLessThan(800);
  });
});
