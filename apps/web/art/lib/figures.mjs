// Figure and object primitives shared by the arcana and sign art.
// People are drawn in a local frame: feet centre at (0, 0), head centre at (0, -372),
// about 400 units tall, facing the viewer; place them with transform="translate(x y) scale(s)".
import { C, DW, LW, Sil, f2, line, circlePath, ellipsePath, starPath, smooth, poly } from './svg.mjs';

const HEAD = { x: 0, y: -372, r: 23 };
const SH = 40; // shoulder half-width

/** Mirror a list of points horizontally. */
export const mx = (pts) => pts.map(([x, y]) => [-x, y]);

/** Sample a Catmull-Rom curve through pts. */
export function sampleCurve(pts, n = 24) {
  const P = [pts[0], ...pts, pts[pts.length - 1]];
  const out = [];
  const segs = pts.length - 1;
  for (let k = 0; k <= n; k++) {
    const u = (k / n) * segs;
    const i = Math.min(Math.floor(u), segs - 1);
    const t = u - i;
    const [p0, p1, p2, p3] = [P[i], P[i + 1], P[i + 2], P[i + 3]];
    const c = (a, b, c2, d) =>
      0.5 *
      (2 * b + (-a + c2) * t + (2 * a - 5 * b + 4 * c2 - d) * t * t + (-a + 3 * b - 3 * c2 + d) * t * t * t);
    out.push([c(p0[0], p1[0], p2[0], p3[0]), c(p0[1], p1[1], p2[1], p3[1])]);
  }
  return out;
}

/** Closed outline of a limb along pts whose width goes w0 → w1 (optionally via wm at the middle). */
export function taper(pts, w0, w1, wm = null) {
  const S = sampleCurve(pts, 28);
  const L = [];
  const R = [];
  S.forEach((p, i) => {
    const a = S[Math.max(0, i - 1)];
    const b = S[Math.min(S.length - 1, i + 1)];
    const dx = b[0] - a[0];
    const dy = b[1] - a[1];
    const len = Math.hypot(dx, dy) || 1;
    const nx = -dy / len;
    const ny = dx / len;
    const t = i / (S.length - 1);
    const w =
      wm === null ? w0 + (w1 - w0) * t : t < 0.5 ? w0 + (wm - w0) * t * 2 : wm + (w1 - wm) * (t - 0.5) * 2;
    L.push([p[0] + (nx * w) / 2, p[1] + (ny * w) / 2]);
    R.push([p[0] - (nx * w) / 2, p[1] - (ny * w) / 2]);
  });
  const pick = (arr) => arr.filter((_, i) => i % 4 === 0 || i === arr.length - 1);
  const l = pick(L);
  const r = pick(R).reverse();
  const end = l[l.length - 1];
  const rs = r[0];
  const start = l[0];
  const re = r[r.length - 1];
  const cap1 = Math.hypot(end[0] - rs[0], end[1] - rs[1]) / 2;
  const cap0 = Math.hypot(start[0] - re[0], start[1] - re[1]) / 2;
  return (
    smooth(l) +
    `A${f2(cap1)} ${f2(cap1)} 0 0 1 ${f2(rs[0])} ${f2(rs[1])}` +
    smooth(r).replace(/^M[^C]*/, '') +
    `A${f2(cap0)} ${f2(cap0)} 0 0 1 ${f2(start[0])} ${f2(start[1])}Z`
  );
}

/** A closed hand gripping something that runs across it. */
export function fist(x, y, angle, { lw = LW, fill = 'url(#fig)' } = {}) {
  return (
    `<g transform="translate(${f2(x)} ${f2(y)}) rotate(${f2(angle)})">` +
    shape('M-7 -10C2 -12 10 -10 11 -2C12 7 4 11 -5 10C-11 9 -13 -8 -7 -10Z', lw, fill) +
    line('M3 -9.5V9M7.5 -7V7', 0.9, { opacity: 0.75 }) +
    `</g>`
  );
}

/** A mitten hand at (x, y) pointing at angle (degrees); `open` spreads the thumb. */
export function hand(x, y, angle, { size = 1, lw = LW, fill = 'url(#fig)', flip = false } = {}) {
  const sy = flip ? -1 : 1;
  return (
    `<g transform="translate(${f2(x)} ${f2(y)}) rotate(${f2(angle)}) scale(${size} ${sy * size})">` +
    shape('M-3 -6.5C6 -8.5 15 -7 19 -2.5C21 0 20 3.5 16 4.5C10 6 3 7 -3 6.5Z', lw / size, fill) +
    shape('M3 -5.5C6 -11 11 -13.5 14 -12C15.5 -11 13 -8 9 -6Z', lw / size, fill) +
    line('M8 1.5H16M7 -2.2H17', 0.9 / size, { opacity: 0.7 }) +
    `</g>`
  );
}

