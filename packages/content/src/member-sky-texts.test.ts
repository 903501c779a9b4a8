import { HOUSE_INGRESS_BODIES } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { readerAgreement } from './address-check';
import { SIGN_NAMES } from './sign-names';
import { SIGNS } from '@constelar/core/codes';
import {
  ECLIPSE_SENTENCES,
  LUNATION_SIGN_WAYS,
  LUNATION_NO_HOUSE_TEXTS,
  houseIngressText,
  lunationText,
} from './member-sky-texts';

const HOUSES = Array.from({ length: 12 }, (_, i) => i + 1);
const PLANET_NAMES = {
  jupiter: 'Júpiter',
  saturn: 'Saturno',
  uranus: 'Urano',
  neptune: 'Netuno',
  pluto: 'Plutão',
} as const;

describe('texts of the sky in the member’s houses', () => {
  it('has 24 different lunation texts, each naming its house', () => {
    const texts = (['new', 'full'] as const).flatMap((kind) => HOUSES.map((h) => lunationText(kind, h)));
    expect(new Set(texts).size).toBe(24);
    HOUSES.forEach((h) => expect(lunationText('new', h)).toContain(`casa ${h}`));
    for (const t of [...Object.values(LUNATION_NO_HOUSE_TEXTS), ...Object.values(ECLIPSE_SENTENCES)])
      expect(t).not.toMatch(/casa \d/);
  });

  it('reads a lunation by its sign too: named, and no sign sentence shared by a year of lunations (issue #37)', () => {
    for (const kind of ['new', 'full'] as const)
      for (const sign of SIGNS) {
        const text = lunationText(kind, 5, sign);
        expect(text).toContain(`em ${SIGN_NAMES[sign]} `);
        expect(text).toContain(LUNATION_SIGN_WAYS[kind][sign]);
        expect(LUNATION_SIGN_WAYS[kind][sign]).toMatch(new RegExp(`^Em ${SIGN_NAMES[sign]},`));
      }
    // A year holds about one new and one full Moon per sign: 24 sign sentences, all different.
    const ways = [...Object.values(LUNATION_SIGN_WAYS.new), ...Object.values(LUNATION_SIGN_WAYS.full)];
    expect(new Set(ways).size).toBe(24);
    const clauses = ways.map((w) => w.replace(/^Em [^,]+, /, '').split(/[;:]/)[0]!);
    expect(new Set(clauses).size).toBe(24);
  });

  it('has 60 different house-ingress texts, each naming its planet and house and the period', () => {
    const texts = HOUSE_INGRESS_BODIES.flatMap((body) =>
      HOUSES.map((h) => houseIngressText(body, h, 'direct')),
    );
    expect(new Set(texts).size).toBe(60);
    for (const t of texts) expect(t.split(/\s+/).length).toBeGreaterThan(35);
    expect(houseIngressText('saturn', 4, 'retrograde')).toMatch(/retrógrado/);
  });

  it('writes each house-ingress text on its own: planet and house named, 40–80 words, openings all different', () => {
    const openings = new Set<string>();
    for (const body of HOUSE_INGRESS_BODIES) {
      for (const h of HOUSES) {
        const text = houseIngressText(body, h, 'direct');
        expect(text, `${body} ${h}`).toContain(PLANET_NAMES[body]);
        expect(text, `${body} ${h}`).toMatch(new RegExp(`casa ${h}(?!\\d)`));
        const words = text.split(/\s+/);
        expect(words.length, `${body} ${h}`).toBeGreaterThanOrEqual(40);
        expect(words.length, `${body} ${h}`).toBeLessThanOrEqual(80);
        const opening = words
          .slice(0, 3)
          .map((w) => w.toLowerCase().replace(/[^\p{L}\d]/gu, ''))
          .join(' ');
        expect(openings.has(opening), `${body} ${h}: ${opening}`).toBe(false);
        openings.add(opening);
        expect(readerAgreement(text, 'masculine'), `${body} ${h}`).toEqual([]);
        expect(readerAgreement(text, 'feminine'), `${body} ${h}`).toEqual([]);
        expect(text, `${body} ${h}`).not.toMatch(/\{|\}|undefined/);
      }
    }
    expect(openings.size).toBe(60);
  });

  it('says "costuma" sparingly across the 60 house-ingress texts', () => {
    const all = HOUSE_INGRESS_BODIES.flatMap((body) =>
      HOUSES.map((h) => houseIngressText(body, h, 'direct')),
    );
    expect(all.join(' ').match(/costum/giu)?.length ?? 0).toBeLessThanOrEqual(3);
  });
});
