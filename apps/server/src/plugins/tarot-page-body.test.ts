import { TAROT_SLUGS, tarotCodeBySlug } from '@constelar/content';
import { TAROT_CODES } from '@constelar/core/tarot';
import { describe, expect, it } from 'vitest';
import { tarotCardDetail, tarotDeckSummaries } from '../services/tarot/tarot-cards';
import { escapeHtml } from './page-head';
import { tarotCardBody, tarotDeckBody } from './tarot-page-body';

// reach.md §1: the tarot deck's pages carry the API's words in the HTML and the answers for the app.

describe('the tarot deck pages in the HTML', () => {
  it('writes the deck: the h1, every card linked by its slug, and GET /api/tarot/cards’ answer', () => {
    const body = tarotDeckBody();
    expect(body.html).toMatch(/<h1[^>]*>As 78 cartas<\/h1>/);
    const cards = tarotDeckSummaries();
    expect(cards).toHaveLength(78);
    for (const card of cards) {
      expect(body.html).toContain(`href="/tarot/cartas/${card.slug}"`);
      expect(body.html).toContain(`>${escapeHtml(card.name)}</span>`);
    }
    // The art loads as a reader scrolls near it, not the whole deck on arrival.
    expect(body.html.match(/<img [^>]*loading="lazy"/g)).toHaveLength(78);
    expect(body.queries).toEqual([{ key: ['tarot', 'cards'], data: { cards } }]);
  });

  it.each(TAROT_CODES.map((code) => [TAROT_SLUGS[code]!]))(
    'writes %s with every text of its answer',
    (slug) => {
      const code = tarotCodeBySlug(slug)!;
      const c = tarotCardDetail(code)!;
      const body = tarotCardBody(slug, [])!;
      expect(body.html).toContain(`>${escapeHtml(c.name)}</h1>`);
      expect(body.html).toContain(escapeHtml(c.description));
      for (const p of c.longDescription.split(/\n\n+/)) expect(body.html).toContain(`>${escapeHtml(p)}</p>`);
      for (const area of ['geral', 'amor', 'trabalho', 'conselho'] as const) {
        expect(body.html).toContain(`>${escapeHtml(c.meanings[area].upright)}</p>`);
        expect(body.html).toContain(`>${escapeHtml(c.meanings[area].reversed)}</p>`);
      }
      expect(body.queries).toEqual([{ key: ['tarot', 'card', code], data: c }]);
    },
  );

  it('writes nothing for an unknown card', () => {
    expect(tarotCardBody('as-de-trevos', [])).toBeUndefined();
  });
});
