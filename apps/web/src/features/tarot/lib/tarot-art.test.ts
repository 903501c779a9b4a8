// Every card of the deck shows its art: the image each card's `image` names is in public/, a WebP within
// spec/tarot.md §1's 80 KB, and the minors' drawing sources sit beside it in art/tarot/.
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tarotCardHead } from '@constelar/content';
import { TAROT_CODES } from '@constelar/core/tarot';
import { describe, expect, it } from 'vitest';

const web = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

describe('tarot art', () => {
  it.each(TAROT_CODES.map((code) => [code, tarotCardHead(code).image]))('%s → %s', (code, image) => {
    const file = web(`public${image}`);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(statSync(file).size).toBeLessThanOrEqual(80 * 1024);
    if (!code.startsWith('major-')) {
      expect(readFileSync(web(`art/tarot/${code}.svg`), 'utf8')).toContain('<title>');
    }
  });

  it('covers the 78 cards', () => {
    expect(TAROT_CODES).toHaveLength(78);
  });
});
