import { CIGANO_CARDS } from '@constelar/content';
import { describe, expect, it } from 'vitest';
import { CIGANO_PAGE_PATHS, ciganoCardPage, ciganoPathExists } from './cigano-head';
import { escapeHtml } from './page-head';
import { tarotPathExists } from './tarot-head';

describe('the cigano pages the server knows', () => {
  it('lists the four spreads and the 36 cards for the sitemap', () => {
    expect(CIGANO_PAGE_PATHS).toHaveLength(40);
    expect(CIGANO_PAGE_PATHS).toContain('/tarot/cigano/mesa-real');
    expect(CIGANO_PAGE_PATHS).toContain(`/tarot/cigano/cartas/${CIGANO_CARDS[35]!.slug}`);
  });

  it('tells pages from 404s, through the tarot’s check too', () => {
    for (const path of ['/tarot/cigano', '/tarot/cigano/', '/tarot/cigano/cartas', '/tarot/cigano/tres']) {
      expect(tarotPathExists(path)).toBe(true);
    }
    expect(tarotPathExists(`/tarot/cigano/cartas/${CIGANO_CARDS[0]!.slug}`)).toBe(true);
    for (const path of [
      '/tarot/cigano/quatro',
      '/tarot/cigano/cartas/o-dragao',
      '/tarot/cigano/cigano-tres',
    ]) {
      expect(ciganoPathExists(path)).toBe(false);
      expect(tarotPathExists(path)).toBe(false);
    }
  });

  it('writes a card page’s head and its texts into the HTML, escaped', () => {
    const card = CIGANO_CARDS[23]!;
    const page = ciganoCardPage(`/tarot/cigano/cartas/${card.slug}`, 'https://constelar.example')!;
    expect(page.head.title).toContain(card.name);
    expect(page.head.url).toBe(`https://constelar.example/tarot/cigano/cartas/${card.slug}`);
    expect(page.head.image).toBe('https://constelar.example/images/cigano/24.webp');
    expect(page.body).toContain('<h1>');
    for (const text of Object.values(card.meanings)) expect(page.body).toContain(escapeHtml(text));
    expect(ciganoCardPage('/tarot/cigano/cartas/nada', 'https://x')).toBeUndefined();
  });
});
