import { describe, expect, it } from 'vitest';
import { textWidth } from './text-width';

// Widths at 11px from Inter's own advance widths (400 weight), the font the labels are drawn in.
const INTER_11PX: [string, number][] = [
  ['Sol', 16.3],
  ['Mercúrio', 46.7],
  ['Ascendente', 62.2],
];

describe('textWidth', () => {
  it('errs wide, so a label never runs into the next bar, but by little (15% and a rounding), so lanes are not wasted', () => {
    for (const [text, inter] of INTER_11PX) {
      expect(textWidth(text, 11)).toBeGreaterThanOrEqual(inter);
      expect(textWidth(text, 11)).toBeLessThan(inter * 1.15 + 2);
    }
  });

  it('grows with the font size', () => {
    expect(textWidth('Mercúrio', 22)).toBeCloseTo(2 * textWidth('Mercúrio', 11), -1);
  });
});
