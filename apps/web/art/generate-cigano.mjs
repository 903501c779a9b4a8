#!/usr/bin/env node
// The baralho cigano's art: writes apps/web/art/cigano/{1..36}.svg from cigano.mjs and renders each to
// apps/web/public/images/cigano/{n}.webp (600×1000, at most 60 KB), as generate.mjs and render-art.mjs do
// for the majors. Run from the repo root:  node --import tsx apps/web/art/generate-cigano.mjs [--contact DIR]
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { CIGANO } from './cigano.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const outDir = path.join(here, '..', 'public', 'images', 'cigano');
const args = process.argv.slice(2);
const contactDir = args.includes('--contact') ? args[args.indexOf('--contact') + 1] : null;
const BUDGET = 60 * 1024;

await mkdir(path.join(here, 'cigano'), { recursive: true });
await mkdir(outDir, { recursive: true });
const pngs = [];
for (const card of CIGANO) {
  const svg = card.svg();
  await writeFile(path.join(here, 'cigano', `${card.id}.svg`), svg);
  const png = await sharp(Buffer.from(svg), { density: 144 })
    .resize(600, 1000, { fit: 'fill' })
    .png()
    .toBuffer();
  let buf;
  for (let quality = 90; quality >= 40; quality -= 4) {
    buf = await sharp(png).webp({ quality, alphaQuality: 90, effort: 6, smartSubsample: true }).toBuffer();
    if (buf.length <= BUDGET) break;
  }
  if (buf.length > BUDGET) throw new Error(`cigano ${card.id}: ${buf.length} bytes over ${BUDGET}`);
  await writeFile(path.join(outDir, `${card.id}.webp`), buf);
  pngs.push(png);
}
console.log(`wrote ${CIGANO.length} cigano cards`);
if (contactDir) {
  const w = 240;
  const h = 400;
  const cols = 9;
  const composites = await Promise.all(
    pngs.map(async (png, i) => ({
      input: await sharp(png).resize(w, h).png().toBuffer(),
      left: 12 + (i % cols) * (w + 12),
      top: 12 + Math.floor(i / cols) * (h + 12),
    })),
  );
  const file = path.join(contactDir, 'cigano-contact.png');
  await sharp({
    create: { width: 12 + cols * (w + 12), height: 12 + 4 * (h + 12), channels: 4, background: '#0d0a1f' },
  })
    .composite(composites)
    .png()
    .toFile(file);
  console.log(`contact sheet → ${file}`);
}
