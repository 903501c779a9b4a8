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
    ['@constelar/contract/constants', here('./constants.ts')],
    ['@constelar/core/codes', here('../../core/src/codes.ts')],
  ])('%s pulls neither zod nor the ephemeris table', async (_name, entry) => {
    const { inputs, bytes } = await bundle(entry);
    expect(inputs.filter((file) => /node_modules|ephemeris|sky\//.test(file))).toEqual([]);
    expect(bytes).toBeLessThan(4 * 1024);
  });

  it('the entries resolve through the packages’ exports', async () => {
    const constants = await import('@constelar/contract/constants');
    const codes = await import('@constelar/core/codes');
    expect(constants.BADGE_RARITY_VALUES).toBe(codes.BADGE_RARITIES);
    expect(constants.PASSWORD_MIN_LENGTH).toBe(6);
  });
});
