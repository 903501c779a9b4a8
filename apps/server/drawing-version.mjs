// The version of the share images' drawing, which every image's key and ETag carry: a hash of the work
// threads' bundle (the drawing code runs there, share/*.ts) and of every file a drawing reads at run time
// (fonts, sign icons, arcana art), with the renderers' versions. build.mjs writes it beside the bundle,
// so a change to any of them gives every image a new ETag and no client keeps an outdated one.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** What a drawing depends on besides its job: its code, then its files, in a fixed order. */
export function drawingInputs(workerBundle) {
  const webDir = dirname(require.resolve('@constelar/web/package.json'));
  const svgs = (dir) =>
    readdirSync(dir)
      .filter((name) => name.endsWith('.svg'))
      .sort()
      .map((name) => join(dir, name));
  return [
    workerBundle,
    ...svgs(join(webDir, 'public/images/signs/icons')),
    ...svgs(join(webDir, 'art/arcana')),
    // share/share-assets.ts: the fonts satori reads.
    require.resolve('@fontsource/cinzel/files/cinzel-latin-700-normal.woff'),
    require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'),
    require.resolve('@fontsource/inter/files/inter-latin-600-normal.woff'),
    require.resolve('satori/package.json'),
    require.resolve('@resvg/resvg-js/package.json'),
  ];
}

/** 16 hex digits of SHA-256 over each file's length and bytes (not its path, which moves with the clone). */
export function drawingVersion(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const bytes = readFileSync(file);
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex').slice(0, 16);
}
