import { NUMBER_VALUES, SIGNS } from '@constelar/core';
import type { NumberValue, Sign } from '@constelar/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ARCANA } from './arcana';
import { SIGN_NAMES } from './signs';
import { SUMMARY_MAX_WORDS, SUMMARY_MIN_WORDS, buildSummary } from './summary';
import type { SummaryInput } from './summary';
import { propertyRuns } from '../../../scripts/property-runs';

const words = (s: string): number => s.trim().split(/\s+/).filter(Boolean).length;
const sentences = (s: string): string[] => s.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
const NAMES = [
  'Maria',
  'João',
  'Ana',
  'Pedro',
  'Luíza',
  'Rafael',
  'Beatriz',
  'Tainá',
  'Igor',
  'Cecília',
  'Davi',
];
const ASCENDANTS: (Sign | null)[] = [...SIGNS, null];
const BLOCKED = /undefined|null|NaN|\[object|lorem|\b(TODO|TBD|FIXME)\b|\$\{|\s[,.;:]|\s{2}|\.\.|,,/;

/** Sentence shape: the first two words of every sentence (the name and sign names excluded). */
function shape(text: string, name: string): string {
  return sentences(text)
    .map((s, i) => {
      const ws = (i === 0 ? s.slice(name.length).replace(/^, você /, '') : s).trim().split(/\s+/);
      return ws.slice(0, 2).join(' ');
    })
    .join(' | ');
}

const anyInput: fc.Arbitrary<SummaryInput> = fc.record({
  firstName: fc.constantFrom(...NAMES),
  sun: fc.constantFrom(...SIGNS),
  moon: fc.constantFrom(...SIGNS),
  ascendant: fc.constantFrom(...ASCENDANTS),
  personalArcanum: fc.integer({ min: 0, max: 21 }),
  destinyNumber: fc.constantFrom<NumberValue>(...NUMBER_VALUES),
});
/** Inputs spread evenly over the lists, the same on every run. */
const sample = (numRuns: number, seed: number) =>
  fc.sample(fc.noBias(anyInput), { numRuns: propertyRuns(numRuns), seed });

describe('buildSummary', () => {
  it('begins by calling the person by the first name, then speaks to "você" throughout', () => {
    const text = buildSummary({
      firstName: 'Maria',
      sun: 'leo',
      moon: 'cancer',
      ascendant: 'virgo',
      personalArcanum: 5,
      destinyNumber: 8,
    });
    expect(text.startsWith('Maria, você ')).toBe(true);
    for (const input of sample(300, 7)) {
      const summary = buildSummary(input);
      expect(summary.startsWith(`${input.firstName}, você `), summary).toBe(true);
      // One grammatical person: the name is a vocative, never a third-person subject.
      expect(summary.slice(input.firstName.length + 1)).not.toContain(input.firstName);
      expect(summary).not.toMatch(/\balguém que\b/);
    }
  });

  it('uses only the first word of the name and tidies its case', () => {
    const base = {
      sun: 'aries',
      moon: 'taurus',
      ascendant: null,
      personalArcanum: 0,
      destinyNumber: 1,
    } as const;
    expect(buildSummary({ ...base, firstName: '  maria da conceição ' }).split(',')[0]).toBe('Maria');
    expect(buildSummary({ ...base, firstName: 'JOÃO PEDRO' }).split(',')[0]).toBe('João');
    expect(buildSummary({ ...base, firstName: 'ana-clara' }).split(',')[0]).toBe('Ana-Clara');
    expect(buildSummary({ ...base, firstName: 'McArthur' }).split(',')[0]).toBe('McArthur');
    expect(
      buildSummary({ ...base, firstName: '' })
        .split(' ')
        .slice(0, 2)
        .join(' '),
    ).toMatch(/^Você (tem|nasceu|carrega|encontra)$/);
  });

  it('is deterministic', () => {
    for (const input of sample(200, 11)) {
      expect(buildSummary({ ...input })).toBe(buildSummary({ ...input }));
    }
  });

  it('varies its structure across inputs', () => {
    const shapes = new Set<string>();
    const openings = new Set<string>();
    const closings = new Set<string>();
    for (const input of sample(600, 3)) {
      const text = buildSummary(input);
      const sh = shape(text, input.firstName);
      shapes.add(sh);
      openings.add(sh.split(' | ')[0]!);
      closings.add(sh.split(' | ').at(-1)!);
    }
    expect(openings.size).toBeGreaterThanOrEqual(4);
    expect(closings.size).toBeGreaterThanOrEqual(4);
    expect(shapes.size).toBeGreaterThanOrEqual(100);
  });

  it('names the signs, the arcanum and the destiny number', () => {
    const text = buildSummary({
      firstName: 'Ana',
      sun: 'scorpio',
      moon: 'pisces',
      ascendant: 'capricorn',
      personalArcanum: 17,
      destinyNumber: 11,
    });
    expect(text).toContain('Escorpião');
    expect(text).toContain('Peixes');
    expect(text).toContain('Capricórnio');
    expect(text).toMatch(/A Estrela|da Estrela/);
    expect(text).toMatch(/\b11\b/);
    expect(text).toContain('mestre');
  });

  it('says the Ascendant is left out when it is unknown', () => {
    for (const input of sample(100, 5).map((i) => ({ ...i, ascendant: null }))) {
      const text = buildSummary(input);
      expect(text).toMatch(/Ascendente (fica|não entra|depende)/);
    }
  });

  it('renders every sign, Ascendant, arcanum and number combination within the length band', () => {
    let i = 0;
    for (const sun of SIGNS) {
      for (const moon of SIGNS) {
        for (const ascendant of ASCENDANTS) {
          for (let arcanum = 0; arcanum < 22; arcanum++) {
            const destinyNumber = NUMBER_VALUES[i % NUMBER_VALUES.length]!;
            const firstName = NAMES[i % NAMES.length]!;
            i++;
            const text = buildSummary({
              firstName,
              sun,
              moon,
              ascendant,
              personalArcanum: arcanum,
              destinyNumber,
            });
            const n = words(text);
            if (
              n < SUMMARY_MIN_WORDS ||
              n > SUMMARY_MAX_WORDS ||
              BLOCKED.test(text) ||
              !text.startsWith(`${firstName}, você `)
            ) {
              throw new Error(`bad summary (${n} words): ${text}`);
            }
          }
        }
      }
    }
    expect(i).toBe(12 * 12 * 13 * 22);
  });

  it('renders every arcanum with every destiny number', () => {
    for (let arcanum = 0; arcanum < 22; arcanum++) {
      const name = ARCANA[arcanum]!.name;
      const contracted = name.replace(/^Os /, 'dos ').replace(/^O /, 'do ').replace(/^A /, 'da ');
      for (const destinyNumber of NUMBER_VALUES as readonly NumberValue[]) {
        for (const firstName of NAMES) {
          const text = buildSummary({
            firstName,
            sun: 'gemini',
            moon: 'gemini',
            ascendant: 'gemini',
            personalArcanum: arcanum,
            destinyNumber,
          });
          expect(text.includes(name) || text.includes(contracted), text).toBe(true);
          expect(text).toMatch(new RegExp(`\\b${destinyNumber}\\b`));
          expect(BLOCKED.test(text), text).toBe(false);
          expect(words(text)).toBeLessThanOrEqual(SUMMARY_MAX_WORDS);
        }
      }
    }
  });

  it('spells every sign as the content package does', () => {
    for (const sun of SIGNS) {
      const text = buildSummary({
        firstName: 'Igor',
        sun,
        moon: 'aries',
        ascendant: null,
        personalArcanum: 1,
        destinyNumber: 3,
      });
      expect(text).toContain(`Sol em ${SIGN_NAMES[sun]}`);
    }
  });
});