/** A tube drawn over earlier shapes: gold edge, violet core. */
export function tube(d, w, lw = LW, fill = 'url(#fig)') {
  return (
    `<path d="${d}" fill="none" stroke="${C.gold}" stroke-width="${f2(w + 2 * lw)}" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${d}" fill="none" stroke="${fill}" stroke-width="${f2(w)}" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

/** A closed shape drawn over earlier shapes with its own outline. */
export function shape(d, lw = LW, fill = 'url(#fig)', extra = '') {
  return `<path d="${d}" fill="${fill}" stroke="${C.gold}" stroke-width="${f2(lw)}" stroke-linejoin="round"${extra}/>`;
}

function face(s, { hx = 0, hy = HEAD.y, r = HEAD.r, look = 0, eyes = 'closed', beard = false, scale = 1 }) {
  const w = DW / scale;
  s.raw(shape(circlePath(hx, hy, r), LW / scale));
  const ex = 8.5;
  const ey = hy - 1;
  const cx = hx + look * 6;
  if (eyes === 'none') return;
  if (eyes === 'closed') {
    s.detail(
      `M${f2(cx - ex - 4)} ${f2(ey)}q4 3.2 8 0M${f2(cx + ex - 4)} ${f2(ey)}q4 3.2 8 0`,
      w * scale * 0.9,
    );
  } else {
    s.raw(
      `<circle cx="${f2(cx - ex)}" cy="${f2(ey)}" r="1.7" fill="${C.gold}"/><circle cx="${f2(cx + ex)}" cy="${f2(ey)}" r="1.7" fill="${C.gold}"/>`,
    );
  }
  s.detail(`M${f2(cx)} ${f2(ey + 2)}l-1.5 7h3`, w * scale * 0.8);
  if (!beard) s.detail(`M${f2(cx - 3.5)} ${f2(hy + 13.5)}q3.5 1.4 7 0`, w * scale * 0.7);
  if (beard) {
    s.raw(
      shape(
        `M${f2(hx - r + 2)} ${f2(hy + 2)}C${f2(hx - r + 2)} ${f2(hy + 30)} ${f2(hx - 8)} ${f2(hy + r + 26)} ${f2(hx)} ${f2(hy + r + 30)}C${f2(hx + 8)} ${f2(hy + r + 26)} ${f2(hx + r - 2)} ${f2(hy + 30)} ${f2(hx + r - 2)} ${f2(hy + 2)}C${f2(hx + 12)} ${f2(hy + 16)} ${f2(hx - 12)} ${f2(hy + 16)} ${f2(hx - r + 2)} ${f2(hy + 2)}Z`,
        LW / scale,
      ),
    );
    s.detail(
      `M${f2(hx - 6)} ${f2(hy + 22)}q1 12 6 22M${f2(hx + 6)} ${f2(hy + 22)}q-1 12-6 22`,
      w * scale * 0.8,
    );
    s.detail(`M${f2(cx - 7)} ${f2(hy + 12)}q7-5 14 0`, w * scale * 0.9);
  }
}

/**
 * A person. Options:
 *  x, y, scale, flip          placement (feet at x, y)
 *  body: 'robe' | 'seated' | 'tunic' | 'nude'
 *  hem: half-width of the robe hem
 *  armL, armR: [[elbowX, elbowY], [handX, handY]] in local units (L = viewer's left)
 *  legs: { l: [[kneeX,kneeY],[footX,footY]], r: ... } for tunic/nude bodies
 *  hair: 'long' | 'short' | 'none' | 'hood'; beard
 *  headgear: function (s, head) → void, drawn on top of the head
 *  holdL, holdR: SVG strings drawn before the hands (objects held), in local units
 *  behind: SVG drawn before everything (wings, cape…), in local units
 *  extra: SVG drawn after everything, in local units
 */
export function person(o = {}) {
  const {
    x = 0,
    y = 0,
    scale = 1,
    flip = false,
    rotate = 0,
    body = 'robe',
    hem = 72,
    armL = [
      [-58, -262],
      [-62, -196],
    ],
    armR = [
      [58, -262],
      [62, -196],
    ],
    legs = {
      l: [
        [-22, -110],
        [-26, -8],
      ],
      r: [
        [22, -110],
        [26, -8],
      ],
    },
    hair = 'long',
    beard = false,
    eyes = 'closed',
    look = 0,
    headgear = null,
    behind = '',
    holdL = '',
    holdR = '',
    extra = '',
    belt = true,
    cape = false,
    fill = 'url(#fig)',
    hands = true,
  } = o;
  const s = new Sil({ scale, fill });
  const hx = HEAD.x;
  const hy = HEAD.y;
  const r = HEAD.r;
  const w = DW;

  // ---- silhouette parts (unioned) ----
  if (hair === 'long') {
    s.blob(
      `M${hx - r - 4} ${hy}C${hx - r - 8} ${hy - 34} ${hx + r + 8} ${hy - 34} ${hx + r + 4} ${hy}C${hx + r + 8} ${hy + 30} ${hx + r + 14} ${hy + 48} ${hx + 30} ${hy + 62}L${hx - 30} ${hy + 62}C${hx - r - 14} ${hy + 48} ${hx - r - 8} ${hy + 30} ${hx - r - 4} ${hy}Z`,
    );
  } else if (hair === 'short') {
    s.blob(
      `M${hx - r - 3} ${hy + 6}C${hx - r - 8} ${hy - 30} ${hx + r + 8} ${hy - 30} ${hx + r + 3} ${hy + 6}C${hx + r} ${hy + 16} ${hx - r} ${hy + 16} ${hx - r - 3} ${hy + 6}Z`,
    );
  } else if (hair === 'hood') {
    s.blob(
      `M${hx - r - 12} ${hy + 30}C${hx - r - 16} ${hy - 20} ${hx - 14} ${hy - r - 26} ${hx} ${hy - r - 22}C${hx + 14} ${hy - r - 26} ${hx + r + 16} ${hy - 20} ${hx + r + 12} ${hy + 30}L${hx + 36} ${hy + 50}L${hx - 36} ${hy + 50}Z`,
    );
  }
  s.limb(`M0 ${hy + 10}V${hy + 40}`, 16);

  const sleeve = body === 'robe' || body === 'seated' || body === 'tunic';
  // arm spec: [elbow, hand, handAngle?, { over, grip }]
  const armShape = (sx, a) =>
    sleeve ? taper([[sx, -328], a[0], a[1]], 22, 26, 18) : taper([[sx, -328], a[0], a[1]], 20, 11, 14);
  const armOpts = (a) => a[3] ?? {};
  if (!armOpts(armL).over) s.blob(armShape(-SH + 12, armL));
  if (!armOpts(armR).over) s.blob(armShape(SH - 12, armR));

  if (body === 'robe' || body === 'seated') {
    const seated = body === 'seated';
    const waist = seated ? 34 : 31;
    const hw = seated ? Math.max(hem, 90) : hem;
    s.blob(
      `M-16 -350Q-40 -348 -46 -326C-52 -300 -36 -262 -${waist} -232C-${waist + 10} -170 -${hw - 8} -70 -${hw} 0` +
        `Q0 14 ${hw} 0C${hw - 8} -70 ${waist + 10} -170 ${waist} -232C36 -262 52 -300 46 -326Q40 -348 16 -350Z`,
    );
    if (cape) {
      s.blob(
        `M-44 -330C-80 -250 -${hw + 16} -90 -${hw + 22} 4Q0 22 ${hw + 22} 4C${hw + 16} -90 80 -250 44 -330Z`,
      );
    }
  } else if (body === 'tunic' || body === 'nude') {
    for (const side of ['l', 'r']) {
      const [k, f] = legs[side];
      const hipX = side === 'l' ? -16 : 16;
      s.blob(taper([[hipX, -180], k, f], 32, 12, 21));
      const dir = legs.footDir?.[side] ?? (f[0] >= hipX ? 1 : -1);
      s.limb(`M${f2(f[0] - dir * 2)} ${f2(f[1] - 2)}l${dir * 16} 5`, 11);
    }
    if (body === 'tunic') {
      s.blob(
        `M-16 -350Q-40 -348 -46 -326C-52 -300 -36 -262 -31 -232C-38 -200 -52 -160 -58 -126Q0 -108 58 -126C52 -160 38 -200 31 -232C36 -262 52 -300 46 -326Q40 -348 16 -350Z`,
      );
    } else {
      s.blob(
        `M-16 -350Q-40 -348 -46 -326C-50 -300 -36 -262 -30 -232C-36 -210 -40 -190 -36 -160Q0 -140 36 -160C40 -190 36 -210 30 -232C36 -262 50 -300 46 -326Q40 -348 16 -350Z`,
      );
    }
  }

  // ---- details on the body ----
  if (body === 'robe' || body === 'seated') {
    const hw = body === 'seated' ? Math.max(hem, 90) : hem;
    s.detail('M-16 -348L0 -318L16 -348', w);
    if (belt) s.detail('M-32 -232Q0 -222 32 -232M-33 -224Q0 -214 33 -224', w);
    if (body === 'seated') {
      s.detail(`M-${hw - 30} -150Q0 -128 ${hw - 30} -150`, w);
      s.detail(`M-14 -140C-12 -100 -18 -50 -22 4M14 -140C12 -100 18 -50 22 4`, w);
      s.detail(
        `M-${hw - 34} -110C-${hw - 30} -70 -${hw - 18} -30 -${hw - 14} 4M${hw - 34} -110C${hw - 30} -70 ${hw - 18} -30 ${hw - 14} 4`,
        w * 0.8,
      );
    } else {
      s.detail(`M-12 -214C-14 -150 -22 -70 -28 6M12 -214C14 -150 22 -70 28 6M0 -212V10`, w * 0.9);
    }
  } else if (body === 'tunic') {
    s.detail('M-16 -348L0 -318L16 -348', w);
    if (belt) s.detail('M-32 -232Q0 -222 32 -232', w);
    s.detail('M-10 -222L-20 -126M10 -222L20 -126', w * 0.8);
  } else if (body === 'nude') {
    s.detail('M-22 -300q10 8 18 2M22 -300q-10 8-18 2', w * 0.8);
  }

  face(s, { hx, hy, r, look, eyes, beard, scale });
  if (hair === 'long') {
    s.detail(
      `M${hx - r + 1} ${hy - 8}C${hx - 10} ${hy - 18} ${hx + 10} ${hy - 18} ${hx + r - 1} ${hy - 8}`,
      w,
    );
  }
  if (headgear) headgear(s, { hx, hy, r });

  // ---- arms over the body ----
  if (armOpts(armL).over) s.raw(shape(armShape(-SH + 12, armL), LW / scale, fill));
  if (armOpts(armR).over) s.raw(shape(armShape(SH - 12, armR), LW / scale, fill));
  if (holdL) s.raw(holdL);
  if (holdR) s.raw(holdR);
  for (const a of hands ? [armL, armR] : []) {
    const [e, h, ang] = a;
    const angle = ang ?? (Math.atan2(h[1] - e[1], h[0] - e[0]) * 180) / Math.PI;
    const left = a === armL;
    if (armOpts(a).grip) s.raw(fist(h[0], h[1], angle, { lw: LW / scale, fill }));
    else s.raw(hand(h[0], h[1], angle, { lw: LW / scale, fill, flip: left ? !flip : flip, size: 1.05 }));
    if (sleeve) {
      const rad = (angle * Math.PI) / 180;
      const nx = -Math.sin(rad) * 13;
      const ny = Math.cos(rad) * 13;
      const bx = h[0] - Math.cos(rad) * 3;
      const by = h[1] - Math.sin(rad) * 3;
      s.detail(`M${f2(bx + nx)} ${f2(by + ny)}L${f2(bx - nx)} ${f2(by - ny)}`, DW);
    }
  }
  s.raw(extra);

  const out = s.render();
  const t = `translate(${f2(x)} ${f2(y)})${rotate ? ` rotate(${rotate})` : ''} scale(${flip ? -scale : scale} ${scale})`;
  return `<g transform="${t}">${behind}${out}</g>`;
}

// ---------------------------------------------------------------- headgear

export const crown =
  (points = 5, { h = 26, w = 30, dy = 0 } = {}) =>
  (s, { hx, hy, r }) => {
    const base = hy - r + 8 + dy;
    let d = `M${hx - w} ${base}`;
    for (let i = 0; i <= points * 2; i++) {
      const px = hx - w + (i * 2 * w) / (points * 2);
      const py = i % 2 === 0 ? base - h : base - h * 0.45;
      d += `L${f2(px)} ${f2(py)}`;
    }
    d += `L${hx + w} ${base}Z`;
    s.raw(shape(d, LW / s.scale));
    for (let i = 0; i <= points; i++) {
      const px = hx - w + (i * 2 * w) / points;
      s.raw(`<circle cx="${f2(px)}" cy="${f2(base - h - 4)}" r="3.2" fill="${C.soft}"/>`);
    }
    s.detail(`M${hx - w + 2} ${base - 7}H${hx + w - 2}`, DW);
  };

export const veil =
  () =>
  (s, { hx, hy, r }) => {
    s.raw(
      shape(
        `M${hx - r - 6} ${hy - 6}Q${hx} ${hy - r - 26} ${hx + r + 6} ${hy - 6}Q${hx} ${hy - r - 4} ${hx - r - 6} ${hy - 6}Z`,
        LW / s.scale,
      ),
    );
  };

// ---------------------------------------------------------------- objects

export function cup(x, y, s = 1) {
  const d = `M${f2(x - 22 * s)} ${f2(y - 58 * s)}Q${f2(x - 22 * s)} ${f2(y - 24 * s)} ${f2(x - 4 * s)} ${f2(y - 20 * s)}V${f2(y - 8 * s)}Q${f2(x - 16 * s)} ${f2(y - 4 * s)} ${f2(x - 18 * s)} ${f2(y)}H${f2(x + 18 * s)}Q${f2(x + 16 * s)} ${f2(y - 4 * s)} ${f2(x + 4 * s)} ${f2(y - 8 * s)}V${f2(y - 20 * s)}Q${f2(x + 22 * s)} ${f2(y - 24 * s)} ${f2(x + 22 * s)} ${f2(y - 58 * s)}Z`;
  return (
    shape(d) +
    line(`M${f2(x - 22 * s)} ${f2(y - 50 * s)}H${f2(x + 22 * s)}`, DW) +
    line(
      `M${f2(x - 20 * s)} ${f2(y - 58 * s)}Q${f2(x)} ${f2(y - 52 * s)} ${f2(x + 20 * s)} ${f2(y - 58 * s)}`,
      DW * 0.8,
    )
  );
}

export function pentacle(x, y, r) {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i * 4 * Math.PI) / 5;
    d += `${i ? 'L' : 'M'}${f2(x + r * 0.72 * Math.cos(a))} ${f2(y + r * 0.72 * Math.sin(a))}`;
  }
  return shape(circlePath(x, y, r)) + line(d + 'Z', DW) + line(circlePath(x, y, r * 0.84), DW * 0.7);
}

export function sword(x1, y1, x2, y2, { w = 9, guard = 26, hilt = 34 } = {}) {
  // blade from hilt (x1,y1) to tip (x2,y2)
  const L = Math.hypot(x2 - x1, y2 - y1);
  const a = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  const blade = `M0 ${-w / 2}L${f2(L - 18)} ${-w / 2}L${f2(L)} 0L${f2(L - 18)} ${w / 2}L0 ${w / 2}Z`;
  const g = `M-6 ${-guard}H6V${guard}H-6Z`;
  const grip = `M${-hilt} -4.5H-6V4.5H${-hilt}Z`;
  return `<g transform="translate(${f2(x1)} ${f2(y1)}) rotate(${f2(a)})">${shape(blade)}${line(`M4 0H${f2(L - 20)}`, 1)}${shape(grip)}${shape(g)}${shape(circlePath(-hilt - 5, 0, 6.5))}</g>`;
}

export function wand(x1, y1, x2, y2, w = 9) {
  return (
    tube(`M${f2(x1)} ${f2(y1)}L${f2(x2)} ${f2(y2)}`, w) +
    shape(circlePath(x2, y2, w * 0.75)) +
    shape(circlePath(x1, y1, w * 0.75))
  );
}

export function lemniscate(x, y, w, lw = 2.4) {
  const a = w / 2;
  const h = w * 0.26;
  return line(
    `M${f2(x)} ${f2(y)}C${f2(x + a * 0.45)} ${f2(y - h * 1.5)} ${f2(x + a * 1.05)} ${f2(y - h * 1.5)} ${f2(x + a)} ${f2(y)}C${f2(x + a * 1.05)} ${f2(y + h * 1.5)} ${f2(x + a * 0.45)} ${f2(y + h * 1.5)} ${f2(x)} ${f2(y)}C${f2(x - a * 0.45)} ${f2(y - h * 1.5)} ${f2(x - a * 1.05)} ${f2(y - h * 1.5)} ${f2(x - a)} ${f2(y)}C${f2(x - a * 1.05)} ${f2(y + h * 1.5)} ${f2(x - a * 0.45)} ${f2(y + h * 1.5)} ${f2(x)} ${f2(y)}Z`,
    lw,
    { stroke: C.soft },
  );
}

export function rays(cx, cy, r1, r2, n, { w = 1.6, wavy = false, rot = 0, color = C.gold, alt = 0 } = {}) {
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = rot + (i * 2 * Math.PI) / n;
    const R2 = alt && i % 2 ? r2 - alt : r2;
    if (wavy) {
      const m = (r1 + R2) / 2;
      const pa = a + 0.06;
      d += `M${f2(cx + r1 * Math.cos(a))} ${f2(cy + r1 * Math.sin(a))}Q${f2(cx + m * Math.cos(pa))} ${f2(cy + m * Math.sin(pa))} ${f2(cx + ((r1 + 3 * R2) / 4) * Math.cos(a))} ${f2(cy + ((r1 + 3 * R2) / 4) * Math.sin(a))}T${f2(cx + R2 * Math.cos(a))} ${f2(cy + R2 * Math.sin(a))}`;
    } else {
      d += `M${f2(cx + r1 * Math.cos(a))} ${f2(cy + r1 * Math.sin(a))}L${f2(cx + R2 * Math.cos(a))} ${f2(cy + R2 * Math.sin(a))}`;
    }
  }
  return line(d, w, { stroke: color });
}

export function bigStar(cx, cy, R, n = 8, fill = 'url(#goldfill)') {
  return (
    `<path d="${starPath(cx, cy, R, R * 0.42, n)}" fill="${fill}" stroke="${C.gold}" stroke-width="1.5" stroke-linejoin="round"/>` +
    `<path d="${starPath(cx, cy, R * 0.62, R * 0.3, n, -Math.PI / 2 + Math.PI / n)}" fill="none" stroke="${C.night}" stroke-width="1" opacity=".35"/>`
  );
}

/** Ground: a gentle horizon line with grass ticks. */
export function ground(y, { x0 = 40, x1 = 560, seed = 1, hill = 0 } = {}) {
  let d = `M${x0} ${y + hill}Q300 ${y - hill} ${x1} ${y + hill}`;
  let ticks = '';
  let k = seed;
  for (let x = x0 + 20; x < x1 - 10; x += 26) {
    k = (k * 9301 + 49297) % 233280;
    const t = (x - x0) / (x1 - x0);
    const yy = (1 - t) * (1 - t) * (y + hill) + 2 * (1 - t) * t * (y - hill) + t * t * (y + hill);
    const h = 5 + (k / 233280) * 7;
    ticks += `M${x} ${f2(yy + 14)}l-3 ${f2(-h)}M${x + 6} ${f2(yy + 16)}l2 ${f2(-h * 0.8)}`;
  }
  return `<path d="${d}V1000H${x0}Z" fill="#160e31"/>` + line(d, 2) + line(ticks, 1, { opacity: 0.55 });
}

export function pillar(x, top, bottom, w = 34, { capital = true } = {}) {
  let out = shape(`M${x - w / 2} ${bottom}V${top}H${x + w / 2}V${bottom}Z`);
  out += line(`M${x - w / 6} ${top + 14}V${bottom - 14}M${x + w / 6} ${top + 14}V${bottom - 14}`, 1);
  if (capital) {
    out += shape(`M${x - w / 2 - 10} ${top}H${x + w / 2 + 10}V${top - 12}H${x - w / 2 - 10}Z`);
    out += shape(`M${x - w / 2 - 6} ${top - 12}H${x + w / 2 + 6}V${top - 22}H${x - w / 2 - 6}Z`);
    out += shape(`M${x - w / 2 - 10} ${bottom}H${x + w / 2 + 10}V${bottom + 14}H${x - w / 2 - 10}Z`);
  }
  return out;
}

export { HEAD, SH, smooth, poly, ellipsePath, circlePath, starPath };

// ---------------------------------------------------------------- more shared pieces

/** Thin concentric "aura" circles behind a figure. */
export function aura(cx, cy, r, n = 24) {
  let dots = '';
  for (let i = 0; i < n; i++) {
    const a = (i * 2 * Math.PI) / n;
    dots += `<circle cx="${f2(cx + r * Math.cos(a))}" cy="${f2(cy + r * Math.sin(a))}" r="${i % 3 ? 1.6 : 2.6}" fill="${C.soft}" opacity=".75"/>`;
  }
  return (
    `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r + 14)}" fill="none" stroke="${C.gold}" stroke-width=".9" opacity=".45"/>` +
    `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r)}" fill="none" stroke="${C.gold}" stroke-width="1.2" opacity=".6"/>` +
    `<circle cx="${f2(cx)}" cy="${f2(cy)}" r="${f2(r - 12)}" fill="none" stroke="${C.gold}" stroke-width=".8" stroke-dasharray="2 6" opacity=".55"/>` +
    dots
  );
}

