import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
import { deflateSync, constants, crc32 } from 'node:zlib';
const svg = readFileSync('/tmp/shareimg/new.svg', 'utf8');
const img = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
const cpu = <T,>(f: () => T): [T, number] => { const t = process.cpuUsage(); const v = f(); const u = process.cpuUsage(t); return [v, (u.user + u.system) / 1000]; };
const med = (f: () => number) => { const xs: number[] = []; let size = 0; for (let i = 0; i < 5; i++) { const [n, ms] = cpu(f); size = n; xs.push(ms); } xs.sort((a, b) => a - b); return `${xs[2]!.toFixed(1)} ms, ${(size / 1024).toFixed(0)} KB`; };
console.log('resvg asPng            ', med(() => img.asPng().length));
const [px, pxMs] = cpu(() => img.pixels);
console.log('pixels copy', pxMs.toFixed(1), 'ms');
const w = img.width, h = img.height;
function raw(filter: number, rgb: boolean) {
  const bpp = rgb ? 3 : 4, stride = w * bpp;
  const out = Buffer.allocUnsafe(h * (stride + 1));
  let o = 0;
  for (let y = 0; y < h; y++) {
    out[o++] = filter;
    const row = y * w * 4;
    if (filter === 2) {
      for (let x = 0; x < w; x++) { const i = row + x * 4, p = i - w * 4; for (let c = 0; c < bpp; c++) out[o++] = (px[i + c]! - (y ? px[p + c]! : 0)) & 255; }
    } else if (filter === 1) {
      for (let x = 0; x < w; x++) { const i = row + x * 4; for (let c = 0; c < bpp; c++) out[o++] = (px[i + c]! - (x ? px[i - 4 + c]! : 0)) & 255; }
    } else {
      for (let x = 0; x < w; x++) { const i = row + x * 4; for (let c = 0; c < bpp; c++) out[o++] = px[i + c]!; }
    }
  }
  return out;
}
for (const [f, rgb, level, strategy] of [[2, true, 1, 0], [2, true, 3, 0], [2, true, 6, 0], [1, true, 1, 0], [2, true, 1, constants.Z_RLE], [2, false, 1, 0]] as const) {
  console.log(`filter ${f} ${rgb ? 'RGB ' : 'RGBA'} z${level} s${strategy}`.padEnd(24), med(() => deflateSync(raw(f, rgb), { level, strategy, memLevel: 9 }).length), ' filter alone', med(() => raw(f, rgb).length));
}
