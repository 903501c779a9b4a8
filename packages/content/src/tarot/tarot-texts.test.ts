import { SPREAD_CARDS, SPREAD_CODES, TAROT_CODES } from '@constelar/core/tarot';
import { describe, expect, it } from 'vitest';
import {
  SPREAD_TEXTS,
  TAROT_SLUGS,
  positionName,
  positionReading,
  recurringCardSentence,
  tarotCardImage,
  tarotCardName,
  tarotCardNameWithArticle,
  tarotCardText,
  tarotCodeBySlug,
  tarotSynthesis,
  writtenTarotCodes,
} from './tarot-texts';

const written = writtenTarotCodes();
const sample = written[0]!;

describe('the deck’s texts', () => {
  it('has every text of all 78 cards, joined by code', () => {
    expect(written).toEqual([...TAROT_CODES]);
    for (const code of TAROT_CODES) {
      const text = tarotCardText(code)!;
      expect(text.description.length, code).toBeGreaterThan(20);
      expect(text.longDescription.split('\n\n').length, code).toBeGreaterThanOrEqual(3);
      expect(text.alt.length, code).toBeGreaterThan(20);
      expect(text.keywords.length, code).toBeGreaterThanOrEqual(4);
    }
    // The majors keep domain.md's descriptions.
    expect(tarotCardText('major-0')!.description).toMatch(/^O Louco é o começo/);
  });
});

describe('tarot names, slugs and images', () => {
  it('names the 78 cards as the spec does, each with its own slug', () => {
    expect(tarotCardName('major-0')).toBe('O Louco');
    expect(tarotCardName('major-21')).toBe('O Mundo');
    expect(tarotCardName('cups-ace')).toBe('Ás de Copas');
    expect(tarotCardName('wands-2')).toBe('Dois de Paus');
    expect(tarotCardName('pentacles-10')).toBe('Dez de Ouros');
    expect(tarotCardName('swords-page')).toBe('Valete de Espadas');
    expect(tarotCardName('wands-knight')).toBe('Cavaleiro de Paus');
    expect(tarotCardName('cups-queen')).toBe('Rainha de Copas');
    expect(tarotCardName('pentacles-king')).toBe('Rei de Ouros');
    expect(tarotCardName('cups-1')).toBeUndefined();
    expect(TAROT_SLUGS['major-0']).toBe('o-louco');
    expect(TAROT_SLUGS['major-10']).toBe('a-roda-da-fortuna');
    expect(TAROT_SLUGS['cups-ace']).toBe('as-de-copas');
    expect(TAROT_SLUGS['wands-2']).toBe('dois-de-paus');
    expect(TAROT_SLUGS['cups-queen']).toBe('rainha-de-copas');
    expect(new Set(Object.values(TAROT_SLUGS)).size).toBe(78);
    for (const code of TAROT_CODES) expect(tarotCodeBySlug(TAROT_SLUGS[code]!)).toBe(code);
    expect(tarotCardNameWithArticle('cups-queen')).toBe('A Rainha de Copas');
    expect(tarotCardNameWithArticle('swords-10')).toBe('O Dez de Espadas');
    expect(tarotCardImage('major-7')).toBe('/images/arcana/7.webp');
    expect(tarotCardImage('cups-queen')).toBe('/images/tarot/cups-queen.webp');
  });
});

describe('spreads in Portuguese', () => {
  it('gives each spread its name and as many positions as it has cards, each with a question', () => {
    for (const spread of SPREAD_CODES) {
      const text = SPREAD_TEXTS[spread];
      expect(text.positions).toHaveLength(SPREAD_CARDS[spread]);
      for (const p of text.positions) {
        expect(p.question).toMatch(/^[A-ZÀ-Ú].*\?$/);
        expect(p.intro).toContain('{carta}');
      }
    }
    expect(SPREAD_TEXTS['cruz-celta'].positions.map((p) => p.name)).toEqual([
      'A situação',
      'O desafio',
      'A base',
      'O passado recente',
      'O que pode vir',
      'O futuro próximo',
      'Você',
      'O ambiente',
      'Esperanças e medos',
      'O desfecho',
    ]);
    expect(SPREAD_TEXTS.mandala.positions[6]!.name).toBe('Casa 7: as parcerias');
    expect(SPREAD_TEXTS.mandala.positions[12]!.name).toBe('Síntese');
    expect(SPREAD_TEXTS['tres-cartas'].positions[0]!.question).toBe('O que ficou para trás e ainda pesa?');
  });
});

