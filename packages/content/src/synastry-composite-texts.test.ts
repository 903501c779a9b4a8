import { SIGNS } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { SIGN_NAMES } from './sign-names';
import {
  COMPOSITE_SUN_HOUSE_TEXTS,
  COMPOSITE_TEXT_POINTS,
  compositeSignText,
} from './synastry-composite-texts';

describe('composite texts', () => {
  it('has a text for the Sun, Moon, Venus, Mars and Ascendant in every sign, naming the sign', () => {
    for (const point of COMPOSITE_TEXT_POINTS) {
      for (const sign of SIGNS) {
        const text = compositeSignText(point, sign, SIGN_NAMES[sign]);
        expect(text).toContain(`em ${SIGN_NAMES[sign]}`);
        expect(text).not.toMatch(/\{/);
      }
    }
  });

  it('has the composite Sun in each of the twelve houses, naming its house', () => {
    for (let house = 1; house <= 12; house++) {
      expect(COMPOSITE_SUN_HOUSE_TEXTS[house]).toContain(`casa ${house},`);
    }
  });

  it('reads each point in its own words: no sentence shared by two points in one sign (issue #37)', () => {
    const sentences = (t: string) => t.split(/(?<=[.!?])\s+/);
    for (const sign of SIGNS) {
      const seen = new Map<string, string>();
      COMPOSITE_TEXT_POINTS.forEach((point, i) => {
        // The sign's caution is said with the first point in it only, as the server does.
        for (const s of sentences(compositeSignText(point, sign, SIGN_NAMES[sign], i === 0))) {
          expect(seen.get(s), `${sign}: ${s}`).toBeUndefined();
          seen.set(s, point);
        }
      });
    }
  });
});