/** Crescent moon: outer circle r at (cx, cy), bite offset by k·r towards angle. */
export function crescent(cx, cy, r, { k = 0.42, angle = 0, inner = 0.86 } = {}) {
  const a = (angle * Math.PI) / 180;
  const ox = cx + Math.cos(a) * r * k;
  const oy = cy + Math.sin(a) * r * k;
  const ri = r * inner;
  // intersection points of the two circles
  const d = Math.hypot(ox - cx, oy - cy);
  const l = (r * r - ri * ri + d * d) / (2 * d);
  const h = Math.sqrt(Math.max(0, r * r - l * l));
  const ux = (ox - cx) / d;
  const uy = (oy - cy) / d;
  const px = cx + ux * l;
  const py = cy + uy * l;
  const p1 = [px - uy * h, py + ux * h];
  const p2 = [px + uy * h, py - ux * h];
  return `M${f2(p1[0])} ${f2(p1[1])}A${f2(r)} ${f2(r)} 0 1 1 ${f2(p2[0])} ${f2(p2[1])}A${f2(ri)} ${f2(ri)} 0 1 0 ${f2(p1[0])} ${f2(p1[1])}Z`;
}

/** Throne back seen behind a seated figure (x = centre, y = seat floor). */
export function throne(x, y, { w = 150, h = 380, top = 'round', finials = true } = {}) {
  const x0 = x - w / 2;
  const x1 = x + w / 2;
  const yt = y - h;
  const topPath =
    top === 'round'
      ? `M${x0} ${y}V${yt + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x1} ${yt + w / 2}V${y}Z`
      : `M${x0} ${y}V${yt + 30}L${x} ${yt}L${x1} ${yt + 30}V${y}Z`;
  let out = shape(topPath);
  const iw = w - 26;
  out += line(
    top === 'round'
      ? `M${x0 + 13} ${y}V${yt + w / 2}A${iw / 2} ${iw / 2} 0 0 1 ${x1 - 13} ${yt + w / 2}V${y}`
      : `M${x0 + 13} ${y}V${yt + 36}L${x} ${yt + 14}L${x1 - 13} ${yt + 36}V${y}`,
    1.1,
    { opacity: 0.8 },
  );
  if (finials) {
    out += shape(circlePath(x0 - 2, y - h * 0.45, 10)) + shape(circlePath(x1 + 2, y - h * 0.45, 10));
  }
  return out;
}

