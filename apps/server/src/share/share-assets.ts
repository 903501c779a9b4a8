import type { Sign } from '@constelar/core/codes';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Everything a share image draws ships with the project: the fonts the web app self-hosts (WOFF, which
// satori reads; it cannot read WOFF2), the sign icons generated from the web's glyph paths, and the SVG
// sources of the arcana (docs/decisions/050-art.md). Nothing is fetched at run time.
const require = createRequire(import.meta.url);
const webDir = () => dirname(require.resolve('@constelar/web/package.json'));

export const GOLD = '#d4af37';
export const SOFT_GOLD = '#f3d98b';

export interface ShareFont {
  name: string;
  data: Buffer;
  weight: 400 | 600 | 700;
  style: 'normal';
}

let fonts: ShareFont[] | undefined;
export function shareFonts(): ShareFont[] {
  fonts ??= [
    { name: 'Cinzel', file: '@fontsource/cinzel/files/cinzel-latin-700-normal.woff', weight: 700 as const },
    { name: 'Inter', file: '@fontsource/inter/files/inter-latin-400-normal.woff', weight: 400 as const },
    { name: 'Inter', file: '@fontsource/inter/files/inter-latin-600-normal.woff', weight: 600 as const },
  ].map(({ name, file, weight }) => ({
    name,
    weight,
    style: 'normal',
    data: readFileSync(require.resolve(file)),
  }));
  return fonts;
}

const svgDataUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

const glyphs = new Map<string, string>();
/** A sign's glyph, stroked in `color`, as a data URI for an <img>. */
export function signGlyph(sign: Sign, color = GOLD): string {
  const key = `${sign}:${color}`;
  let uri = glyphs.get(key);
  if (!uri) {
    const svg = readFileSync(join(webDir(), 'public/images/signs/icons', `${sign}.svg`), 'utf8');
    uri = svgDataUri(svg.replace('stroke="currentColor"', `stroke="${color}"`));
    glyphs.set(key, uri);
  }
  return uri;
}

const arts = new Map<number, string>();
/** A major arcanum's card art (600×1000) as a data URI. */
export function arcanumArt(id: number): string {
  if (!Number.isInteger(id) || id < 0 || id > 21) throw new RangeError(`no arcanum ${id}`);
  let uri = arts.get(id);
  if (!uri) {
    uri = svgDataUri(readFileSync(join(webDir(), 'art/arcana', `${id}.svg`), 'utf8'));
    arts.set(id, uri);
  }
  return uri;
}
