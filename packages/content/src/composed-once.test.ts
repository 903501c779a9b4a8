import { ASPECT_KINDS, BODIES, aspectPairKey } from '@constelar/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../../../scripts/property-runs';
import { composeNatalAspectText, natalAspectText } from './aspect-kinds';
import { composedOnce } from './composed-once';

describe('composedOnce', () => {
  it('composes once per key, hands back the same value, and forgets all at its bound', () => {
    let composed = 0;
    const text = composedOnce(
      (n: number) => {
        composed++;
        return `texto ${n}`;
      },
      (n) => String(n % 10),
      3,
    );
    expect(text(1)).toBe('texto 1');
    expect(text(11)).toBe('texto 1'); // same key: the first composition stands
    expect(composed).toBe(1);
    text(2);
    text(3);
    expect(composed).toBe(3);
    text(4); // the bound is reached: everything kept is forgotten
    expect(text(1)).toBe('texto 1');
    expect(composed).toBe(5);
  });
});

describe('natalAspectText', () => {
  const point = fc.constantFrom(...BODIES, 'ascendant' as const, 'midheaven' as const);
  it('keys each text by all it depends on: kept or composed anew, the words are the same', () => {
    fc.assert(
      fc.property(
        point,
        point,
        fc.constantFrom(...ASPECT_KINDS),
        fc.option(fc.integer({ min: 1, max: 12 })),
        fc.nat(20),
        fc.option(fc.nat(20), { nil: undefined }),
        (a, b, kind, bodyHouse, turn, angleTurn) => {
          fc.pre(a !== b);
          const x = { a, b, kind, pairKey: aspectPairKey(a, b), bodyHouse, turn, angleTurn };
          expect(natalAspectText(x)).toBe(composeNatalAspectText(x));
        },
      ),
      { numRuns: propertyRuns(20_000), seed: 10903 },
    );
  });
});
