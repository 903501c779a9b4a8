import { describe, expect, it } from 'vitest';
import { blurredDisc, ORB_BLUR_PX, ORB_REACH, orbGradient } from './orb-glow';

/** The blur itself, by brute force: a Gaussian summed over the disc on a 1 px grid. */
function bruteForce(d: number, radius: number, sigma: number): number {
  let sum = 0;
  for (let x = -radius; x <= radius; x++) {
    for (let y = -radius; y <= radius; y++) {
      if (x * x + y * y > radius * radius) continue;
      sum += Math.exp(-((x - d) ** 2 + y * y) / (2 * sigma * sigma));
    }
  }
  return sum / (2 * Math.PI * sigma * sigma);
}

describe('the orbs’ glow', () => {
  it('is what a disc looks like through a Gaussian blur, at every distance', () => {
    for (const radius of [112, 144, 192]) {
      for (const d of [0, 60, radius - 20, radius, radius + 50, radius + 2 * ORB_BLUR_PX]) {
        expect(blurredDisc(d, radius, ORB_BLUR_PX)).toBeCloseTo(bruteForce(d, radius, ORB_BLUR_PX), 2);
      }
    }
  });

  it('has the closed form at the centre and fades to nothing past its reach', () => {
    const radius = 144;
    expect(blurredDisc(0, radius, ORB_BLUR_PX)).toBeCloseTo(
      1 - Math.exp(-(radius ** 2) / (2 * ORB_BLUR_PX ** 2)),
      4,
    );
    expect(blurredDisc(radius + ORB_REACH * ORB_BLUR_PX, radius, ORB_BLUR_PX)).toBeLessThan(0.005);
    const profile = Array.from({ length: 40 }, (_, i) => blurredDisc(i * 10, radius, ORB_BLUR_PX));
    for (let i = 1; i < profile.length; i++) expect(profile[i]).toBeLessThan(profile[i - 1]!);
  });

  it('writes a radial gradient from the centre’s share of the colour to transparent', () => {
    const css = orbGradient(144, 'var(--color-violet)', 0.6);
    expect(css.startsWith('radial-gradient(circle closest-side, ')).toBe(true);
    const centre = 0.6 * (1 - Math.exp(-(144 ** 2) / (2 * ORB_BLUR_PX ** 2)));
    expect(css).toContain(
      `color-mix(in oklab, var(--color-violet) ${(centre * 100).toFixed(2)}%, transparent) 0.00%`,
    );
    expect(css.endsWith('transparent 100.00%)')).toBe(true);
    expect(css.match(/color-mix/g)).toHaveLength(16);
  });
});