/** Wings behind a figure, local person units; spread 0..1. */
export function wings(spread = 1, { up = 0 } = {}) {
  const one = (sx) => {
    const X = (v) => f2(sx * v);
    const tipY = -560 - up * 60;
    const d = `M${X(20)} -330C${X(80)} -400 ${X(150 * spread)} ${tipY + 40} ${X(190 * spread)} ${tipY}C${X(200 * spread)} ${tipY + 90} ${X(190 * spread)} -360 ${X(150 * spread)} -250C${X(120 * spread)} -200 ${X(80)} -190 ${X(30)} -230Z`;
    let feathers = '';
    for (let i = 1; i <= 5; i++) {
      const t = i / 6;
      const x1 = 40 + (150 * spread - 20) * t;
      const y1 = -300 + (tipY + 160) * 0 - t * 140;
      feathers += `M${X(x1)} ${f2(y1 + 40)}Q${X(x1 + 20)} ${f2(y1 + 90)} ${X(x1 + 10)} ${f2(y1 + 140 - t * 40)}`;
    }
    return shape(d) + line(feathers, 1.1, { opacity: 0.75 });
  };
  return one(-1) + one(1);
}

/** A dog (side view, facing right) standing at (x, y). `jump` lifts the front legs; `howl` raises the head. */
export function dog(x, y, { scale = 1, flip = false, jump = false, howl = false, wolf = false } = {}) {
  const s = new Sil({ scale });
  s.ell(0, -62, 44, 19);
  const neck = howl
    ? [
        [34, -70],
        [50, -104],
      ]
    : [
        [32, -68],
        [48, -90],
      ];
  s.blob(taper(neck, 28, 20));
  const hx = howl ? 56 : 54;
  const hy = howl ? -118 : -100;
  s.ell(hx, hy, 15, 13);
  s.blob(
    howl
      ? taper(
          [
            [hx + 4, hy - 4],
            [hx + 18, hy - 26],
          ],
          15,
          8,
        )
      : taper(
          [
            [hx + 6, hy + 2],
            [hx + 28, hy + 6],
          ],
          15,
          9,
        ),
  );
  // ears
  s.blob(
    wolf
      ? `M${hx - 10} ${hy - 6}L${hx - 8} ${hy - 30}L${hx + 4} ${hy - 10}Z`
      : `M${hx - 8} ${hy - 8}Q${hx - 20} ${hy + 4} ${hx - 14} ${hy + 18}Q${hx - 6} ${hy + 8} ${hx - 2} ${hy - 8}Z`,
  );
  const back = [-34, -56];
  const front = [30, -58];
  if (jump) {
    s.blob(taper([front, [52, -60], [66, -78]], 13, 8));
    s.blob(
      taper(
        [
          [front[0] - 8, front[1]],
          [44, -48],
          [58, -62],
        ],
        12,
        8,
      ),
    );
  } else {
    s.blob(taper([front, [30, -30], [32, 0]], 13, 8));
    s.blob(
      taper(
        [
          [front[0] - 12, front[1]],
          [20, -30],
          [18, 0],
        ],
        12,
        8,
      ),
    );
  }
  s.blob(taper([back, [-46, -30], [-38, 0]], 16, 8));
  s.blob(
    taper(
      [
        [back[0] + 10, back[1]],
        [-28, -28],
        [-24, 0],
      ],
      14,
      8,
    ),
  );
  s.blob(
    wolf
      ? taper(
          [
            [-40, -66],
            [-62, -52],
            [-70, -30],
          ],
          12,
          6,
        )
      : taper(
          [
            [-40, -66],
            [-58, -88],
            [-62, -104],
          ],
          8,
          3,
        ),
  );
  s.raw(`<circle cx="${hx + 5}" cy="${hy - 3}" r="1.8" fill="${C.gold}"/>`);
  if (!wolf) s.detail(`M${neck[1][0] - 12} ${neck[1][1] + 8}q10 6 20 0`, 2);
  else s.detail(`M${neck[0][0] - 4} ${neck[0][1] - 2}l6 -8 4 10 6 -8`, 1);
  return s.render(`translate(${f2(x)} ${f2(y)}) scale(${flip ? -scale : scale} ${scale})`);
}

