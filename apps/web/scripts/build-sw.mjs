// Bundles src/sw/service-worker.ts into dist/sw.js after `vite build`, with the precache list of the app
// shell: index.html and the hashed files it loads on first paint (push.md §1), plus the icons and manifest.
// Hashed files need no revision; the others carry a hash of their bytes, so a new build replaces them.
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const webDir = join(import.meta.dirname, '..');
const dist = join(webDir, 'dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const hashOf = (path) =>
  createHash('sha256')
    .update(readFileSync(join(dist, path)))
    .digest('hex')
    .slice(0, 16);

const firstPaint = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
// Every page's lazy chunk and style too (issue #45): a page never visited still opens offline instead of
// failing to import its code. After the load event, so the first paint's budget is untouched.
const chunks = readdirSync(join(dist, 'assets'))
  .filter((name) => /\.(js|css)$/.test(name))
  .map((name) => `/assets/${name}`);
const assets = [...new Set([...firstPaint, ...chunks])];
const unhashed = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/badge-96.png',
];
const manifest = [
  ...assets.map((url) => ({ url, revision: null })),
  ...unhashed.map((url) => ({ url, revision: hashOf(url.slice(1)) })),
];

await build({
  entryPoints: [join(webDir, 'src/sw/service-worker.ts')],
  outfile: join(dist, 'sw.js'),
  bundle: true,
  format: 'iife',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  define: {
    __PRECACHE_MANIFEST__: JSON.stringify(manifest),
    // Workbox logs only in development builds.
    'process.env.NODE_ENV': '"production"',
  },
});
console.log(`sw.js: ${manifest.length} files precached`);
