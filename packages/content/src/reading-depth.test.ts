import { ASPECT_KINDS, NUMBER_KINDS } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { readerAgreement } from './address-check';
import { ADDRESS_VARIANTS, addressed } from './address-variants';
import { allTexts } from './all-texts';
import { arcanumForRole } from './arcana-by-role';
import { ARCANA, getArcanum } from './arcana';
import { ASPECT_KIND_LEADS, natalAspectText } from './aspect-kinds';
import { EXTRA_POINT_TEXTS } from './extra-points';
import { BOLTED_OPENERS, OPENER_LIMIT, openerOf, varyOpenings } from './vary-openings';
import { sentences } from './testing/text-checks';

// Issue #27 over every text of the product (docs/decisions/083-reading-depth.md).
const texts = allTexts();

describe('the reading, deeper: every text', () => {
  it('makes no adjective or participle agree with the reader', () => {
    for (const { key, text } of texts) {
      expect(readerAgreement(text, 'masculine'), key).toEqual([]);
      expect(readerAgreement(text, 'feminine'), key).toEqual([]);
    }
  });

  it('finds the agreement it is meant to find', () => {
    expect(readerAgreement('Você se sente observado no trabalho.', 'masculine')).toHaveLength(1);
    expect(readerAgreement('Talvez você fique cansada.', 'feminine')).toHaveLength(1);
    expect(readerAgreement('Você sente olhares sobre si.', 'masculine')).toEqual([]);
  });

  it('states no medical claim as fact', () => {
    const medical =
      /\b(remédios?|álcool|estômago|insônia|sistema nervoso|tensão muscular|dores?\b|doença|substâncias)/i;
    const hedged = /\b(pode|podem|talvez|vale|ajuda|cuidado)\b/i;
    for (const { key, text } of texts) {
      for (const s of sentences(text)) {
        if (medical.test(s) && !/remédios comprados/.test(s))
          expect(hedged.test(s), `${key}: ${s}`).toBe(true);
      }
      expect(text, key).not.toMatch(/O corpo (registra|fica mais sensível)/);
    }
  });

  it('keeps "Essa fricção" and "O ponto de atenção" out of the natal tables’ structure', () => {
    const natal = texts.filter(({ key }) =>
      /^(aspects|planetInSign|planetInHouse|signs|numbers)\./.test(key),
    );
    expect(natal.filter(({ text }) => text.includes('Essa fricção'))).toEqual([]);
    expect(natal.filter(({ text }) => text.includes('O ponto de atenção'))).toEqual([]);
    expect(texts.filter(({ text }) => text.includes('O ponto de atenção'))).toEqual([]);
    expect(natal.filter(({ text }) => /\bcostuma/.test(text)).length).toBeLessThanOrEqual(
      Math.ceil(natal.length / 10),
    );
  });

  it('puts the South Node opposite the North Node', () => {
    expect(EXTRA_POINT_TEXTS.trueNode.description).toContain('no ponto exatamente oposto');
    expect(EXTRA_POINT_TEXTS.trueNode.description).not.toContain('bem à frente');
  });
});

describe('addressed', () => {
  it('keeps the neutral wording without a choice or with neutro, and picks the chosen variant', () => {
    for (const v of ADDRESS_VARIANTS) {
      const text = `Talvez você ${v.neutro}.`;
      expect(addressed(text)).toBe(text);
      expect(addressed(text, 'neutro')).toBe(text);
      expect(addressed(text, 'feminino')).toBe(`Talvez você ${v.feminino}.`);
      expect(readerAgreement(addressed(text, 'feminino'), 'masculine')).toEqual([]);
      expect(readerAgreement(addressed(text, 'masculino'), 'feminine')).toEqual([]);
      // Every neutral phrase is one the texts really use.
      expect(
        texts.some(({ text: t }) => t.includes(v.neutro)),
        v.neutro,
      ).toBe(true);
    }
  });
});

