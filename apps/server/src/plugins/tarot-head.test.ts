import { TAROT_CODES } from '@constelar/core/tarot';
import { TAROT_SLUGS, tarotCardHead, tarotCardText } from '@constelar/content';
import { describe, expect, it } from 'vitest';
import { TAROT_PAGE_PATHS, tarotCardPage, tarotPathExists } from './tarot-head';
import { escapeHtml } from './page-head';

// spec/tarot.md §4: all 78 cards have a page, with a server-written head (its art as the share image,
// the art's alt) and the card's text in the HTML.
describe('tarot card pages', () => {
  it.each(TAROT_CODES.map((code) => [code]))('%s has its page, head and text', (code) => {
    const path = `/tarot/cartas/${TAROT_SLUGS[code]}`;
    expect(TAROT_PAGE_PATHS).toContain(path);
    expect(tarotPathExists(path)).toBe(true);
    const page = tarotCardPage(path, 'https://constelar.test')!;
    const card = tarotCardHead(code);
    const text = tarotCardText(code)!;
    expect(page.head.title).toBe(`${card.name}: significado no tarô · Constelar`);
    expect(page.head.image).toBe(`https://constelar.test${card.image}`);
    expect(page.head.imageAlt).toBe(text.alt);
    expect(page.body).toContain(`<h1>${escapeHtml(card.name)}</h1>`);
    expect(page.body).toContain(escapeHtml(text.meanings.amor.upright));
    // reach.md §1: each card is a DefinedTerm of the deck.
    expect(page.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'DefinedTerm',
        name: card.name,
        description: text.description,
        url: `https://constelar.test${path}`,
        inDefinedTermSet: expect.objectContaining({ url: 'https://constelar.test/tarot/cartas' }),
      }),
    ]);
  });

  it('knows no card by an unknown slug', () => {
    expect(tarotPathExists('/tarot/cartas/as-de-trevos')).toBe(false);
    expect(tarotCardPage('/tarot/cartas/as-de-trevos', 'https://constelar.test')).toBeUndefined();
  });
});
