import { describe, expect, it } from 'vitest';
import { ASPECT_KINDS, SIGNS, TRANSIT_NATAL_POINTS } from '@constelar/core/codes';
import { HOUSE_NUMBERS } from './planet-in-house';
import { SIGN_NAMES } from './sign-names';
import {
  PROGRESSED_MOON_HOUSE_TEXTS,
  PROGRESSED_MOON_SIGN_TEXTS,
  PROGRESSED_SUN_INGRESS_TEXTS,
} from './progression-texts';
import { LUNAR_RETURN_ASCENDANT_TEXTS, LUNAR_RETURN_MOON_HOUSE_TEXTS } from './lunar-return-texts';
import { directionAspectText, directionAspectTitle, directionFamilyOf } from './direction-aspect-texts';

const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX|undefined|null|NaN)\b|\{\{|\$\{|\[object/;
const ENGLISH = /\b(the|and|with|your|you|insight|deadline)\b/i;
// Doubled spaces or punctuation, a space before punctuation, or a sentence that starts in lower case.
const UNGRAMMATICAL = /\s{2,}|[.,;:!?]{2,}|\s[.,;:!?]|[.!?]\s+\p{Ll}/u;
const FATALISTIC = /\b(destino|fatalmente|inevitáve(l|is))\b/i;
// "Você" with an adjective or participle that agrees in gender: what these texts avoid.
const GENDERED = /\bvocê (está|fica|estará|ficará|sente-se) (\p{L}+(o|a|os|as))\b(?<!mais|menos)/iu;
const words = (text: string) => text.split(/\s+/).length;

function clean(text: string) {
  expect(PLACEHOLDERS.test(text), text).toBe(false);
  expect(ENGLISH.test(text), text).toBe(false);
  expect(UNGRAMMATICAL.test(text), text).toBe(false);
  expect(FATALISTIC.test(text), text).toBe(false);
  expect(GENDERED.test(text), text).toBe(false);
}

describe('progression and lunar return texts', () => {
  const bySign = [PROGRESSED_MOON_SIGN_TEXTS, PROGRESSED_SUN_INGRESS_TEXTS, LUNAR_RETURN_ASCENDANT_TEXTS];
  const byHouse = [PROGRESSED_MOON_HOUSE_TEXTS, LUNAR_RETURN_MOON_HOUSE_TEXTS];

  it('has every sign and house once, each naming its sign or house', () => {
    for (const texts of bySign) {
      expect(Object.keys(texts).sort()).toEqual([...SIGNS].sort());
      for (const sign of SIGNS) expect(texts[sign], sign).toContain(SIGN_NAMES[sign]);
    }
    for (const texts of byHouse) {
      expect(Object.keys(texts).map(Number)).toEqual([...HOUSE_NUMBERS]);
      for (const house of HOUSE_NUMBERS) expect(texts[house]).toContain(`Casa ${house}`);
    }
  });

  it('writes clean, unhurried Portuguese of a sensible length', () => {
    for (const texts of [...bySign, ...byHouse]) {
      for (const text of Object.values(texts)) {
        clean(text);
        expect(words(text), text).toBeGreaterThanOrEqual(20);
        expect(words(text), text).toBeLessThanOrEqual(80);
      }
    }
  });

  it('names the progressed Moon, the progressed Sun or the lunar return in every text', () => {
    for (const text of Object.values(PROGRESSED_MOON_SIGN_TEXTS)) expect(text).toMatch(/Lua progredida/);
    for (const text of Object.values(PROGRESSED_MOON_HOUSE_TEXTS)) expect(text).toMatch(/Lua progredida/);
    for (const text of Object.values(PROGRESSED_SUN_INGRESS_TEXTS)) expect(text).toMatch(/Sol progredido/);
    for (const text of Object.values(LUNAR_RETURN_ASCENDANT_TEXTS)) expect(text).toMatch(/revolução lunar/);
    for (const text of Object.values(LUNAR_RETURN_MOON_HOUSE_TEXTS)) expect(text).toMatch(/Lua da revolução/);
  });
});

describe('progressed and directed aspect texts', () => {
  it('composes a clean reading for every point, aspect and natal point', () => {
    for (const technique of ['progressed', 'solar-arc'] as const) {
      for (const moving of TRANSIT_NATAL_POINTS) {
        for (const aspect of ASPECT_KINDS) {
          for (const natal of TRANSIT_NATAL_POINTS) {
            const text = directionAspectText(technique, moving, aspect, natal);
            clean(text);
            expect(words(text)).toBeLessThan(110);
            expect(directionAspectTitle(technique, moving, aspect, natal)).not.toMatch(PLACEHOLDERS);
          }
        }
      }
    }
  });

  it('agrees the participle with the point and names the technique', () => {
    expect(directionAspectTitle('progressed', 'moon', 'sextile', 'ascendant')).toBe(
      'Lua progredida em sextil com o seu Ascendente',
    );
    expect(directionAspectTitle('solar-arc', 'mars', 'opposition', 'venus')).toBe(
      'Marte dirigido em oposição à sua Vênus',
    );
    const text = directionAspectText('progressed', 'venus', 'trine', 'sun');
    expect(text).toMatch(
      /^Na progressão secundária, Vênus progredida forma um trígono com o seu Sol natal: /,
    );
    expect(directionAspectText('solar-arc', 'sun', 'square', 'moon')).toMatch(
      /^Pelo arco solar, o Sol dirigido forma uma quadratura com a sua Lua natal: /,
    );
  });
});

describe('a timed direction reads its own span and date (issue #37)', () => {
  const at = (
    moving: (typeof TRANSIT_NATAL_POINTS)[number],
    spanYears: number | null,
    exactMs: number | null = Date.UTC(2031, 4, 3),
  ) => directionAspectText('progressed', moving, 'square', 'venus', { spanYears, exactMs });
  it('says months, years, decades or a lifetime from the span the engine measured', () => {
    expect(at('moon', 0.16)).toMatch(/dois meses/);
    expect(at('moon', 0.16)).toMatch(/maio de 2031/);
    expect(at('sun', 2)).toMatch(/dois anos/);
    expect(at('mars', 5)).toMatch(/cinco anos/);
    expect(at('saturn', 45)).toMatch(/décadas/);
    expect(at('saturn', 45)).toMatch(/2031/);
    expect(at('neptune', null, null)).toMatch(/vida inteira/);
    expect(at('neptune', null, null)).not.toMatch(/\d{4}/);
    for (const span of [4.2, 9, 18, 40, null])
      expect(at('saturn', span), String(span)).not.toMatch(/um ou dois anos|poucos meses|\bmeses\b/);
    for (const span of [0.1, 0.2, 0.5])
      expect(at('moon', span), String(span)).not.toMatch(/\banos\b|décadas|vida inteira/);
  });
  it('reads soft aspects as help and hard ones as friction, whatever the pair (property)', () => {
    const HELP = /se ajudam|apoio|favorece|conversa bem|flui|suaviza|reforça|sustenta/;
    for (const moving of TRANSIT_NATAL_POINTS)
      for (const natal of TRANSIT_NATAL_POINTS)
        for (const aspect of ASPECT_KINDS) {
          const text = directionAspectText('solar-arc', moving, aspect, natal, {
            spanYears: 2,
            exactMs: null,
          });
          const [fact] = text.split(/(?<=\.)\s/);
          if (directionFamilyOf(aspect) === 'hard')
            expect(fact, `${moving} ${aspect} ${natal}`).not.toMatch(HELP);
          if (directionFamilyOf(aspect) === 'soft')
            expect(fact, `${moving} ${aspect} ${natal}`).not.toMatch(/atrito|prova|xeque|esbarra|questionad/);
        }
  });
});