describe('a card read in its position', () => {
  it('opens with the position and goes on with the meaning of the spread’s area', () => {
    const text = tarotCardText(sample)!;
    const past = positionReading('tres-cartas', 0, sample, false);
    expect(past.startsWith(`No passado, ${tarotCardNameWithArticle(sample)} `)).toBe(true);
    expect(past).toContain(text.meanings.geral.upright);
    const love = positionReading('amor', 2, sample, true);
    expect(love).toContain('em posição invertida');
    expect(love).toContain(text.meanings.amor.reversed);
    expect(positionReading('conselho', 2, sample, false)).toContain(text.meanings.conselho.upright);
  });

  it('says the yes/no answer in the text of "Sim ou não"', () => {
    const text = tarotCardText(sample)!;
    const reading = positionReading('sim-ou-nao', 0, sample, false);
    const word = { sim: 'tende a sim', nao: 'tende a não', talvez: 'é talvez' }[text.yesNo.upright];
    expect(reading).toContain(word);
  });

  it('names the member’s sign on each Mandala house', () => {
    const houseSigns = ['aries', 'taurus', 'gemini', 'cancer', 'leo', 'virgo', 'libra'] as const;
    const signs = [...houseSigns, 'scorpio', 'sagittarius', 'capricorn', 'aquarius', 'pisces'] as const;
    expect(positionName('mandala', 6, { houseSigns: signs })).toBe('Casa 7, em Libra no seu mapa');
    expect(positionName('mandala', 6)).toBe('Casa 7: as parcerias');
    expect(positionReading('mandala', 6, sample, false, { houseSigns: signs })).toMatch(
      /^Na casa 7, a das parcerias, em Libra no seu mapa, /,
    );
    expect(positionName('mandala', 12, { houseSigns: signs })).toBe('Síntese');
  });
});

describe('the synthesis of a draw', () => {
  it('counts the majors, names the dominant suit, repeated numbers, court cards and reversals', () => {
    const draw = [
      { code: 'cups-2', reversed: false },
      { code: 'cups-queen', reversed: true },
      { code: 'swords-2', reversed: false },
      { code: 'major-6', reversed: false },
      { code: 'cups-10', reversed: true },
    ];
    const paragraphs = tarotSynthesis(draw);
    expect(paragraphs.length).toBeGreaterThanOrEqual(1);
    expect(paragraphs.length).toBeLessThanOrEqual(3);
    const all = paragraphs.join(' ');
    expect(all).toContain('Um arcano maior aparece entre as 5 cartas');
    expect(all).toContain('Copas, o naipe da água, domina a tiragem');
    expect(all).toContain('(3 cartas de Copas)');
    expect(all).toContain('Dois dois se repetem');
    expect(all).toContain('Uma carta da corte aparece');
    expect(all).toContain('Duas cartas saíram invertidas de 5');
  });

  it('reads an all-majors draw and a single card', () => {
    expect(
      tarotSynthesis([
        { code: 'major-1', reversed: false },
        { code: 'major-2', reversed: false },
      ])[0],
    ).toContain('Todas as 2 cartas são arcanos maiores');
    expect(tarotSynthesis([{ code: 'wands-3', reversed: false }])[0]).toContain('A carta é um arcano menor');
  });
});

describe('the insights sentence', () => {
  it('names the card, how many times and the window', () => {
    expect(recurringCardSentence('swords-10', 4, 30, ['fim', 'cansaço', 'alívio', 'outro'])).toBe(
      'O Dez de Espadas apareceu 4 vezes em 30 dias: quando uma carta volta assim, o tema dela (fim, cansaço e alívio) está pedindo a sua atenção.',
    );
  });
});
