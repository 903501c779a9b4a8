import { NUMBER_KINDS, NUMBER_VALUES } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { ARCANA } from './arcana';
import { NUMBER_KIND_TEXTS } from './numbers';
import {
  ARCANUM_ROLE_TEMPLATES,
  NUMBER_ROLE_TEMPLATES,
  arcanumRoleOpening,
  fillRoleTemplate,
  numberRoleOpening,
} from './role-openings';

const ARCANUM_ROLE_NAMES = {
  personal: 'Arcano Pessoal',
  soul: 'Arcano da Alma',
  personality: 'Arcano da Personalidade',
  destiny: 'Arcano do Destino',
  annual: 'Arcano Anual',
  cabalisticName: 'Arcano Cabalístico do Nome',
  gematriaName: 'Arcano da Gematria do Nome',
} as const;

function expectSentence(s: string) {
  expect(s).not.toMatch(/[{}]|undefined/);
  expect(s.length).toBeGreaterThanOrEqual(80);
  expect(s.length).toBeLessThanOrEqual(220);
  expect(s).toMatch(/^[A-ZÁÉÍÓÚ].*\.$/u);
  // One sentence: no full stop before the last character.
  expect(s.slice(0, -1)).not.toMatch(/[.!?]/);
}

describe('numberRoleOpening', () => {
  it('gives one sentence naming the number and the role for every kind and value', () => {
    for (const kind of NUMBER_KINDS) {
      for (const value of NUMBER_VALUES) {
        const s = numberRoleOpening(kind, value, 2026);
        expectSentence(s);
        expect(s).toMatch(new RegExp(`\\b${value}\\b`));
        const role = kind === 'annual' ? 'Ano Pessoal' : NUMBER_KIND_TEXTS[kind].name;
        expect(s).toContain(role);
        if (kind === 'annual') expect(s).toContain('2026');
        expectSentence(numberRoleOpening(kind, value));
      }
    }
  });

  it('says "this year" for the personal year when no year is given', () => {
    for (const value of NUMBER_VALUES) expect(numberRoleOpening('annual', value)).toMatch(/deste ano/);
  });

  it('gives seven different sentences for the same value, and varies a role across values', () => {
    for (const value of NUMBER_VALUES) {
      const all = NUMBER_KINDS.map((k) => numberRoleOpening(k, value, 2026));
      expect(new Set(all).size).toBe(7);
    }
    for (const kind of NUMBER_KINDS) {
      const forms = new Set(NUMBER_VALUES.map((v) => numberRoleOpening(kind, v, 2026).replace(/\d+/g, '#')));
      expect(forms.size).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('arcanumRoleOpening', () => {
  it('gives one sentence naming the arcanum and the role for every kind and arcanum', () => {
    for (const kind of NUMBER_KINDS) {
      for (const a of ARCANA) {
        const s = arcanumRoleOpening(kind, a.name, 2027);
        expectSentence(s);
        expect(s).toContain(`carta ${a.name}`);
        expect(s).toContain(ARCANUM_ROLE_NAMES[kind]);
        if (kind === 'annual') expect(s).toContain('2027');
      }
      expectSentence(arcanumRoleOpening(kind, 'Carta Desconhecida', 2027));
    }
  });

  it('gives seven different sentences for the same arcanum, and varies a role across arcana', () => {
    for (const a of ARCANA) {
      const all = NUMBER_KINDS.map((k) => arcanumRoleOpening(k, a.name, 2026));
      expect(new Set(all).size).toBe(7);
    }
    for (const kind of NUMBER_KINDS) {
      const forms = new Set(ARCANA.map((a) => arcanumRoleOpening(kind, a.name, 2026).replace(a.name, '#')));
      expect(forms.size).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('templates', () => {
  const templates = [
    ...Object.values(NUMBER_ROLE_TEMPLATES),
    ...Object.values(ARCANUM_ROLE_TEMPLATES),
  ].flat();

  it('has at least two variants per role and no two starting with the same four words', () => {
    for (const variants of [
      ...Object.values(NUMBER_ROLE_TEMPLATES),
      ...Object.values(ARCANUM_ROLE_TEMPLATES),
    ])
      expect(variants.length).toBeGreaterThanOrEqual(2);
    const openings = templates.map((t) => t.split(/\s+/).slice(0, 4).join(' ').toLowerCase());
    expect(new Set(openings).size).toBe(openings.length);
  });

  it('fills every placeholder', () => {
    expect(fillRoleTemplate('O {n} de {ano}, com {arcano}.', { n: 7, ano: 2030, arcano: 'A Lua' })).toBe(
      'O 7 de 2030, com A Lua.',
    );
    expect(fillRoleTemplate('Vale em {ano} e de {ano}.', {})).toBe('Vale neste ano e deste ano.');
  });
});
