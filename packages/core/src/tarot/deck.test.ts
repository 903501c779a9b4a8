import { describe, expect, it } from 'vitest';
import { MAJOR_CODES, TAROT_CODES, deckCodes, tarotCardInfo } from './deck';
import { SPREAD_CARDS, SPREAD_CODES, TAROT_SPREAD_CODES, spreadArea } from './spreads';

describe('tarot deck codes', () => {
  it('holds 78 distinct codes in canonical order', () => {
    expect(TAROT_CODES).toHaveLength(78);
    expect(new Set(TAROT_CODES).size).toBe(78);
    expect(TAROT_CODES.slice(0, 2)).toEqual(['major-0', 'major-1']);
    expect(TAROT_CODES.slice(21, 24)).toEqual(['major-21', 'wands-ace', 'wands-2']);
    expect(TAROT_CODES.slice(34, 37)).toEqual(['wands-queen', 'wands-king', 'cups-ace']);
    expect(TAROT_CODES[77]).toBe('pentacles-king');
    expect(deckCodes('majors')).toEqual(MAJOR_CODES);
  });

  it('reads a code back into its card', () => {
    expect(tarotCardInfo('major-11')).toEqual({ code: 'major-11', arcana: 'major', number: 11 });
    expect(tarotCardInfo('cups-queen')).toEqual({
      code: 'cups-queen',
      arcana: 'minor',
      suit: 'cups',
      rank: 'queen',
      number: null,
    });
    expect(tarotCardInfo('swords-ace')).toMatchObject({ number: 1 });
    expect(tarotCardInfo('pentacles-10')).toMatchObject({ number: 10 });
    for (const bad of ['major-22', 'major-01', 'cups-1', 'cups-11', 'coins-2', 'x', '']) {
      expect(tarotCardInfo(bad)).toBeNull();
    }
  });

  it('names eight tarot spreads and four cigano ones with their card counts and areas', () => {
    expect(TAROT_SPREAD_CODES).toHaveLength(8);
    expect(SPREAD_CODES).toHaveLength(12);
    expect(SPREAD_CARDS['cruz-celta']).toBe(10);
    expect(SPREAD_CARDS.mandala).toBe(13);
    expect(spreadArea('amor')).toBe('amor');
    expect(spreadArea('conselho')).toBe('conselho');
    expect(spreadArea('ferradura')).toBe('geral');
  });
});
