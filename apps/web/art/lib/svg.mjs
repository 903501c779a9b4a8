// Shared drawing kit for the Constelar art: palette, seeded randomness, star fields and the
// "silhouette" builder that gives every figure the same gold outline over a violet fill.
export const C = {
  night: '#0d0a1f',
  deep: '#1a1033',
  violet: '#2d1b5e',
  gold: '#d4af37',
  soft: '#f3d98b',
  teal: '#2dd4bf',
  text: '#ede9fe',
};

/** Main outline width and detail width, in px of the final 600×1000 card. */
export const LW = 2.6;
export const DW = 1.5;

export const f2 = (n) => +n.toFixed(2);

export function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashSeed(str) {
  let h = 2166136261;
  for (const ch of str) h = Math.imul(h ^ ch.codePointAt(0), 16777619);
  return h >>> 0;
}

const attrs = (o) =>
  Object.entries(o)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${v}"`)
    .join('');

/** A stroked line in gold (or given colour). */
export function line(d, w = DW, extra = {}) {
  return `<path d="${d}"${attrs({ fill: 'none', stroke: C.gold, 'stroke-width': w, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra })}/>`;
}

export function circle(cx, cy, r, extra = {}) {
  return `<circle${attrs({ cx: f2(cx), cy: f2(cy), r: f2(r), fill: 'none', stroke: C.gold, 'stroke-width': DW, ...extra })}/>`;
}

export const circlePath = (cx, cy, r) =>
  `M${f2(cx - r)} ${f2(cy)}a${f2(r)} ${f2(r)} 0 1 0 ${f2(2 * r)} 0a${f2(r)} ${f2(r)} 0 1 0 ${f2(-2 * r)} 0Z`;

export const ellipsePath = (cx, cy, rx, ry) =>
  `M${f2(cx - rx)} ${f2(cy)}a${f2(rx)} ${f2(ry)} 0 1 0 ${f2(2 * rx)} 0a${f2(rx)} ${f2(ry)} 0 1 0 ${f2(-2 * rx)} 0Z`;

/** n-pointed star path centred at (cx, cy). */
export function starPath(cx, cy, R, r, n = 8, rot = -Math.PI / 2) {
  let d = '';
  for (let i = 0; i < n * 2; i++) {
    const a = rot + (i * Math.PI) / n;
    const rad = i % 2 ? r : R;
    d += `${i ? 'L' : 'M'}${f2(cx + rad * Math.cos(a))} ${f2(cy + rad * Math.sin(a))}`;
  }
  return d + 'Z';
}

/** Four-pointed sparkle with concave sides. */
export function sparklePath(cx, cy, R, k = 0.18) {
  const r = R * k;
  return (
    `M${f2(cx)} ${f2(cy - R)}Q${f2(cx + r)} ${f2(cy - r)} ${f2(cx + R)} ${f2(cy)}` +
    `Q${f2(cx + r)} ${f2(cy + r)} ${f2(cx)} ${f2(cy + R)}Q${f2(cx - r)} ${f2(cy + r)} ${f2(cx - R)} ${f2(cy)}` +
    `Q${f2(cx - r)} ${f2(cy - r)} ${f2(cx)} ${f2(cy - R)}Z`
  );
}

/** Polyline through points as path data. */
export const poly = (pts, close = false) =>
  pts.map(([x, y], i) => `${i ? 'L' : 'M'}${f2(x)} ${f2(y)}`).join('') + (close ? 'Z' : '');

/** Smooth open curve through points (Catmull-Rom → cubic Bézier). */
export function smooth(pts, close = false, t = 0.5) {
  const P = close ? [pts[pts.length - 1], ...pts, pts[0], pts[1]] : [pts[0], ...pts, pts[pts.length - 1]];
  let d = `M${f2(P[1][0])} ${f2(P[1][1])}`;
  for (let i = 1; i < P.length - 2; i++) {
    const [p0, p1, p2, p3] = [P[i - 1], P[i], P[i + 1], P[i + 2]];
    const c1 = [p1[0] + ((p2[0] - p0[0]) / 6) * t * 2, p1[1] + ((p2[1] - p0[1]) / 6) * t * 2];
    const c2 = [p2[0] - ((p3[0] - p1[0]) / 6) * t * 2, p2[1] - ((p3[1] - p1[1]) / 6) * t * 2];
    d += `C${f2(c1[0])} ${f2(c1[1])} ${f2(c2[0])} ${f2(c2[1])} ${f2(p2[0])} ${f2(p2[1])}`;
  }
  return d + (close ? 'Z' : '');
}

