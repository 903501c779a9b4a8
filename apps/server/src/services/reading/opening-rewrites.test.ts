import type * as Content from '@constelar/content';
import { expect, it, vi } from 'vitest';

// Issue #27: varyOpenings is a safety net, not the writer. Over the twenty births it may reopen about
// five sentences per report on average (docs/decisions/083-reading-depth.md, "Measured").
const rewrites: string[] = [];
const rewritten: string[] = [];
vi.mock('@constelar/content', async (importOriginal) => {
  const content = await importOriginal<typeof Content>();
  const split = (t: string) => t.split(/((?<=[.!?])\s+|\n\n+)/);
  return {
    ...content,
    varyOpenings: (texts: string[]) => {
      const out = content.varyOpenings(texts);
      texts.forEach((text, i) => {
        const after = split(out[i]!);
        split(text).forEach((s, j) => {
          if (s === after[j]) return;
          rewrites.push(s);
          rewritten.push(after[j]!);
        });
      });
      return out;
    },
  };
});

const { computePersonalContent } = await import('./compute-personal');
const { READING_BIRTHS, READING_TODAY } = await import('./reading-births.fixture');
const { BOLTED_OPENERS } = await import('@constelar/content');

it('reopens at most five sentences per report on average over the twenty births', () => {
  for (const birth of READING_BIRTHS) computePersonalContent(birth, READING_TODAY);
  expect(rewrites.length).toBeGreaterThan(0); // the net is still there, and counted
  expect(rewrites.length / READING_BIRTHS.length).toBeLessThanOrEqual(5);
});

it('reopens with the sentence’s own words, never a bolted-on connective (issue #37)', () => {
  rewritten.length = 0;
  for (const birth of READING_BIRTHS) computePersonalContent(birth, READING_TODAY);
  expect(rewritten.length).toBeGreaterThan(0);
  // "Já o Sol…", "Aqui, com o tempo, porém, …", "Por sua vez, a Lua…", "Também com…", "Além disso, o…"
  expect(rewritten.filter((s) => BOLTED_OPENERS.test(s))).toEqual([]);
  expect(rewritten.filter((s) => /^Aqui, com o tempo/i.test(s))).toEqual([]);
});
