// Issue #37, the editor's factual errors: every composed claim true of the chart it describes.
// Each test below failed on the texts before the issue and passes on the ones written for it.
import { SIGNS, SIGN_ELEMENT, type AspectKind, type Body, type Sign } from '@constelar/core/codes';
import { describe, expect, it } from 'vitest';
import { blendParagraph, type ChartSynthesisInput } from './chart-synthesis';
import { directionAspectText } from './direction-aspect-texts';
import { houseIngressText } from './member-sky-texts';
import { outerInSignText } from './outer-in-sign';
import { COMPOSITE_NO_ANGLES } from './synastry-composite-texts';
import { SUN_SIGN_TEXTS, SIGN_DISTANCE_NOTES, elementPairKey } from './synastry-texts';

const BODIES: Body[] = [
  'sun',
  'moon',
  'mercury',
  'venus',
  'mars',
  'jupiter',
  'saturn',
  'uranus',
  'neptune',
  'pluto',
];
function chart(
  sun: Sign,
  moon: Sign,
  aspect: AspectKind | null,
  ascendant: Sign | null,
): ChartSynthesisInput {
  const bodies = Object.fromEntries(
    BODIES.map((b) => [b, { sign: 'aries' as Sign, house: null }]),
  ) as ChartSynthesisInput['bodies'];
  bodies.sun = { sign: sun, house: null };
  bodies.moon = { sign: moon, house: null };
  return {
    bodies,
    ascendantSign: ascendant,
    aspects: aspect ? [{ a: 'sun', b: 'moon', kind: aspect, orb: 1 }] : [],
  };
}
const HELP = /se ajudam|caminhar juntas|conversam bem/;
const CLASH = /pedem coisas diferentes|se atritam|lados opostos|tempos distintos/;

describe('the Sun–Moon sentence (error 1)', () => {
  it('reads an opposition as an opposition even when the elements agree (Áries–Libra)', () => {
    const text = blendParagraph(chart('aries', 'libra', 'opposition', 'leo'));
    expect(text).not.toMatch(HELP);
    expect(text).toMatch(/oposição/);
  });
  it('reads a sextile as help even when the elements differ', () => {
    // Sextiles join Fire and Air, or Earth and Water: elements that agree; a sextile across a sign
    // boundary (29° Áries to 1° Câncer is a square in signs but the orb decides) still reads as a sextile.
    const text = blendParagraph(chart('aries', 'cancer', 'sextile', null));
    expect(text).not.toMatch(CLASH);
    expect(text).toMatch(/sextil/);
  });
  it('agrees with the aspect for every pair of signs and every aspect (property)', () => {
    const soft: AspectKind[] = ['sextile', 'trine'];
    const hard: AspectKind[] = ['square', 'opposition'];
    for (const sun of SIGNS)
      for (const moon of SIGNS)
        for (const kind of [...soft, ...hard, 'conjunction' as AspectKind]) {
          const text = blendParagraph(chart(sun, moon, kind, null));
          if (soft.includes(kind)) expect(text, `${sun} ${moon} ${kind}`).not.toMatch(CLASH);
          if (hard.includes(kind)) expect(text, `${sun} ${moon} ${kind}`).not.toMatch(HELP);
        }
  });
});

describe('without a birth time (error 2)', () => {
  it('counts the pieces it names', () => {
    const text = blendParagraph(chart('taurus', 'scorpio', null, null));
    expect(text).not.toMatch(/três peças/);
    expect(text).toMatch(/duas peças/);
    expect(blendParagraph(chart('taurus', 'scorpio', null, 'leo'))).toMatch(/três peças/);
  });
});

describe('a retrograde re-entry into a house (error 4)', () => {
  it('says the planet returns, not that it enters for years', () => {
    for (const body of ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const)
      for (let house = 1; house <= 12; house++) {
        const text = houseIngressText(body, house, 'retrograde');
        expect(text, `${body} ${house}`).toMatch(/volta/);
        expect(text, `${body} ${house}`).not.toMatch(
          /\bentra\b|fica por|sete anos|dois anos e meio|muitos anos|décadas/,
        );
      }
  });
});

describe('a progressed slow planet (error 5)', () => {
  it('lasts decades, not a year or two', () => {
    for (const moving of ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const) {
      const text = directionAspectText('progressed', moving, 'square', 'sun');
      expect(text, moving).not.toMatch(/um ou dois anos/);
      expect(text, moving).toMatch(/décadas/);
    }
    expect(directionAspectText('progressed', 'sun', 'square', 'moon')).toMatch(/um ou dois anos/);
    expect(directionAspectText('progressed', 'moon', 'square', 'sun')).toMatch(/poucos meses/);
  });
});

describe('the composite without a time (error 6)', () => {
  it('is true when only one of the two times is missing', () => {
    expect(COMPOSITE_NO_ANGLES).not.toMatch(/^Sem a hora de nascimento das duas pessoas/);
    expect(COMPOSITE_NO_ANGLES).toMatch(/ao menos uma/);
  });
});

describe('the synastry Sun card (error 8)', () => {
  it('makes no superlative claim of an element pair that holds oppositions, and names the opposition', () => {
    // Capricórnio–Câncer: Earth and Water, six signs apart.
    const key = elementPairKey(SIGN_ELEMENT.capricorn, SIGN_ELEMENT.cancer);
    const card = `${SUN_SIGN_TEXTS[key].summary} ${SUN_SIGN_TEXTS[key].details}`;
    expect(card).not.toMatch(/mais nutritivas|das melhores/);
    expect(card).toMatch(/oposição/);
    expect(SIGN_DISTANCE_NOTES[6]).toMatch(/oposição/);
  });
});

describe('a slow planet’s generation (error 3)', () => {
  it('does not date a 1910 Urano em Capricórnio as the 1988–1996 generation', () => {
    const text = outerInSignText('uranus', 'capricorn', 1910);
    expect(text).not.toMatch(/1988|1996/);
    expect(text).toMatch(/Capricórnio/);
    expect(outerInSignText('uranus', 'capricorn', 1990)).toMatch(/1988 e 1996/);
  });
  it('never names years that exclude the birth year, for every slow planet and sign (property)', () => {
    for (const point of ['uranus', 'neptune', 'pluto'] as const)
      for (const sign of SIGNS)
        for (let year = 1900; year <= 2100; year += 7) {
          const ranges = [...outerInSignText(point, sign, year).matchAll(/entre (\d{4}) e (\d{4})/g)];
          if (ranges.length > 0)
            expect(
              ranges.some((m) => year >= Number(m[1]) - 1 && year <= Number(m[2]) + 1),
              `${point} ${sign} ${year}`,
            ).toBe(true);
        }
  });
});