/** Random star field inside a box; returns SVG. */
export function starField(seed, { x = 0, y = 0, w = 600, h = 1000, n = 110, sparkles = 7, avoid = [] } = {}) {
  const r = rng(seed);
  let out = '';
  const ok = (px, py) => !avoid.some(([ax, ay, ar]) => (px - ax) ** 2 + (py - ay) ** 2 < ar * ar);
  for (let i = 0; i < n; i++) {
    const px = x + r() * w;
    const py = y + r() * h;
    if (!ok(px, py)) continue;
    const big = r();
    const rad = big > 0.93 ? 1.7 : big > 0.7 ? 1.15 : 0.7;
    const col = r() > 0.86 ? C.teal : r() > 0.45 ? C.soft : C.text;
    out += `<circle cx="${f2(px)}" cy="${f2(py)}" r="${rad}" fill="${col}" opacity="${f2(0.35 + r() * 0.55)}"/>`;
  }
  for (let i = 0; i < sparkles; i++) {
    const px = x + 20 + r() * (w - 40);
    const py = y + 20 + r() * (h - 40);
    if (!ok(px, py)) continue;
    const R = 4 + r() * 5;
    out += `<path d="${sparklePath(px, py, R)}" fill="${C.soft}" opacity="${f2(0.55 + r() * 0.35)}"/>`;
  }
  return out;
}

/**
 * Silhouette builder: parts are unioned visually by drawing every part first as a wide gold
 * stroke, then every part again in the fill colour on top, so only the outer outline remains.
 * Details (folds, faces, ornaments) are drawn afterwards as thin gold lines.
 */
export class Sil {
  constructor({ lw = LW, fill = 'url(#fig)', scale = 1 } = {}) {
    this.lw = lw / scale;
    this.fill = fill;
    this.scale = scale;
    this.parts = [];
    this.top = [];
  }
  /** Closed filled shape. */
  blob(d) {
    this.parts.push({ d, w: 0 });
    return this;
  }
  circ(cx, cy, r) {
    return this.blob(circlePath(cx, cy, r));
  }
  ell(cx, cy, rx, ry) {
    return this.blob(ellipsePath(cx, cy, rx, ry));
  }
  /** Open path rendered as a tube of width w. */
  limb(d, w) {
    this.parts.push({ d, w });
    return this;
  }
  /** Thin gold detail on top of the silhouette. */
  detail(d, w = DW, extra = {}) {
    this.top.push(line(d, w / this.scale, extra));
    return this;
  }
  raw(svg) {
    this.top.push(svg);
    return this;
  }
  render(transform) {
    const lw = this.lw;
    let a = '';
    let b = '';
    for (const p of this.parts) {
      if (p.w) {
        a += `<path d="${p.d}" fill="none" stroke="${C.gold}" stroke-width="${f2(p.w + 2 * lw)}"/>`;
        b += `<path d="${p.d}" fill="none" stroke="${this.fill}" stroke-width="${f2(p.w)}"/>`;
      } else {
        a += `<path d="${p.d}" fill="${C.gold}" stroke="${C.gold}" stroke-width="${f2(2 * lw)}"/>`;
        b += `<path d="${p.d}" fill="${this.fill}"/>`;
      }
    }
    const t = transform ? ` transform="${transform}"` : '';
    return `<g${t} stroke-linecap="round" stroke-linejoin="round">${a}${b}${this.top.join('')}</g>`;
  }
}

/** Build, fill and render in one go. */
export function sil(build, opts = {}, transform) {
  const s = new Sil(opts);
  build(s);
  return s.render(transform);
}
