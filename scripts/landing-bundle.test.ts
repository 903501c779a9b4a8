import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { describe, expect, it } from 'vitest';

// ADR 010's promise, checked on what `npm run build` wrote (this test builds nothing): the JavaScript the
// landing page loads first (the entry and every chunk index.html preloads) carries neither core's
// ephemeris table nor zod. The web imports facts from @constelar/core/codes and
// @constelar/contract/constants, which pull neither.

const ROOT = resolve(import.meta.dirname, '..');
const DIST = join(ROOT, 'apps/web/dist');
const require = createRequire(join(ROOT, 'packages/contract/package.json'));

/** The entry script and the preloaded chunks, as index.html names them. */
function landingScripts(): string[] {
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
}

/** The start of each body's series in packages/core/src/sky/ephemeris-tables.ts: no other file has them. */
function ephemerisMarkers(): string[] {
  const source = readFileSync(join(ROOT, 'packages/core/src/sky/ephemeris-tables.ts'), 'utf8');
  return [...source.matchAll(/^\s+\w+:\s+'([A-Za-z0-9+/=]{48})/gm)].map((m) => m[1]!);
}

/**
 * Brotli bytes of the landing page's first JavaScript, the entry and its preloads (issue #24, ADR 080):
 * react-dom 18 alone is 37 of them (ADR 092), so there is little room; what the first paint does not need
 * loads later.
 */
export const LANDING_BROTLI_BUDGET_KB = 90;

/** Strings every zod build carries: its error class name and its commonest issue code. */
const ZOD_MARKERS = ['"ZodError"', '"invalid_type"'];

describe('the landing bundle', () => {
  it('has been built (npm run build)', () => {
    expect(existsSync(join(DIST, 'index.html')), 'build first: npm run build').toBe(true);
  });

  const scripts = existsSync(join(DIST, 'index.html')) ? landingScripts() : [];
  const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

  it('is an entry script and its preloads', () => {
    expect(scripts.length).toBeGreaterThan(1);
    const assets = new Set(readdirSync(join(DIST, 'assets')).map((f) => `assets/${f}`));
    for (const file of scripts) expect(assets.has(file), file).toBe(true);
  });

  it('holds no ephemeris table', () => {
    const markers = ephemerisMarkers();
    // The markers are real: every body of the table has one, and the table's source holds them.
    expect(markers.length).toBeGreaterThanOrEqual(10);
    for (const file of scripts) {
      const text = read(file);
      for (const marker of markers)
        expect(text.includes(marker), `${file} carries the ephemeris`).toBe(false);
    }
  });

  it('holds no zod', () => {
    // The markers are real: zod's own code has them.
    const zodDir = join(require.resolve('zod/package.json'), '..', 'v4');
    const zodSource = ['classic/errors.js', 'core/schemas.js'].map((f) =>
      readFileSync(join(zodDir, f), 'utf8'),
    );
    for (const marker of ZOD_MARKERS) expect(zodSource.some((s) => s.includes(marker))).toBe(true);
    for (const file of scripts) {
      const text = read(file);
      for (const marker of ZOD_MARKERS) expect(text.includes(marker), `${file} carries zod`).toBe(false);
    }
  });

  it(`weighs at most ${LANDING_BROTLI_BUDGET_KB} KB brotli`, () => {
    const bytes = scripts.reduce(
      (sum, file) =>
        sum +
        brotliCompressSync(readFileSync(join(DIST, file)), {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
        }).length,
      0,
    );
    expect(bytes / 1024).toBeLessThanOrEqual(LANDING_BROTLI_BUDGET_KB);
  });
});
