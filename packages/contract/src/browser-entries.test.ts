import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** What a browser bundle of `entry` pulls in: every input file, and the minified size. */
async function bundle(entry: string) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return { inputs: Object.keys(result.metafile.inputs), bytes: result.outputFiles[0]!.contents.length };
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

describe('browser-safe entries', () => {
  it.each([
    ['@constelar/contract/constants', here('./constants.ts'), 4],
    ['@constelar/core/codes', here('../../core/src/codes.ts'), 4],
    ['@constelar/core/hash', here('../../core/src/hash.ts'), 1],
    ['@constelar/core/moon-phase', here('../../core/src/moon-phase-of.ts'), 1],
    ['@constelar/content/moon-phase-names', here('../../content/src/moon-phase-names.ts'), 1],
    ['@constelar/content/sign-names', here('../../content/src/sign-names.ts'), 1],
    ['@constelar/contract/release-order', here('./release-order.ts'), 1],
    ['@constelar/contract/session-user', here('./session-user.ts'), 1],
    ['@constelar/content/house-systems', here('../../content/src/house-systems.ts'), 1],
    ['@constelar/content/role-names', here('../../content/src/role-names.ts'), 1],
    ['@constelar/content/sky-event-names', here('../../content/src/sky-event-names.ts'), 1],
    ['@constelar/content/synastry-breakdown', here('../../content/src/synastry-breakdown.ts'), 1],
    // The point descriptions come along with the names: a few paragraphs, no table.
    ['@constelar/content/bodies', here('../../content/src/bodies.ts'), 8],
  ])('%s pulls neither zod nor the ephemeris table', async (_name, entry, maxKiB) => {
    const { inputs, bytes } = await bundle(entry);
    expect(inputs.filter((file) => /node_modules|ephemeris|sky\//.test(file))).toEqual([]);
    expect(bytes).toBeLessThan(maxKiB * 1024);
  });

  it('the entries resolve through the packages’ exports', async () => {
    const constants = await import('@constelar/contract/constants');
    const codes = await import('@constelar/core/codes');
    expect(constants.BADGE_RARITY_VALUES).toBe(codes.BADGE_RARITIES);
    expect(constants.PASSWORD_MIN_LENGTH).toBe(6);
  });
});
