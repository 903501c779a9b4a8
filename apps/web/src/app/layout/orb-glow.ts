// The background's orbs (product.md §1) are soft discs of colour. They were drawn as discs behind a 64 px
// blur filter; they are now the radial gradient that filter produced, worked out once here. A filter that
// wide was the costliest thing to raster on every page: with the background's layers, a fifth of a page
// load's CPU in a software renderer, and a phone's GPU blurs it again each time the layer is redrawn
// (docs/decisions/111-a-still-sky-is-cheap.md).

/** The blur the orbs were drawn with (Tailwind's blur-3xl): CSS blur() takes the Gaussian's deviation. */
export const ORB_BLUR_PX = 64;
/** Three deviations past the disc's edge, the glow is under 0.2 % of its centre: the gradient ends there. */
export const ORB_REACH = 3;
const STOPS = 16;
/** Simpson's steps across the disc: within 4e-6 of a 2,000-step integral, far below a colour's 1/255. */
const STEPS = 24;

/** I0(x)·e^−x, the modified Bessel function of order 0 scaled (Abramowitz & Stegun 9.8.1 and 9.8.2). */
function besselI0Scaled(x: number): number {
  if (x < 3.75) {
    const t = (x / 3.75) ** 2;
    const i0 =
      1 +
      t * (3.5156229 + t * (3.0899424 + t * (1.2067492 + t * (0.2659732 + t * (0.0360768 + t * 0.0045813)))));
    return i0 * Math.exp(-x);
  }
  const u = 3.75 / x;
  const poly =
    0.39894228 +
    u *
      (0.01328592 +
        u *
          (0.00225319 +
            u *
              (-0.00157565 +
                u *
                  (0.00916281 + u * (-0.02057706 + u * (0.02635537 + u * (-0.01647633 + u * 0.00392377)))))));
  return poly / Math.sqrt(x);
}

/**
 * The share of a disc of `radius`, blurred by a Gaussian of deviation `sigma`, seen `d` from its centre
 * (0 to 1): ∫₀ᴿ (r/σ²)·e^(−(d−r)²/2σ²)·I0e(dr/σ²) dr, by Simpson's rule.
 */
export function blurredDisc(d: number, radius: number, sigma: number): number {
  const s2 = sigma * sigma;
  const f = (r: number) => (r / s2) * Math.exp(-((d - r) ** 2) / (2 * s2)) * besselI0Scaled((d * r) / s2);
  const h = radius / STEPS;
  let sum = f(0) + f(radius);
  for (let i = 1; i < STEPS; i++) sum += (i % 2 ? 4 : 2) * f(i * h);
  return Math.min(1, (sum * h) / 3);
}

/**
 * A square box `2 × (radius + ORB_REACH × sigma)` wide, centred on the orb, painted with this gradient looks
 * as the disc of `colour` at `opacity` looked through blur(sigma).
 */
export function orbGradient(radius: number, colour: string, opacity: number, sigma = ORB_BLUR_PX): string {
  const outer = radius + ORB_REACH * sigma;
  const stops = Array.from({ length: STOPS + 1 }, (_, i) => {
    const at = `${((i / STOPS) * 100).toFixed(2)}%`;
    if (i === STOPS) return `transparent ${at}`;
    const alpha = opacity * blurredDisc((outer * i) / STOPS, radius, sigma);
    return `color-mix(in oklab, ${colour} ${(alpha * 100).toFixed(2)}%, transparent) ${at}`;
  });
  return `radial-gradient(circle closest-side, ${stops.join(', ')})`;
}
