import { randomBytes } from 'node:crypto';
import type { TarotReading } from '@constelar/contract';
import {
  CIGANO_CODES,
  SHUFFLE_ALGORITHM,
  TAROT_CODES,
  dealFromSeed,
  hexToBytes,
} from '@constelar/core/tarot';
import { tarotCardName } from '@constelar/content/tarot/tarot-names';
import { describe, expect, it } from 'vitest';
import { readingCardsLine, readingProofPath, readingShare } from './reading-share';

/** A reading dealt from a fresh seed by the same code the server runs, with the picks a person made. */
function dealtReading(deck: 'full' | 'cigano', picks: number[], reversals: boolean, spreadName: string) {
  const seed = randomBytes(32).toString('hex');
  const codes = deck === 'cigano' ? CIGANO_CODES : TAROT_CODES;
  const dealt = dealFromSeed(hexToBytes(seed)!, codes, picks.length, { picks, reversals });
  return {
    id: 'r1',
    spread: deck === 'cigano' ? 'cigano-nove' : 'cruz-celta',
    spreadName,
    question: 'Vou mudar de emprego este ano?',
    deck,
    reversals,
    createdAt: '2026-11-29T10:00:00.000Z',
    cards: dealt.map((d, i) => ({
      position: i + 1,
      positionName: `Posição ${i + 1}`,
      index: d.index,
      card: { code: d.card, name: tarotCardName(d.card) ?? d.card, slug: d.card, image: '' },
      reversed: d.reversed,
      text: 'texto',
    })),
    synthesis: [],
    proof: { seed, commitment: 'c', algorithm: SHUFFLE_ALGORITHM },
    note: 'Uma nota só minha.',
  } as TarotReading;
}

/** The cards "Como embaralhamos" deals from a shared path's parameters, as that page reads them. */
function dealtFromPath(path: string) {
  const params = new URL(path, 'https://constelar.test').searchParams;
  const codes = params.get('baralho') === 'cigano' ? CIGANO_CODES : TAROT_CODES;
  const picks = params.get('escolhas')!.split(',').map(Number);
  return dealFromSeed(hexToBytes(params.get('semente')!)!, codes, picks.length, {
    picks,
    reversals: params.get('invertidas') === '1',
  }).map((d) => ({ code: d.card, reversed: d.reversed }));
}

describe('a shared reading', () => {
  it.each([
    ['full', [77, 3, 40, 12, 0, 65, 21, 9, 54, 30], true],
    ['full', [5, 1, 60], false],
    ['cigano', [35, 0, 17, 8, 22, 4, 30, 11, 26], false],
  ] as const)(
    'points at a proof page that deals the same cards again (%s deck)',
    (deck, picks, reversals) => {
      const reading = dealtReading(deck, [...picks], reversals, 'Cruz celta');
      expect(dealtFromPath(readingProofPath(reading))).toEqual(
        reading.cards.map((c) => ({ code: c.card.code, reversed: c.reversed })),
      );
    },
  );

  it('never carries the question or the note', () => {
    const reading = dealtReading('full', [1, 2, 3], true, 'Passado, presente e futuro');
    const shared = JSON.stringify(readingShare(reading, 'https://constelar.test'));
    expect(shared).not.toContain('emprego');
    expect(shared).not.toContain('nota');
  });

  it('names up to three cards, and counts the rest', () => {
    const reading = dealtReading('full', [0, 1, 2, 3, 4], false, 'Ferradura');
    const names = reading.cards.map((c) => c.card.name);
    expect(readingCardsLine({ ...reading, cards: reading.cards.slice(0, 1) })).toBe(names[0]);
    expect(readingCardsLine({ ...reading, cards: reading.cards.slice(0, 3) })).toBe(
      `${names[0]}, ${names[1]} e ${names[2]}`,
    );
    expect(readingCardsLine({ ...reading, cards: reading.cards.slice(0, 4) })).toBe(
      `${names[0]}, ${names[1]}, ${names[2]} e mais 1 carta`,
    );
    expect(readingCardsLine(reading)).toBe(`${names[0]}, ${names[1]}, ${names[2]} e mais 2 cartas`);
    const turned = { ...reading.cards[1]!, reversed: true };
    expect(readingCardsLine({ ...reading, cards: [reading.cards[0]!, turned] })).toBe(
      `${names[0]} e ${names[1]} (invertida)`,
    );
  });

  it('gives the sheet a title, a short text and the URL, and WhatsApp all three', () => {
    const reading = dealtReading('full', [10, 20, 30], false, 'Passado, presente e futuro');
    const share = readingShare(reading, 'https://constelar.test');
    const cards = readingCardsLine(reading);
    expect(share.title).toBe('Minha tiragem: Passado, presente e futuro');
    expect(share.text).toBe(`Passado, presente e futuro no Constelar: ${cards}.`);
    expect(share.url).toBe(`https://constelar.test${readingProofPath(reading)}`);
    expect(share.whatsappText.split('\n')).toEqual([
      '*Minha tiragem de Passado, presente e futuro no Constelar*',
      `${cards}.`,
      `As cartas foram embaralhadas antes da minha escolha; confira: ${share.url}`,
    ]);
    expect(share.filename).toBe('constelar-cruz-celta.jpg');
  });
});
