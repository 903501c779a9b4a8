// Bundles the server and the workspace packages it imports into one ESM file; npm dependencies stay
// external and load from node_modules at run time.
import { build } from 'esbuild';
import { readFileSync, writeFileSync } from 'node:fs';
import { drawingInputs, drawingVersion } from './drawing-version.mjs';

const rootPkg = (p) => JSON.parse(readFileSync(new URL(p, import.meta.url), 'utf8'));
const external = new Set();
for (const p of [
  './package.json',
  '../../packages/places/package.json',
  '../../packages/core/package.json',
  '../../packages/content/package.json',
  '../../packages/contract/package.json',
]) {
  for (const dep of Object.keys(rootPkg(p).dependencies ?? {}))
    if (!dep.startsWith('@constelar/')) external.add(dep);
}

await build({
  // The work threads (src/work/work-pool.ts) load their own bundle beside server.js.
  entryPoints: { server: 'src/server.ts', 'work-worker': 'src/work/work-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external].flatMap((dep) => [dep, `${dep}/*`]),
  // Bundled CommonJS helpers may call require(); give ESM output one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
  logLevel: 'warning',
});
// Read by services/share/share-images.ts: part of every share image's key and ETag.
const version = drawingVersion(drawingInputs(new URL('dist/work-worker.js', import.meta.url).pathname));
writeFileSync(new URL('dist/drawing-version.json', import.meta.url), `${JSON.stringify({ version })}\n`);
console.log('server bundled → apps/server/dist/server.js, work-worker.js, drawing-version.json');