describe('the synastry and the address form', () => {
  // The synastry route accepts addressForm but passes it nowhere: this is why (issue #27).
  it('holds no phrase with a gendered variant and no agreement with the reader', () => {
    const synastry = texts.filter(({ key }) => key.startsWith('synastry.'));
    expect(synastry.length).toBeGreaterThan(100);
    for (const { key, text } of synastry) {
      for (const v of ADDRESS_VARIANTS) expect(text, key).not.toContain(v.neutro);
      expect(readerAgreement(text, 'masculine'), key).toEqual([]);
      expect(readerAgreement(text, 'feminine'), key).toEqual([]);
    }
  });
});

describe('aspects by their kind', () => {
  it('gives every kind three leads that open with words of their own', () => {
    const openers = ASPECT_KINDS.flatMap((k) =>
      ASPECT_KIND_LEADS[k].map((lead) => openerOf(lead('a Lua', 'Saturno'))),
    );
    expect(new Set(openers).size).toBe(openers.length);
  });

  it('reads a square unlike an opposition and a trine unlike a sextile, for every lead', () => {
    for (const turn of [0, 1, 2]) {
      const at = (kind: (typeof ASPECT_KINDS)[number]) =>
        natalAspectText({ a: 'sun', b: 'moon', kind, pairKey: 'sun-moon', turn });
      expect(at('square')).not.toBe(at('opposition'));
      expect(at('trine')).not.toBe(at('sextile'));
      expect(at('opposition')).toMatch(/oposição/);
      expect(at('opposition')).toMatch(/outr[ao]|parceiros|relações/);
    }
  });

  it('reads an aspect to an angle in the planet’s house', () => {
    const text = natalAspectText({
      a: 'moon',
      b: 'ascendant',
      kind: 'opposition',
      pairKey: 'moon-ascendant',
      bodyHouse: 7,
      turn: 1,
    });
    expect(text).toContain('A Lua fica assim na Casa 7, a dos parceiros');
  });
});

describe('arcana by role', () => {
  it('keeps the whole-life paragraph for the personal card alone', () => {
    for (const { id } of ARCANA) {
      const life = getArcanum(id).longDescription.split('\n\n')[1]!;
      expect(arcanumForRole(id, 'personal').longDescription).toContain(life);
      for (const kind of NUMBER_KINDS.filter((k) => k !== 'personal')) {
        expect(arcanumForRole(id, kind).longDescription, `${id} ${kind}`).not.toContain(life.slice(0, 80));
      }
    }
  });
});

describe('varyOpenings', () => {
  it('reopens the fifth sentence with the same two words, keeping paragraphs', () => {
    const text = Array.from({ length: 6 }, () => 'Você tem talento para ouvir.').join(' ');
    const [out] = varyOpenings([`${text}\n\nÉ o fim.`]);
    const counts = new Map<string, number>();
    for (const s of sentences(out!.split('\n\n')[0]!))
      counts.set(openerOf(s), (counts.get(openerOf(s)) ?? 0) + 1);
    expect(Math.max(...counts.values())).toBeLessThanOrEqual(OPENER_LIMIT);
    expect(out).toContain('Há em você talento para ouvir.');
    expect(out!.endsWith('\n\nÉ o fim.')).toBe(true);
  });
  it('reopens with the sentence’s own words, never a connective bolted before it (issue #37)', () => {
    const six = (s: string) => Array.from({ length: 6 }, () => s).join(' ');
    const [sun, time, fortune] = varyOpenings([
      six('O Sol em Leão pede palco.'),
      six('Com o tempo, porém, essa fricção ensina.'),
      six('A Roda da Fortuna na Casa 4 diz que o lar importa.'),
    ]);
    const all = sentences(`${sun!} ${time!} ${fortune!}`);
    expect(all.filter((s) => BOLTED_OPENERS.test(s))).toEqual([]);
    expect(sun).toContain('Seu Sol em Leão pede palco.');
    expect(time).toContain('Aos poucos, porém, essa fricção ensina.');
    expect(time).not.toMatch(/Aqui, com o tempo|Também com o tempo/);
    expect(fortune).toContain('Sua Roda da Fortuna na Casa 4');
  });
});
