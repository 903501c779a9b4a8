import { Resvg } from '@resvg/resvg-js';
import { readFileSync, writeFileSync } from 'node:fs';
const [a0, b0, out] = process.argv.slice(2);
const a = readFileSync(a0!), b = readFileSync(b0!);
const W = (x: Buffer) => x.readUInt32BE(16), H = (x: Buffer) => x.readUInt32BE(20);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W(a) + W(b) + 20}" height="${Math.max(H(a), H(b))}"><rect width="100%" height="100%" fill="#fff"/><image width="${W(a)}" height="${H(a)}" href="data:image/png;base64,${a.toString('base64')}"/><image x="${W(a) + 20}" width="${W(b)}" height="${H(b)}" href="data:image/png;base64,${b.toString('base64')}"/></svg>`;
writeFileSync(out!, new Resvg(svg, { fitTo: { mode: 'width', value: 1100 } }).render().asPng());
