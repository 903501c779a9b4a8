// Turns a line of text into SVG path data in a given font, with opentype.js reading the font (WOFF,
// glyph contours, cmap, advances and GPOS pair kerning). Used so card titles render in Cinzel (from
// @fontsource/cinzel) everywhere, including librsvg inside sharp, which only sees system fonts.
import { readFileSync } from 'node:fs';
import opentype from 'opentype.js';

export function loadFont(file) {
  const bytes = readFileSync(file);
  const font = opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
  const { unitsPerEm } = font;

  /**
   * The glyph's outline as SVG path data at (ox, oy), y down, two decimals. The TrueType contours come from
   * opentype.js (composites resolved); each is walked from its first on-curve point, quadratic curves
   * through implied on-curve midpoints, as the art has always been written.
   */
  function glyphPath(glyph, ox, oy, scale) {
    const X = (x) => +(ox + x * scale).toFixed(2);
    const Y = (y) => +(oy - y * scale).toFixed(2);
    let d = '';
    for (const contour of glyph.getContours()) {
      const c = contour.map((p) => ({ x: p.x, y: p.y, on: p.onCurve }));
      if (!c.length) continue;
      // Find a starting on-curve point (or synthesise one).
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
    const glyphs = font.stringToGlyphs(text);
    const xs = [];
    let x = 0;
    glyphs.forEach((g, i) => {
      xs.push(x);
      x += g.advanceWidth * scale;
      if (i < glyphs.length - 1) x += font.getKerningValue(g, glyphs[i + 1]) * scale + tracking * size;
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
