// side by side: before | after, halved
import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
for (const n of ['story', 'sign', 'link', 'stories', 'site']) {
  const a = readFileSync(`/tmp/shareimg/before-${n}.png`), b = readFileSync(`/tmp/shareimg/after-${n}.png`);
  const w = a.readUInt32BE(16), h = a.readUInt32BE(20);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w * 2 + 20}" height="${h}"><rect width="100%" height="100%" fill="#fff"/><image width="${w}" height="${h}" href="data:image/png;base64,${a.toString('base64')}"/><image x="${w + 20}" width="${w}" height="${h}" href="data:image/png;base64,${b.toString('base64')}"/></svg>`;
  writeFileSync(`/tmp/shareimg/cmp-${n}.png`, new Resvg(svg, { fitTo: { mode: 'width', value: 1100 } }).render().asPng());
}
