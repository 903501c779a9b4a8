import { describe, expect, it } from 'vitest';
import type { BodyPosition, PersonalContent } from '@constelar/contract';
import { aspectTone, describeAngle, describeBody, signAt } from './chart-points';
import { numberEntries } from './numerology-entries';

const sun: BodyPosition = {
  sign: 'Câncer',
  signCode: 'cancer',
  house: 8,
  longitude: 112.95,
  degree: 22.95,
  retrograde: false,
};

describe('describeBody', () => {
  it('reads degrees, sign and house', () => {
    expect(describeBody('Sol', sun)).toBe('Sol a 22°57′ de Câncer, Casa 8');
  });
  it('adds retrograde and omits a missing house', () => {
    expect(
      describeBody('Saturno', { ...sun, sign: 'Capricórnio', degree: 20.6, house: null, retrograde: true }),
    ).toBe('Saturno a 20°36′ de Capricórnio, retrógrado');
  });
  it('says N/A for an empty sign', () => {
    expect(describeBody('Lua', { ...sun, sign: '' })).toBe('Lua: N/A');
    expect(describeAngle('Ascendente', { sign: '', signCode: 'aries', longitude: 0, degree: 0 })).toBe(
      'Ascendente: N/A',
    );
  });
});

describe('aspectTone', () => {
  it.each([
    ['trine', 'harmonious'],
    ['sextile', 'harmonious'],
    ['square', 'tense'],
    ['opposition', 'tense'],
    ['conjunction', 'conjunction'],
    ['quincunx', 'other'],
  ])('%s is %s', (kind, tone) => expect(aspectTone(kind)).toBe(tone));
});

describe('signAt', () => {
  it('names the sign of a cusp and the degree within it', () => {
    expect(signAt(252.3).sign).toBe('Sagitário');
    expect(signAt(252.3).degree).toBeCloseTo(12.3);
    expect(signAt(-1).sign).toBe('Peixes');
  });
});

describe('numberEntries', () => {
  const content = {
    targetYear: 2026,
    numerology: { personalNumber: 5, annualNumber: 3, soulNumber: undefined },
    numerologyDetails: {
      personalNumber: { value: 5, total: 32, trail: '32 → 5', name: 'Número Pessoal', text: 'x' },
    },
  } as unknown as PersonalContent;

  it('keeps only defined numbers, in order, and names the year of the personal year', () => {
    const entries = numberEntries(content);
    expect(entries.map((e) => e.field)).toEqual(['personalNumber', 'annualNumber']);
    expect(entries[0]!.name).toBe('Número Pessoal');
    expect(entries[1]!.name).toBe('Ano Pessoal 2026');
    expect(entries[1]!.detail).toBeUndefined();
  });
});
