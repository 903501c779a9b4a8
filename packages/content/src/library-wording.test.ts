// Issue #37 over every library, tables and rendered templates alike (testing/library-corpus.ts): no
// gendered address, no template slip, no investment advice and no claim about the body.
import { describe, expect, it } from 'vitest';
import { genderedAddress, readerAgreement } from './address-check';
import { slipsOf, forbiddenClaimsOf } from './library-checks';
import { libraryCorpus, renderedTexts } from './testing/library-corpus';

const corpus = libraryCorpus();

describe('every library', () => {
  it('renders every template library, the horóscopo, pushes, calendar, "Seu dia", synastry and the sky ahead', () => {
    const prefixes = new Set(renderedTexts().map(({ key }) => key.split('.')[0]));
    for (const p of [
      'horoscope',
      'period',
      'push',
      'member',
      'calendar',
      'day',
      'synastry',
      'composite',
      'direction',
      'cycle',
    ])
      expect(prefixes, p).toContain(p);
    const keys = corpus.map(({ key }) => key.split('.')[0]);
    for (const p of [
      'arcana',
      'tarot',
      'numerology',
      'numbers',
      'planetInSign',
      'aspects',
      'transits',
      'progressions',
      'solarReturn',
      'lunarReturn',
    ])
      expect(keys, p).toContain(p);
  });

  it('addresses the reader without gender', () => {
    const hits = corpus.flatMap(({ key, text }) =>
      [
        ...genderedAddress(text),
        ...readerAgreement(text, 'masculine'),
        ...readerAgreement(text, 'feminine'),
      ].map((h) => `${key}: ${h}`),
    );
    expect(hits).toEqual([]);
  });

  it('leaves no template slip', () => {
    // The tables of allTexts keep their slots ({sign}, {x}); only what is rendered must have none.
    const rendered = new Set(renderedTexts().map(({ key }) => key));
    const hits = corpus.flatMap(({ key, text }) =>
      slipsOf(text)
        .filter((h) => rendered.has(key) || !h.startsWith('unfilled slot'))
        .map((h) => `${key}: ${h}`),
    );
    expect(hits).toEqual([]);
  });

  it('gives no investment advice and makes no claim about the body', () => {
    const hits = corpus.flatMap(({ key, text }) => forbiddenClaimsOf(text).map((h) => `${key}: ${h}`));
    expect(hits).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('find the gendered forms the editor found', () => {
    for (const s of [
      'Com Vênus em Câncer, amar é cuidar e ser cuidado.',
      'Gentileza consigo mesmo ajuda.',
      'Crescer é aceitar ser visto como alguém de autoridade.',
      'O hábito de resolver tudo sozinho.',
      'Ana vê o melhor de Bia e o encoraja a se mostrar.',
      'Fique atento ao que chega.',
      'Muitas vezes é visto como mais velho.',
      'A Lua progredida acende a vontade de ser visto.',
    ])
      expect(genderedAddress(s), s).toHaveLength(1);
    for (const s of [
      'Você quer que sua trajetória seja reconhecida.',
      'Cada pessoa se sente vista.',
      'A franqueza é bem-vinda.',
      'Amar é cuidar e receber cuidado.',
    ])
      expect(genderedAddress(s), s).toEqual([]);
  });

  it('find the slips the editor found', () => {
    expect(slipsOf('A Lua Cheia ilumina a sua casa 4, a de o lar.')).not.toEqual([]);
    expect(slipsOf('Vale  olhar.')).not.toEqual([]);
    expect(slipsOf('A Lua em {sign} pede calma.')).not.toEqual([]);
    expect(slipsOf('Um dia de de escolhas.')).not.toEqual([]);
    expect(slipsOf('O nome undefined aparece.')).not.toEqual([]);
    expect(slipsOf('Entre em o assunto.')).not.toEqual([]);
    expect(slipsOf('A Lua Cheia ilumina a sua casa 4: o lar e a família.')).toEqual([]);
  });

  it('find investment advice and body claims', () => {
    for (const s of [
      'Bom dia para investir na bolsa.',
      'Invista seu dinheiro agora.',
      'Investimentos de longo prazo rendem.',
      'Compre ações agora.',
      'Dinheiro garantido neste trânsito.',
      'Uma dieta nova ajuda.',
      'O corpo reage ao estresse.',
      'Este trânsito traz cura para a doença.',
      'Sua saúde vai melhorar.',
    ])
      expect(forbiddenClaimsOf(s), s).not.toEqual([]);
    expect(forbiddenClaimsOf('Ações em parceria e a cura de uma mágoa antiga.')).toEqual([]);
  });
});