/** A puffy cloud centred at (x, y) of width w. */
export function cloud(x, y, w, { fill = 'url(#fig)' } = {}) {
  const h = w * 0.32;
  const d =
    `M${f2(x - w / 2)} ${f2(y)}` +
    `C${f2(x - w / 2 - h * 0.3)} ${f2(y - h * 0.8)} ${f2(x - w * 0.32)} ${f2(y - h * 1.1)} ${f2(x - w * 0.22)} ${f2(y - h * 0.7)}` +
    `C${f2(x - w * 0.2)} ${f2(y - h * 1.6)} ${f2(x + w * 0.08)} ${f2(y - h * 1.7)} ${f2(x + w * 0.1)} ${f2(y - h * 0.9)}` +
    `C${f2(x + w * 0.2)} ${f2(y - h * 1.4)} ${f2(x + w * 0.42)} ${f2(y - h * 1.1)} ${f2(x + w * 0.36)} ${f2(y - h * 0.5)}` +
    `C${f2(x + w / 2 + h * 0.3)} ${f2(y - h * 0.5)} ${f2(x + w / 2 + h * 0.2)} ${f2(y + h * 0.2)} ${f2(x + w / 2 - h * 0.2)} ${f2(y + h * 0.2)}` +
    `H${f2(x - w / 2 + h * 0.1)}C${f2(x - w / 2 - h * 0.2)} ${f2(y + h * 0.2)} ${f2(x - w / 2 - h * 0.1)} ${f2(y)} ${f2(x - w / 2)} ${f2(y)}Z`;
  return (
    shape(d, LW, fill) +
    line(
      `M${f2(x - w * 0.2)} ${f2(y - h * 0.7)}q${f2(w * 0.05)} ${f2(h * 0.2)} ${f2(w * 0.12)} ${f2(h * 0.25)}M${f2(x + w * 0.1)} ${f2(y - h * 0.9)}q${f2(w * 0.02)} ${f2(h * 0.3)} ${f2(w * 0.1)} ${f2(h * 0.4)}`,
      1.1,
      { opacity: 0.7 },
    )
  );
}

