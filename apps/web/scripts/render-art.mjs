#!/usr/bin/env node
// Renders the SVG art sources in apps/web/art/ to WebP in apps/web/public/images/.
//
//   node --import tsx apps/web/scripts/render-art.mjs                 # all arcana and signs
//   node --import tsx apps/web/scripts/render-art.mjs --only arcana    # or: tarot, signs
//   node --import tsx apps/web/scripts/render-art.mjs --contact /tmp   # also write contact sheets (PNG)
// (tsx lets it read the sign order from @constelar/core/codes.)
//
// Each image is encoded at the highest WebP quality that keeps it within the byte budget
// (60 KB for cards, 40 KB for signs). Outputs are committed; the app build never runs this.
import { mkdir, readFile, readdir, writeFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import sharp from 'sharp';
import { SIGNS } from '@constelar/core/codes';
import { TAROT_CODES } from '@constelar/core/tarot';

const webDir = fileURLToPath(new URL('..', import.meta.url));
const artDir = path.join(webDir, 'art');
const outDir = path.join(webDir, 'public', 'images');

const JOBS = {
  arcana: { src: 'arcana', out: 'arcana', width: 600, height: 1000, budget: 60 * 1024 },
  // The 56 minors, named by code (spec/tarot.md §1), within the majors' budget.
  tarot: { src: 'tarot', out: 'tarot', width: 600, height: 1000, budget: 60 * 1024 },
  signs: { src: 'signs', out: 'signs', width: 480, height: 480, budget: 40 * 1024 },
};

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;
const contactDir = args.includes('--contact') ? args[args.indexOf('--contact') + 1] : null;

async function encode(svg, { width, height, budget }) {
  // Rasterise once at 2× density for crisp lines, then downscale to the target size.
  const png = await sharp(svg, { density: 144 })
    .resize(width, height, { fit: 'fill', kernel: 'lanczos3' })
    .png()
    .toBuffer();
  let best = null;
  for (let quality = 90; quality >= 40; quality -= 4) {
    const buf = await sharp(png)
      .webp({ quality, alphaQuality: 90, effort: 6, smartSubsample: true })
      .toBuffer();
    best = { buf, quality };
    if (buf.length <= budget) break;
  }
  if (best.buf.length > budget) throw new Error(`cannot fit ${best.buf.length} bytes into ${budget}`);
  return { ...best, png };
}

async function contactSheet(items, { width, height }, cols, file) {
  const scale = width > 500 ? 0.4 : 0.5;
  const w = Math.round(width * scale);
  const h = Math.round(height * scale);
  const gap = 12;
  const rows = Math.ceil(items.length / cols);
  const composites = await Promise.all(
    items.map(async (png, i) => ({
      input: await sharp(png).resize(w, h).png().toBuffer(),
      left: gap + (i % cols) * (w + gap),
      top: gap + Math.floor(i / cols) * (h + gap),
    })),
  );
  await sharp({
    create: {
      width: gap + cols * (w + gap),
      height: gap + rows * (h + gap),
      channels: 4,
      background: '#0d0a1f',
    },
  })
    .composite(composites)
    .png()
    .toFile(file);
  console.log(`contact sheet → ${file}`);
}

const numericFirst = (a, b) => {
  const na = Number.parseInt(a, 10);
  const nb = Number.parseInt(b, 10);
  return Number.isNaN(na) || Number.isNaN(nb) ? 0 : na - nb;
};

for (const [name, job] of Object.entries(JOBS)) {
  if (only && only !== name) continue;
  const srcDir = path.join(artDir, job.src);
  const dst = path.join(outDir, job.out);
  await mkdir(dst, { recursive: true });
  let files = (await readdir(srcDir)).filter((f) => f.endsWith('.svg'));
  files = name === 'arcana' ? files.sort(numericFirst) : files;
  if (name === 'tarot') {
    // The deck's canonical order: each suit from the ace to the king.
    files.sort(
      (a, b) => TAROT_CODES.indexOf(a.replace('.svg', '')) - TAROT_CODES.indexOf(b.replace('.svg', '')),
    );
  }
  if (name === 'signs') {
    // Zodiac order, as core names the signs.
    files.sort((a, b) => SIGNS.indexOf(a.replace('.svg', '')) - SIGNS.indexOf(b.replace('.svg', '')));
  }
  const pngs = [];
  for (const f of files) {
    const svg = await readFile(path.join(srcDir, f));
    const { buf, quality, png } = await encode(svg, job);
    const outFile = path.join(dst, f.replace(/\.svg$/, '.webp'));
    await writeFile(outFile, buf);
    pngs.push(png);
    const { size } = await stat(outFile);
    console.log(`${path.relative(webDir, outFile)}  ${(size / 1024).toFixed(1)} KB  q${quality}`);
  }
  if (contactDir && pngs.length) {
    await contactSheet(pngs, job, name === 'tarot' ? 14 : 6, path.join(contactDir, `${name}-contact.png`));
  }
}
