// The soft parts of a share image, the night-sky gradient behind everything and the gold halo around a
// glyph or a card, were nearly all of a render: satori writes a CSS box-shadow as a Gaussian blur over a
// region twelve times the box (about 2 s of a story's 2.1 s), and a CSS gradient as a pattern resvg
// rasterizes and resamples. Here each is written once per thread as plain vector gradients (a blur's
// edge is a known curve). The layout places it as an <img> of its own size; inlineLayers() then puts
// its shapes straight into satori's SVG, since resvg draws an embedded image on a layer of its own
// first. docs/decisions/108-share-images-that-never-starve.md.

interface Layer {
  uri: string;
  body: string;
  width: number;
  height: number;
}
const byKey = new Map<string, Layer>();
const byUri = new Map<string, Layer>();

/** A layer's SVG, kept by key; its ids are made unique, since several are inlined into one image. */
function once(key: string, width: number, height: number, draw: (id: string) => string): string {
  let layer = byKey.get(key);
  if (!layer) {
    const body = draw(`l${byKey.size}`);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
    layer = { uri: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, body, width, height };
    byKey.set(key, layer);
    byUri.set(layer.uri, layer);
  }
  return layer.uri;
}

const IMAGE =
  /<image x="(-?[\d.]+)" y="(-?[\d.]+)" width="([\d.]+)" height="([\d.]+)" href="([^"]+)"[^>]*\/>/g;

/**
 * satori's SVG with every layer drawn at its own size written in as shapes, in place of the <image>
 * (and of the clip and mask satori gives every image: a layer fills its box). Anything else stays.
 */
export function inlineLayers(svg: string): string {
  return svg.replace(IMAGE, (image, x: string, y: string, width: string, height: string, href: string) => {
    const layer = byUri.get(href);
    if (!layer || Number(width) !== layer.width || Number(height) !== layer.height) return image;
    return `<g transform="translate(${x} ${y})">${layer.body}</g>`;
  });
}

/** The night sky of a canvas: CSS's `radial-gradient(circle at 30% 20%, …)`, reaching the far corner. */
export function backdrop(width: number, height: number): string {
  return once(`backdrop:${width}x${height}`, width, height, (id) => {
    const [cx, cy] = [0.3 * width, 0.2 * height];
    const r = Math.hypot(width - cx, height - cy);
    return (
      `<defs><radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">` +
      '<stop offset="0" stop-color="#2d1b5e"/><stop offset="0.45" stop-color="#1a1033"/>' +
      '<stop offset="1" stop-color="#0d0a1f"/></radialGradient></defs>' +
      `<rect width="${width}" height="${height}" fill="url(#${id})"/>`
    );
  });
}

/** How far a halo reaches past its shape: three standard deviations of its blur (σ = blur / 2). */
export const haloReach = (blur: number) => Math.ceil(1.5 * blur);

/** Abramowitz and Stegun 7.1.26: erf within 1.5e-7, plenty for 8-bit color. */
function erf(x: number): number {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const y =
    1 -
    ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) *
      t *
      Math.exp(-x * x);
  return x >= 0 ? y : -y;
}

/** A Gaussian blur's coverage at distance d outside a straight edge: ½ erfc(d / (σ√2)). */
const coverage = (d: number, sigma: number) => 0.5 * (1 - erf(d / (sigma * Math.SQRT2)));

/** Stops from the edge (offset `from`) outward to `to`, the blur's coverage times `opacity` at each. */
function falloff(from: number, to: number, reach: number, sigma: number, color: string, opacity: number) {
  const steps = 12;
  return Array.from({ length: steps + 1 }, (_, i) => {
    const d = (reach * i) / steps;
    const offset = from + ((to - from) * i) / steps;
    return `<stop offset="${offset.toFixed(4)}" stop-color="${color}" stop-opacity="${(opacity * coverage(d, sigma)).toFixed(4)}"/>`;
  }).join('');
}

/**
 * A shape's glow as CSS's `box-shadow: 0 0 {blur}px {color}` draws it (a Gaussian of σ = blur / 2,
 * outside the shape only), for a box of `width`×`height` with corner `radius`, on a transparent square
 * `haloReach(blur)` larger on every side. Nine patches: four sides whose linear gradients follow the
 * blurred edge, four corners whose radial gradients follow it around the corner's arc (a circle is all
 * corners). The color is #rrggbb and its opacity apart: SVG 1.1 has no #rrggbbaa.
 */
export function halo(
  width: number,
  height: number,
  radius: number,
  blur: number,
  color: string,
  opacity: number,
): string {
  const reach = haloReach(blur);
  const [w, h] = [width + 2 * reach, height + 2 * reach];
  return once(`halo:${width}x${height}:${radius}:${blur}:${color}:${opacity}`, w, h, (id) => {
    const sigma = blur / 2;
    const rho = Math.min(radius, width / 2, height / 2);
    const [x0, y0, x1, y1] = [reach, reach, reach + width, reach + height];
    const outer = rho + reach;
    const parts: string[] = [];
    const defs: string[] = [];
    // Corners: centred on the arc's centre, nothing inside the arc (that is the shape), the edge's
    // falloff beyond it.
    const corners: [number, number, number, number][] = [
      [x0 + rho, y0 + rho, -1, -1],
      [x1 - rho, y0 + rho, 1, -1],
      [x0 + rho, y1 - rho, -1, 1],
      [x1 - rho, y1 - rho, 1, 1],
    ];
    corners.forEach(([cx, cy, sx, sy], i) => {
      const edge = rho / outer;
      defs.push(
        `<radialGradient id="${id}c${i}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${outer}">` +
          `<stop offset="${edge.toFixed(4)}" stop-color="${color}" stop-opacity="0"/>` +
          falloff(edge, 1, reach, sigma, color, opacity) +
          '</radialGradient>',
      );
      const x = sx < 0 ? cx - outer : cx;
      const y = sy < 0 ? cy - outer : cy;
      parts.push(`<rect x="${x}" y="${y}" width="${outer}" height="${outer}" fill="url(#${id}c${i})"/>`);
    });
    // Sides, between the corners: a linear falloff away from the edge.
    const sides: [number, number, number, number, number, number, number, number][] = [
      // x, y, width, height of the patch; the gradient's start and end points
      [x0 + rho, 0, width - 2 * rho, reach, 0, y0, 0, 0],
      [x0 + rho, y1, width - 2 * rho, reach, 0, y1, 0, h],
      [0, y0 + rho, reach, height - 2 * rho, x0, 0, 0, 0],
      [x1, y0 + rho, reach, height - 2 * rho, x1, 0, w, 0],
    ];
    sides.forEach(([x, y, sw, sh, gx1, gy1, gx2, gy2], i) => {
      if (sw <= 0 || sh <= 0) return;
      defs.push(
        `<linearGradient id="${id}s${i}" gradientUnits="userSpaceOnUse" x1="${gx1}" y1="${gy1}" x2="${gx2}" y2="${gy2}">` +
          falloff(0, 1, reach, sigma, color, opacity) +
          '</linearGradient>',
      );
      parts.push(`<rect x="${x}" y="${y}" width="${sw}" height="${sh}" fill="url(#${id}s${i})"/>`);
    });
    return `<defs>${defs.join('')}</defs>${parts.join('')}`;
  });
}
