#!/usr/bin/env node
// Writes the SVG art sources from the drawing code in this folder:
//   apps/web/art/arcana/{0..21}.svg, apps/web/art/tarot/{code}.svg (the 56 minors),
//   apps/web/art/signs/{code}.svg,
//   apps/web/public/images/signs/icons/{code}.svg
// Run from the repo root with:  node --import tsx apps/web/art/generate.mjs
// (tsx lets this script import the glyph paths from src/components/glyphs/glyph-paths.ts.)
import { mkdir, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { ARCANA } from './arcana.mjs';
import { MINORS } from './minors.mjs';
import { SIGNS, signIcon } from './signs.mjs';

const here = fileURLToPath(new URL('.', import.meta.url));
const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : null;

async function write(file, text) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

if (!only || only === 'arcana') {
  for (const card of ARCANA) await write(path.join(here, 'arcana', `${card.id}.svg`), card.svg());
  console.log(`wrote ${ARCANA.length} arcana`);
}
if (!only || only === 'tarot') {
  for (const card of MINORS) await write(path.join(here, 'tarot', `${card.code}.svg`), card.svg());
  console.log(`wrote ${MINORS.length} minor arcana`);
}
if (!only || only === 'signs') {
  for (const sign of SIGNS) {
    await write(path.join(here, 'signs', `${sign.code}.svg`), sign.svg());
    await write(
      path.join(here, '..', 'public', 'images', 'signs', 'icons', `${sign.code}.svg`),
      signIcon(sign.code),
    );
  }
  console.log(`wrote ${SIGNS.length} signs and icons`);
}
