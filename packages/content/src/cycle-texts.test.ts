import { describe, expect, it } from 'vitest';
import { CYCLE_LEADS } from './cycle-texts';
import { transitText } from './transit-texts';
import { words } from './testing/text-checks';

// Issue #27: a planet aspecting itself reads its own aspect and the age it comes at.
const BODIES = Object.keys(CYCLE_LEADS) as (keyof typeof CYCLE_LEADS)[];
const KINDS = ['square', 'opposition', 'trine', 'sextile'] as const;
const NAMES = { square: 'quadratura', opposition: 'oposição', trine: 'trígono', sextile: 'sextil' } as const;

describe('cycle texts', () => {
  it('name the actual aspect, and no other, for every slow planet over itself', () => {
    for (const body of BODIES) {
      for (const kind of KINDS) {
        const text = transitText(body, body, kind);
        expect(
          text.startsWith(`A ${NAMES[kind]}`) || text.startsWith(`O ${NAMES[kind]}`),
          `${body} ${kind}`,
        ).toBe(true);
        for (const other of KINDS.filter((k) => k !== kind)) {
          expect(text, `${body} ${kind} names ${other}`).not.toMatch(
            new RegExp(`\\b${NAMES[other]}s?\\b`, 'i'),
          );
        }
        expect(words(text), `${body} ${kind}`).toBeGreaterThanOrEqual(45);
      }
    }
  });

  it('keep the midlife crisis for the Uranus opposition at 42, not the square at 21', () => {
    expect(transitText('uranus', 'uranus', 'opposition')).toMatch(/42 anos.*crise da meia-idade/);
    expect(transitText('uranus', 'uranus', 'square')).toMatch(/21 anos/);
    expect(transitText('uranus', 'uranus', 'square')).not.toMatch(/meia-idade|42/);
  });

  it('leave the returns and every other pair as they were', () => {
    expect(transitText('saturn', 'saturn', 'conjunction')).toMatch(/^O retorno de Saturno/);
    expect(transitText('saturn', 'sun', 'square')).not.toMatch(/ao seu Saturno natal/);
  });
});