function scallop(cx, cy, r, n, depth) {
  let d = '';
  for (let i = 0; i <= n; i++) {
    const a = (i * 2 * Math.PI) / n;
    const x = cx + r * Math.cos(a);
    const y = cy + r * Math.sin(a);
    if (i === 0) d += `M${f2(x)} ${f2(y)}`;
    else {
      const am = ((i - 0.5) * 2 * Math.PI) / n;
      d += `Q${f2(cx + (r + depth) * Math.cos(am))} ${f2(cy + (r + depth) * Math.sin(am))} ${f2(x)} ${f2(y)}`;
    }
  }
  return d + 'Z';
}
export { scallop };

/** A lion (side view, facing right) standing at (x, y). */
export function lion(x, y, { scale = 1, flip = false, mouth = 'closed', sitting = false } = {}) {
  const s = new Sil({ scale });
  const hx = 104;
  const hy = -158;
  s.ell(-6, -104, 84, 36);
  s.blob(
    taper(
      [
        [52, -110],
        [80, -150],
      ],
      64,
      52,
    ),
  );
  s.blob(
    taper(
      [
        [70, -110],
        [66, -50],
        [70, 0],
      ],
      26,
      14,
    ),
  );
  s.blob(
    taper(
      [
        [40, -104],
        [44, -50],
        [40, 0],
      ],
      24,
      14,
    ),
  );
  if (sitting) {
    s.blob(
      taper(
        [
          [-60, -92],
          [-80, -40],
          [-50, 0],
        ],
        36,
        16,
      ),
    );
  } else {
    s.blob(
      taper(
        [
          [-62, -104],
          [-80, -50],
          [-70, 0],
        ],
        32,
        14,
      ),
    );
    s.blob(
      taper(
        [
          [-44, -104],
          [-48, -50],
          [-40, 0],
        ],
        28,
        14,
      ),
    );
  }
  s.blob(
    taper(
      [
        [-86, -110],
        [-126, -120],
        [-140, -160],
        [-128, -190],
      ],
      9,
      5,
    ),
  );
  s.ell(-126, -194, 9, 12);
  // mane and head drawn over the body silhouette
  s.raw(shape(scallop(hx - 8, hy, 52, 16, 12)));
  s.raw(line(scallop(hx - 8, hy, 36, 14, 7), 1.1, { opacity: 0.7 }));
  s.raw(shape(ellipsePath(hx, hy, 27, 28)));
  const open = mouth === 'open';
  s.raw(
    shape(
      `M${hx + 8} ${hy - 6}C${hx + 30} ${hy - 8} ${hx + 38} ${hy + 2} ${hx + 36} ${hy + 12}C${hx + 30} ${hy + 16} ${hx + 14} ${hy + 16} ${hx + 6} ${hy + 12}Z`,
    ),
  );
  if (open)
    s.raw(
      shape(
        `M${hx + 8} ${hy + 16}C${hx + 20} ${hy + 20} ${hx + 30} ${hy + 30} ${hx + 30} ${hy + 36}C${hx + 18} ${hy + 38} ${hx + 8} ${hy + 30} ${hx + 4} ${hy + 22}Z`,
      ),
    );
  else
    s.raw(
      shape(
        `M${hx + 6} ${hy + 14}Q${hx + 20} ${hy + 26} ${hx + 30} ${hy + 16}Q${hx + 20} ${hy + 18} ${hx + 6} ${hy + 14}Z`,
      ),
    );
  s.raw(`<path d="M${hx + 33} ${hy - 2}l4 3-4 3Z" fill="${C.gold}"/>`);
  s.raw(`<path d="M${hx + 12} ${hy - 14}q5 -4 10 0q-5 3 -10 0Z" fill="${C.gold}"/>`);
  s.detail(`M${hx + 4} ${hy - 20}q8 -6 18 -2`, 1.3);
  s.detail(`M${hx - 6} ${hy - 28}q-8 -10 2 -16q6 4 4 14`, 1.4);
  s.detail(`M${hx + 20} ${hy + 6}h2M${hx + 24} ${hy + 4}h2`, 1.6);
  for (const fx of [70, 40, sitting ? -50 : -70, sitting ? null : -40]) {
    if (fx === null) continue;
    s.detail(`M${fx + 6} -2v-6M${fx + 12} -2v-6`, 1);
  }
  return s.render(`translate(${f2(x)} ${f2(y)}) scale(${flip ? -scale : scale} ${scale})`);
}

