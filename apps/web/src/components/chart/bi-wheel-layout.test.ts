import { describe, expect, it } from 'vitest';
import type { WheelPoint } from './bi-wheel-types';
import {
  INNER_RING,
  OUTER_RING,
  boxesOverlap,
  layoutRing,
  minGapDeg,
  ringBoxes,
  type PlacedPoint,
  type RingGeometry,
} from './bi-wheel-layout';
import { normalizeDegrees } from './wheel-geometry';

const pts = (longitudes: number[], retrograde = false): WheelPoint[] =>
  longitudes.map((longitude, i) => ({ code: `p${i}`, longitude, retrograde }));

/** Every pair of boxes on the ring (glyph squares and degree labels), that overlap. */
function overlaps(placed: PlacedPoint[], ring: RingGeometry): string[] {
  const boxes = ringBoxes(placed, ring);
  const found: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++)
      if (boxesOverlap(boxes[i]!, boxes[j]!)) found.push(`${i}×${j}`);
  return found;
}

const CASES: [string, number[]][] = [
  ['six points within 10°', [100, 101.5, 103, 105, 107.2, 110]],
  ['a stellium on the 0°/360° seam', [356, 357.5, 359.2, 0.3, 1.1, 2.8, 4]],
  ['two stelliums facing each other', [10, 11, 12, 13, 190, 191, 192, 193, 194]],
  ['eleven bodies and two angles within 40°', Array.from({ length: 13 }, (_, i) => 200 + i * 3)],
  ['all points on one degree', [45, 45, 45, 45, 45, 45]],
];

describe('layoutRing', () => {
  // The Ascendant rotates the wheel, so each crowd is checked at several rotations: the boxes are
  // screen-aligned, and whether two of them touch depends on where on screen the crowd falls.
  describe.each([
    ['outer', OUTER_RING],
    ['inner', INNER_RING],
  ] as const)('on the %s ring', (_, ring) => {
    it.each(CASES)('never overlaps two glyph or label boxes: %s', (_name, longitudes) => {
      for (const ascendant of [0, 37, 90, 135, 180, 252.3, 300]) {
        for (const retrograde of [false, true]) {
          const placed = layoutRing(pts(longitudes, retrograde), ring, ascendant, 'r');
          expect(overlaps(placed, ring), `Ascendant ${ascendant}°`).toEqual([]);
        }
      }
    });
  });

  it('leaves a lone point at its true longitude and keeps the tick there', () => {
    const [p] = layoutRing([{ code: 'sun', longitude: 123.4 }], OUTER_RING, 0, 'o');
    expect(p!.shown).toBeCloseTo(123.4, 9);
    expect(p!.labelText).toBe('3°');
  });

  it('keeps crowded glyphs near their true places, with the tick at the true longitude', () => {
    const longitudes = [100, 101.5, 103, 105, 107.2, 110];
    const placed = layoutRing(pts(longitudes), INNER_RING, 0, 'i');
    placed.forEach((p, i) => {
      const off = Math.abs(normalizeDegrees(p.shown - longitudes[i]! + 180) - 180);
      // Six glyphs fanned around their centre: none further out than two and a half gaps.
      expect(off).toBeLessThanOrEqual(2.5 * minGapDeg(INNER_RING) + 1e-9);
    });
    // Order along the zodiac is kept: a leader line never crosses another.
    const shown = placed.map((p) => p.shown);
    expect([...shown].sort((a, b) => a - b)).toEqual(shown);
  });

  it('marks a retrograde point with ℞ after its degree', () => {
    const [p] = layoutRing([{ code: 'mercury', longitude: 59.9, retrograde: true }], INNER_RING, 0, 'i');
    expect(p!.labelText).toBe('29°℞');
  });
});
