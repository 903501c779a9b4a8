// Minimal WOFF 1.0 / TrueType reader that turns a line of text into SVG path data.
// Used so card titles render in Cinzel (from @fontsource/cinzel) everywhere, including
// librsvg inside sharp, which only sees system fonts. Handles simple and composite
// glyf outlines, cmap format 4 and hmtx advances; pair kerning comes from GPOS
// PairPos format 1 and 2 when present.
import { readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';

function readTables(buf) {
  const tables = {};
  const sig = buf.toString('ascii', 0, 4);
  if (sig === 'wOFF') {
    const num = buf.readUInt16BE(12);
    for (let i = 0; i < num; i++) {
      const o = 44 + i * 20;
      const tag = buf.toString('ascii', o, o + 4);
      const off = buf.readUInt32BE(o + 4);
      const comp = buf.readUInt32BE(o + 8);
      const orig = buf.readUInt32BE(o + 12);
      const raw = buf.subarray(off, off + comp);
      tables[tag] = comp < orig ? inflateSync(raw) : Buffer.from(raw);
    }
  } else {
    const num = buf.readUInt16BE(4);
    for (let i = 0; i < num; i++) {
      const o = 12 + i * 16;
      const tag = buf.toString('ascii', o, o + 4);
      const off = buf.readUInt32BE(o + 8);
      const len = buf.readUInt32BE(o + 12);
      tables[tag] = buf.subarray(off, off + len);
    }
  }
  return tables;
}

function parseCmap(t) {
  const map = new Map();
  const n = t.readUInt16BE(2);
  for (let i = 0; i < n; i++) {
    const platform = t.readUInt16BE(4 + i * 8);
    const off = t.readUInt32BE(8 + i * 8);
    if (t.readUInt16BE(off) !== 4 || !(platform === 3 || platform === 0)) continue;
    const segX2 = t.readUInt16BE(off + 6);
    const ends = off + 14;
    const starts = ends + segX2 + 2;
    const deltas = starts + segX2;
    const ranges = deltas + segX2;
    for (let s = 0; s < segX2 / 2; s++) {
      const end = t.readUInt16BE(ends + s * 2);
      const start = t.readUInt16BE(starts + s * 2);
      const delta = t.readInt16BE(deltas + s * 2);
      const rangeOff = t.readUInt16BE(ranges + s * 2);
      for (let c = start; c <= end && c !== 0xffff; c++) {
        let g;
        if (rangeOff === 0) g = (c + delta) & 0xffff;
        else {
          const p = ranges + s * 2 + rangeOff + (c - start) * 2;
          g = t.readUInt16BE(p);
          if (g !== 0) g = (g + delta) & 0xffff;
        }
        if (!map.has(c)) map.set(c, g);
      }
    }
  }
  return map;
}

function parseCoverage(t, off) {
  const fmt = t.readUInt16BE(off);
  const res = new Map();
  if (fmt === 1) {
    const n = t.readUInt16BE(off + 2);
    for (let i = 0; i < n; i++) res.set(t.readUInt16BE(off + 4 + i * 2), i);
  } else {
    const n = t.readUInt16BE(off + 2);
    for (let i = 0; i < n; i++) {
      const o = off + 4 + i * 6;
      const s = t.readUInt16BE(o);
      const e = t.readUInt16BE(o + 2);
      const idx = t.readUInt16BE(o + 4);
      for (let g = s; g <= e; g++) res.set(g, idx + g - s);
    }
  }
  return res;
}

function parseClassDef(t, off) {
  const fmt = t.readUInt16BE(off);
  const res = new Map();
  if (fmt === 1) {
    const startGlyph = t.readUInt16BE(off + 2);
    const n = t.readUInt16BE(off + 4);
    for (let i = 0; i < n; i++) res.set(startGlyph + i, t.readUInt16BE(off + 6 + i * 2));
  } else {
    const n = t.readUInt16BE(off + 2);
    for (let i = 0; i < n; i++) {
      const o = off + 4 + i * 6;
      const s = t.readUInt16BE(o);
      const e = t.readUInt16BE(o + 2);
      const c = t.readUInt16BE(o + 4);
      for (let g = s; g <= e; g++) res.set(g, c);
    }
  }
  return res;
}

function valueRecordSize(fmt) {
  let n = 0;
  for (let b = 0; b < 8; b++) if (fmt & (1 << b)) n += 2;
  return n;
}

// Returns a function (left, right) => x advance adjustment in font units.
function parseKerning(t) {
  const pairs = [];
  if (!t) return () => 0;
  const lookupList = t.readUInt16BE(8);
  const featureList = t.readUInt16BE(6);
  const kernLookups = new Set();
  const nf = t.readUInt16BE(featureList);
  for (let i = 0; i < nf; i++) {
    const tag = t.toString('ascii', featureList + 2 + i * 6, featureList + 6 + i * 6);
    const fo = featureList + t.readUInt16BE(featureList + 6 + i * 6);
    if (tag !== 'kern') continue;
    const cnt = t.readUInt16BE(fo + 2);
    for (let k = 0; k < cnt; k++) kernLookups.add(t.readUInt16BE(fo + 4 + k * 2));
  }
  const base = lookupList;
  const nl = t.readUInt16BE(base);
  for (let li = 0; li < nl; li++) {
    if (!kernLookups.has(li)) continue;
    const lo = base + t.readUInt16BE(base + 2 + li * 2);
    let type = t.readUInt16BE(lo);
    const ns = t.readUInt16BE(lo + 4);
    for (let si = 0; si < ns; si++) {
      let so = lo + t.readUInt16BE(lo + 6 + si * 2);
      if (type === 9) {
        type = t.readUInt16BE(so + 2);
        so = so + t.readUInt32BE(so + 4);
      }
      if (type !== 2) continue;
      const fmt = t.readUInt16BE(so);
      const cov = parseCoverage(t, so + t.readUInt16BE(so + 2));
      const vf1 = t.readUInt16BE(so + 4);
      const vf2 = t.readUInt16BE(so + 6);
      const s1 = valueRecordSize(vf1);
      const s2 = valueRecordSize(vf2);
      const xAdvOffset = (() => {
        // XAdvance is bit 2; count earlier bits present
        let o = 0;
        for (let b = 0; b < 2; b++) if (vf1 & (1 << b)) o += 2;
        return vf1 & 4 ? o : -1;
      })();
      if (xAdvOffset < 0) continue;
      if (fmt === 1) {
        const nset = t.readUInt16BE(so + 8);
        const map = new Map();
        for (const [g, idx] of cov) {
          if (idx >= nset) continue;
          const ps = so + t.readUInt16BE(so + 10 + idx * 2);
          const pc = t.readUInt16BE(ps);
          const inner = new Map();
          for (let p = 0; p < pc; p++) {
            const r = ps + 2 + p * (2 + s1 + s2);
            inner.set(t.readUInt16BE(r), t.readInt16BE(r + 2 + xAdvOffset));
          }
          map.set(g, inner);
        }
        pairs.push((a, b) => map.get(a)?.get(b));
      } else if (fmt === 2) {
        const cd1 = parseClassDef(t, so + t.readUInt16BE(so + 8));
        const cd2 = parseClassDef(t, so + t.readUInt16BE(so + 10));
        const c1n = t.readUInt16BE(so + 12);
        const c2n = t.readUInt16BE(so + 14);
        const rec = 2 * 0 + s1 + s2;
        pairs.push((a, b) => {
          if (!cov.has(a)) return undefined;
          const c1 = cd1.get(a) ?? 0;
          const c2 = cd2.get(b) ?? 0;
          if (c1 >= c1n || c2 >= c2n) return undefined;
          const r = so + 16 + (c1 * c2n + c2) * rec;
          return t.readInt16BE(r + xAdvOffset);
        });
      }
    }
  }
  return (a, b) => {
    for (const f of pairs) {
      const v = f(a, b);
      if (v !== undefined) return v;
    }
    return 0;
  };
}

export function loadFont(file) {
  const tables = readTables(readFileSync(file));
  const head = tables.head;
  const unitsPerEm = head.readUInt16BE(18);
  const longLoca = head.readInt16BE(50) === 1;
  const numGlyphs = tables.maxp.readUInt16BE(4);
  const numHMetrics = tables.hhea.readUInt16BE(34);
  const hmtx = tables.hmtx;
  const loca = tables.loca;
  const glyf = tables.glyf;
  const cmap = parseCmap(tables.cmap);
  const kern = parseKerning(tables.GPOS);

  const advance = (g) => hmtx.readUInt16BE(4 * Math.min(g, numHMetrics - 1));
  const glyphOffset = (g) =>
    longLoca
      ? [loca.readUInt32BE(g * 4), loca.readUInt32BE(g * 4 + 4)]
      : [loca.readUInt16BE(g * 2) * 2, loca.readUInt16BE(g * 2 + 2) * 2];

  // Returns array of contours; each contour is an array of {x, y, on}.
  function contours(g, depth = 0) {
    if (g >= numGlyphs || depth > 8) return [];
    const [start, end] = glyphOffset(g);
    if (end <= start) return [];
    const t = glyf.subarray(start, end);
    const nc = t.readInt16BE(0);
    if (nc >= 0) {
      const endPts = [];
      for (let i = 0; i < nc; i++) endPts.push(t.readUInt16BE(10 + i * 2));
      const nPts = nc ? endPts[nc - 1] + 1 : 0;
      let p = 10 + nc * 2;
      const insLen = t.readUInt16BE(p);
      p += 2 + insLen;
      const flags = [];
      while (flags.length < nPts) {
        const f = t[p++];
        flags.push(f);
        if (f & 8) {
          let r = t[p++];
          while (r-- > 0) flags.push(f);
        }
      }
      const xs = [];
      let v = 0;
      for (const f of flags) {
        if (f & 2) {
          const d = t[p++];
          v += f & 16 ? d : -d;
        } else if (!(f & 16)) {
          v += t.readInt16BE(p);
          p += 2;
        }
        xs.push(v);
      }
      const ys = [];
      v = 0;
      for (const f of flags) {
        if (f & 4) {
          const d = t[p++];
          v += f & 32 ? d : -d;
        } else if (!(f & 32)) {
          v += t.readInt16BE(p);
          p += 2;
        }
        ys.push(v);
      }
      const res = [];
      let s = 0;
      for (const e of endPts) {
        const c = [];
        for (let i = s; i <= e; i++) c.push({ x: xs[i], y: ys[i], on: (flags[i] & 1) === 1 });
        res.push(c);
        s = e + 1;
      }
      return res;
    }
    // composite
    const res = [];
    let p = 10;
    for (;;) {
      const flags = t.readUInt16BE(p);
      const gi = t.readUInt16BE(p + 2);
      p += 4;
      let dx;
      let dy;
      if (flags & 1) {
        dx = t.readInt16BE(p);
        dy = t.readInt16BE(p + 2);
        p += 4;
      } else {
        dx = t.readInt8(p);
        dy = t.readInt8(p + 1);
        p += 2;
      }
      let a = 1;
      let b = 0;
      let c = 0;
      let d = 1;
      const f2 = (o) => t.readInt16BE(o) / 16384;
      if (flags & 8) {
        a = d = f2(p);
        p += 2;
      } else if (flags & 0x40) {
        a = f2(p);
        d = f2(p + 2);
        p += 4;
      } else if (flags & 0x80) {
        a = f2(p);
        b = f2(p + 2);
        c = f2(p + 4);
        d = f2(p + 6);
        p += 8;
      }
      for (const cont of contours(gi, depth + 1)) {
        res.push(cont.map((pt) => ({ x: a * pt.x + c * pt.y + dx, y: b * pt.x + d * pt.y + dy, on: pt.on })));
      }
      if (!(flags & 0x20)) break;
    }
    return res;
  }

  function glyphPath(g, ox, oy, scale) {
    const X = (x) => +(ox + x * scale).toFixed(2);
    const Y = (y) => +(oy - y * scale).toFixed(2);
    let d = '';
    for (const c of contours(g)) {
      if (!c.length) continue;
      // find a starting on-curve point (or synthesise one)
      let startIdx = c.findIndex((p) => p.on);
      let pts = c;
      if (startIdx < 0) {
        const a = c[0];
        const b = c[1 % c.length];
        pts = [{ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, on: true }, ...c];
        startIdx = 0;
      }
      const n = pts.length;
      const seq = [];
      for (let i = 0; i < n; i++) seq.push(pts[(startIdx + i) % n]);
      seq.push(seq[0]);
      d += `M${X(seq[0].x)} ${Y(seq[0].y)}`;
      let ctrl = null;
      for (let i = 1; i < seq.length; i++) {
        const pt = seq[i];
        if (pt.on) {
          if (ctrl) d += `Q${X(ctrl.x)} ${Y(ctrl.y)} ${X(pt.x)} ${Y(pt.y)}`;
          else d += `L${X(pt.x)} ${Y(pt.y)}`;
          ctrl = null;
        } else {
          if (ctrl) {
            const mx = (ctrl.x + pt.x) / 2;
            const my = (ctrl.y + pt.y) / 2;
            d += `Q${X(ctrl.x)} ${Y(ctrl.y)} ${X(mx)} ${Y(my)}`;
          }
          ctrl = pt;
        }
      }
      d += 'Z';
    }
    return d;
  }

  function layout(text, size, tracking = 0) {
    const scale = size / unitsPerEm;
    const glyphs = [...text].map((ch) => cmap.get(ch.codePointAt(0)) ?? 0);
    const xs = [];
    let x = 0;
    glyphs.forEach((g, i) => {
      xs.push(x);
      x += advance(g) * scale;
      if (i < glyphs.length - 1) x += kern(g, glyphs[i + 1]) * scale + tracking * size;
    });
    return { glyphs, xs, width: x, scale };
  }

  return {
    unitsPerEm,
    measure: (text, size, tracking = 0) => layout(text, size, tracking).width,
    /** SVG path data for `text` with baseline at y; anchor 'start' | 'middle' | 'end'. */
    textPath(text, { x = 0, y = 0, size = 32, tracking = 0, anchor = 'start' } = {}) {
      const { glyphs, xs, width, scale } = layout(text, size, tracking);
      const x0 = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
      return glyphs.map((g, i) => glyphPath(g, x0 + xs[i], y, scale)).join('');
    },
  };
}
