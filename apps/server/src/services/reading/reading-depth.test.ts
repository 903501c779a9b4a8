import {
  BODY_NAMES,
  NUMBER_KIND_TEXTS,
  SIGN_NAMES,
  TRADITIONAL_RULERS,
  nameHasAccents,
  natalAspectText,
  readerAgreement,
} from '@constelar/content';
import { describe, expect, it } from 'vitest';
import { castBirth } from './cast-birth';
import { computePersonalContent } from './compute-personal';
import { READING_BIRTHS, READING_TODAY } from './reading-births.fixture';
import { openerCounts, reportTexts, wordCount } from './report-words';

// Issue #27, "The reading, deeper", over twenty births (docs/decisions/083-reading-depth.md).
const reports = READING_BIRTHS.map((b) => ({ birth: b, content: computePersonalContent(b, READING_TODAY) }));

describe('the reading, deeper (twenty births)', () => {
  it('names the chart ruler (traditional) with its sign and house, or says why it cannot', () => {
    for (const { birth, content } of reports) {
      const ruler = content.synthesis.find((p) => p.includes('regente do'))!;
      if (birth.birthTime === null) {
        expect(ruler, birth.name).toMatch(/Sem a hora de nascimento.*regente do mapa.*casas/);
        continue;
      }
      const asc = content.astrology.ascendant!.signCode;
      const body = TRADITIONAL_RULERS[asc];
      const placed = content.astrology[body];
      expect(ruler, birth.name).toContain('Pela regência tradicional');
      expect(ruler, birth.name).toMatch(
        new RegExp(`é (o |a )?${BODY_NAMES[body]}, senhora? de ${SIGN_NAMES[asc]}`),
      );
      expect(ruler, birth.name).toContain(`está em ${placed.sign}, na Casa ${placed.house}`);
    }
  });

  it('names the main tension, and Saturn and Mars on the Ascendant as one tension', () => {
    for (const { birth, content } of reports) {
      expect(content.synthesis.join(' '), birth.name).toMatch(
        /tensão principal|Nenhuma quadratura ou oposição/,
      );
    }
    const davi = reports.find((r) => r.birth.name === 'Davi Nogueira')!.content;
    const tension = davi.synthesis.find((p) => p.includes('tensão principal'))!;
    expect(tension).toContain('entre Marte e Saturno');
    expect(tension).toContain('no Ascendente');
  });

  it('reads outer planets sharing a sign as a generation, the 1989–90 Capricorn stellium included', () => {
    for (const name of ['Bruno Carvalho', 'Camila Ribeiro', 'João Pedro Alves', 'Sofia Andrade']) {
      const text = reports.find((r) => r.birth.name === name)!.content.synthesis.join(' ');
      expect(text, name).toMatch(/Urano e Netuno juntos em Capricórnio são uma marca de geração/);
      expect(text, name).toContain('stellium em Capricórnio');
    }
  });

  it('reads a square and an opposition of the same pair differently, and a trine and a sextile', () => {
    const base = { a: 'moon', b: 'saturn', pairKey: 'moon-saturn', turn: 0 } as const;
    expect(natalAspectText({ ...base, kind: 'square' })).not.toBe(
      natalAspectText({ ...base, kind: 'opposition' }),
    );
    expect(natalAspectText({ ...base, kind: 'trine' })).not.toBe(
      natalAspectText({ ...base, kind: 'sextile' }),
    );
    expect(natalAspectText({ ...base, kind: 'opposition' })).toMatch(/oposição/);
    expect(natalAspectText({ ...base, kind: 'square' })).toMatch(/quadratura/);
    // In the reports: each aspect's text names its own kind.
    for (const { content } of reports) {
      for (const a of content.astrology.aspects)
        expect(a.text).toContain(a.kindName === 'sextil' ? 'sextil' : a.kindName);
    }
  });

  it('reads the Moon opposite the Ascendant in the 7th house, partners', () => {
    const text = natalAspectText({
      a: 'moon',
      b: 'ascendant',
      kind: 'opposition',
      pairKey: 'moon-ascendant',
      bodyHouse: 7,
      turn: 0,
    });
    expect(text).toContain('Casa 7, a dos parceiros');
  });

  it('keeps every two-word opener to four sentences per report', () => {
    for (const { birth, content } of reports) {
      const over = [...openerCounts(reportTexts(content))].filter(([, n]) => n > 4);
      expect(over, birth.name).toEqual([]);
    }
  });

  it('keeps the arcana to a quarter of the words at most', () => {
    for (const { birth, content } of reports) {
      const texts = reportTexts(content);
      const all = texts.reduce((n, t) => n + wordCount(t.text), 0);
      const arcana = texts.filter((t) => t.part === 'arcanum').reduce((n, t) => n + wordCount(t.text), 0);
      expect(arcana / all, birth.name).toBeLessThanOrEqual(0.25);
    }
  });

  it('addresses no reader with a gendered adjective or participle', () => {
    for (const { birth, content } of reports) {
      for (const { text } of reportTexts(content)) {
        expect(readerAgreement(text, 'masculine'), birth.name).toEqual([]);
        expect(readerAgreement(text, 'feminine'), birth.name).toEqual([]);
      }
    }
  });

  it('gives numbers no second definition, a sentence of the role, and names accents only when there are some', () => {
    for (const { birth, content } of reports) {
      const texts = Object.entries(content.numerologyDetails).flatMap(([field, d]) =>
        d.text ? [{ field, text: d.text }] : [],
      );
      for (const { field, text } of texts) {
        for (const kind of Object.values(NUMBER_KIND_TEXTS)) expect(text, field).not.toContain(kind.opening);
      }
      const soul = content.numerologyDetails.soulNumber;
      if (soul?.text) expect(soul.text).toMatch(/Como motivo íntimo/);
      const annual = content.numerologyDetails.annualNumber;
      if (annual?.text) expect(annual.text).toMatch(new RegExp(`^Em ${content.targetYear}, seu Ano Pessoal`));
      const all = texts.map((t) => t.text).join(' ');
      if (!nameHasAccents(birth.name)) expect(all, birth.name).not.toMatch(/acentos/);
    }
  });

  it('with addressForm feminino addresses no reader in the masculine, and masculino none in the feminine', () => {
    for (const birth of READING_BIRTHS) {
      for (const [form, other] of [
        ['feminino', 'masculine'],
        ['masculino', 'feminine'],
      ] as const) {
        const content = computePersonalContent({ ...birth, addressForm: form }, READING_TODAY);
        for (const { text } of reportTexts(content))
          expect(readerAgreement(text, other), birth.name).toEqual([]);
      }
    }
  });

  it('has none of the errors the editor found', () => {
    for (const { content } of reports) {
      const all = reportTexts(content)
        .map((t) => t.text)
        .join('\n');
      expect(all).not.toContain('bem à frente dele');
      expect(all).not.toMatch(/O corpo registra|sensível a remédios|dor de estômago|sistema nervoso/);
      expect(all).not.toMatch(/A tensão principal do seu mapa está entre O /);
    }
  });

  it('casts the Saturn and Mars on the Ascendant case as the fixture says', () => {
    const davi = READING_BIRTHS.find((b) => b.name === 'Davi Nogueira')!;
    const { chart } = castBirth(davi, { today: READING_TODAY, placeRequired: true });
    const onAsc = chart.aspects
      .filter((a) => a.b === 'ascendant' && a.kind === 'conjunction')
      .map((a) => a.a);
    expect(onAsc).toEqual(expect.arrayContaining(['mars', 'saturn']));
  });
});
