#!/usr/bin/env node
// Renders the app's icons (push.md §1) from the logo of public/favicon.svg with @resvg/resvg-js:
//   node apps/web/scripts/render-icons.mjs
// Outputs are committed (public/icons/, public/apple-touch-icon.png, public/favicon.ico); the build never
// runs this. Same SVG, same renderer, same bytes: the output is deterministic.
import { Resvg } from '@resvg/resvg-js';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const publicDir = join(import.meta.dirname, '..', 'public');
const logo = readFileSync(join(publicDir, 'favicon.svg'), 'utf8');
// The drawing inside the favicon's 64×64 box, without its rounded panel.
const inner = logo
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');

/** The favicon's look: a rounded deep-purple panel with the star. */
const rounded = logo;
/**
 * Maskable (and the Apple icon): the night colour to every edge, the star within the central 80 %
 * safe zone, since the platform cuts its own shape out of the square.
 */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#1a1033"/>` +
  `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${inner}</g></svg>`;
/** The status-bar badge: the star alone, white on transparent (Android draws it as a mask). */
const badge =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">` +
  `<path d="M32 6l5.6 18.2L56 30l-18.4 5.8L32 54l-5.6-18.2L8 30l18.4-5.8z" fill="#ffffff"/></svg>`;

const png = (svg, size) => new Resvg(svg, { fitTo: { mode: 'width', value: size } }).render().asPng();

mkdirSync(join(publicDir, 'icons'), { recursive: true });
writeFileSync(join(publicDir, 'icons', 'icon-192.png'), png(rounded, 192));
writeFileSync(join(publicDir, 'icons', 'icon-512.png'), png(rounded, 512));
writeFileSync(join(publicDir, 'icons', 'maskable-192.png'), png(fullBleed(0.8), 192));
writeFileSync(join(publicDir, 'icons', 'maskable-512.png'), png(fullBleed(0.8), 512));
writeFileSync(join(publicDir, 'icons', 'badge-96.png'), png(badge, 96));
writeFileSync(join(publicDir, 'apple-touch-icon.png'), png(fullBleed(0.85), 180));

/** An ICO holding PNG images (allowed since Windows Vista, read by every browser). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}
writeFileSync(
  join(publicDir, 'favicon.ico'),
  ico([16, 32, 48].map((size) => ({ size, data: png(rounded, size) }))),
);
console.log('icons written to apps/web/public');
