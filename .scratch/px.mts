import { Resvg } from '@resvg/resvg-js';
import { readFileSync } from 'node:fs';
const px = (file: string, pts: [number, number][]) => {
  const a = readFileSync(file); const w = a.readUInt32BE(16), h = a.readUInt32BE(20);
  const p = new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><image width="${w}" height="${h}" href="data:image/png;base64,${a.toString('base64')}"/></svg>`).render().pixels;
  return pts.map(([x, y]) => [...p.subarray((y * w + x) * 4, (y * w + x) * 4 + 3)].join(','));
};
const [name, ...rest] = process.argv.slice(2);
const pts = rest.map((s) => s.split(',').map(Number) as [number, number]);
console.log('before', px(`/tmp/shareimg/before-${name}.png`, pts).join('  '));
console.log('after ', px(`/tmp/shareimg/after-${name}.png`, pts).join('  '));