/** A sphinx lying down (lion body facing right, human head with nemes) at (x, y). */
export function sphinx(x, y, { scale = 1, flip = false, fill = 'url(#fig)' } = {}) {
  const s = new Sil({ scale, fill });
  s.ell(-62, -38, 42, 38);
  s.ell(-8, -40, 76, 30);
  s.ell(46, -56, 30, 44);
  s.blob(
    taper(
      [
        [40, -18],
        [90, -10],
        [124, -8],
      ],
      24,
      16,
    ),
  );
  s.blob(
    taper(
      [
        [-100, -20],
        [-118, -6],
        [-92, -2],
      ],
      9,
      6,
    ),
  );
  const hx = 52;
  const hy = -112;
  s.raw(
    shape(
      `M${hx - 24} ${hy - 6}C${hx - 26} ${hy - 44} ${hx + 26} ${hy - 44} ${hx + 24} ${hy - 6}L${hx + 34} ${hy + 44}H${hx - 34}Z`,
      LW / scale,
      fill,
    ),
  );
  s.raw(shape(ellipsePath(hx, hy + 2, 17, 21), LW / scale, fill));
  s.detail(
    `M${hx - 28} ${hy + 20}l-4 14M${hx + 28} ${hy + 20}l4 14M${hx - 26} ${hy + 8}l-3 12M${hx + 26} ${hy + 8}l3 12`,
    1.1,
  );
  s.detail(`M${hx - 22} ${hy - 14}Q${hx} ${hy - 26} ${hx + 22} ${hy - 14}`, 1.2);
  s.detail(
    `M${hx - 10} ${hy}q4 2.5 8 0M${hx + 2} ${hy}q4 2.5 8 0M${hx} ${hy + 4}l-1.2 6h2.4M${hx - 4} ${hy + 14}q4 1.6 8 0`,
    1.1,
  );
  s.detail('M70 -12v-6M78 -12v-6M86 -12v-6M-30 -36q20 8 40 0', 1);
  return s.render(`translate(${f2(x)} ${f2(y)}) scale(${flip ? -scale : scale} ${scale})`);
}
