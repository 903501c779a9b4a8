import { describe, expect, it } from 'vitest';
import { SIGNS } from '@constelar/core/codes';
import { allTexts } from './all-texts';
import { BODY_NAMES } from './bodies';
import { SIGN_NAMES } from './sign-names';
import {
  ECLIPSE_BODIES,
  ECLIPSE_KINDS,
  ECLIPSE_TEXTS,
  INGRESS_BODIES,
  INGRESS_TEXTS,
  PHASE_KINDS,
  PHASE_TEXTS,
  PHASE_TITLES,
  SIGN_SEASON_TEXTS,
  STATION_BODIES,
  STATION_KINDS,
  STATION_TEXTS,
  VOID_TEXT,
  WEEKLY_LETTER,
  eclipseTitle,
  ingressTitle,
  phaseTitle,
  stationTitle,
  voidTitle,
} from './sky-event-texts';
import { SOLAR_RETURN_ASCENDANT_TEXTS, SOLAR_RETURN_SUN_HOUSE_TEXTS } from './solar-return-texts';

const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX|undefined|null|NaN)\b|\{\{|\$\{|\[object/;
const ENGLISH = /\b(the|and|with|your|you|insight|mindset|feedback|self-care|coach|deadline|happy)\b/i;
// Doubled spaces or punctuation, a space before punctuation, or a sentence that starts in lower case.
const UNGRAMMATICAL = /\s{2,}|[.,;:!?]{2,}|\s[.,;:!?]|[.!?]\s+\p{Ll}/u;
const FATALISTIC = /\b(destino|fatalmente|inevitáve(l|is))\b/i;
const words = (text: string) => text.split(/\s+/).length;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim());
const firstFourWords = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 4)
    .map((w) => w.replace(/[.,;:!?]+$/, ''))
    .join(' ');
const sortedKeys = (o: object) => Object.keys(o).sort();

const phases = PHASE_KINDS.map((k) => PHASE_TEXTS[k]);
const ingresses = INGRESS_BODIES.map((b) => INGRESS_TEXTS[b]);
const seasons = SIGNS.map((s) => SIGN_SEASON_TEXTS[s]);
const stations = STATION_BODIES.flatMap((b) => STATION_KINDS.map((k) => STATION_TEXTS[b][k]));
const eclipses = ECLIPSE_BODIES.map((b) => ECLIPSE_TEXTS[b]);
/** The event texts of 25 to 45 words. */
const shortTexts = [...phases, ...ingresses, ...stations, VOID_TEXT, ...eclipses];
const letter = [WEEKLY_LETTER.intro, WEEKLY_LETTER.outro];
const all = [...shortTexts, ...seasons, ...letter];
const solarReturn = [
  ...Object.values(SOLAR_RETURN_ASCENDANT_TEXTS),
  ...Object.values(SOLAR_RETURN_SUN_HOUSE_TEXTS),
];

describe('sky event titles', () => {
  it('names the four phases as an almanac does, with the sign', () => {
    expect(PHASE_TITLES).toEqual({
      new: 'Lua Nova',
      'first-quarter': 'Quarto Crescente',
      full: 'Lua Cheia',
      'last-quarter': 'Quarto Minguante',
    });
    expect(phaseTitle('full', 'Leão')).toBe('Lua Cheia em Leão');
    expect(phaseTitle('last-quarter', 'Peixes')).toBe('Quarto Minguante em Peixes');
  });

  it('titles ingresses, with a retrograde one as a return to the sign', () => {
    expect(ingressTitle('mars', 'Gêmeos', false)).toBe('Marte entra em Gêmeos');
    expect(ingressTitle('mercury', 'Áries', true)).toBe('Mercúrio retrógrado volta a Áries');
    expect(ingressTitle('venus', 'Leão', true)).toBe('Vênus retrógrada volta a Leão');
    for (const body of INGRESS_BODIES) {
      expect(ingressTitle(body, 'Touro', false)).toBe(`${BODY_NAMES[body]} entra em Touro`);
    }
  });

  it('titles stations, agreeing with the gender of Vênus', () => {
    expect(stationTitle('mercury', 'retrograde')).toBe('Mercúrio fica retrógrado');
    expect(stationTitle('mercury', 'direct')).toBe('Mercúrio retoma o movimento direto');
    expect(stationTitle('venus', 'retrograde')).toBe('Vênus fica retrógrada');
    expect(stationTitle('pluto', 'direct')).toBe('Plutão retoma o movimento direto');
    const titles = STATION_BODIES.flatMap((b) => STATION_KINDS.map((k) => stationTitle(b, k)));
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('titles the void Moon and every eclipse', () => {
    expect(voidTitle('Leão')).toBe('Lua fora de curso em Leão');
    expect(eclipseTitle('sun', 'total')).toBe('Eclipse solar total');
    expect(eclipseTitle('sun', 'annular')).toBe('Eclipse solar anular');
    expect(eclipseTitle('sun', 'hybrid')).toBe('Eclipse solar híbrido');
    expect(eclipseTitle('moon', 'partial')).toBe('Eclipse lunar parcial');
    expect(eclipseTitle('moon', 'penumbral')).toBe('Eclipse lunar penumbral');
    const titles = ECLIPSE_BODIES.flatMap((b) => ECLIPSE_KINDS.map((k) => eclipseTitle(b, k)));
    expect(new Set(titles).size).toBe(10);
    for (const t of titles) expect(t).toMatch(/^Eclipse (solar|lunar) \p{Ll}+$/u);
  });

  it('builds the weekly subject around the week label', () => {
    expect(WEEKLY_LETTER.subject('24 a 30 de novembro')).toBe('A semana no céu: 24 a 30 de novembro');
  });
});

describe('sky event texts', () => {
  it('has every key and nothing more', () => {
    expect(sortedKeys(PHASE_TEXTS)).toEqual([...PHASE_KINDS].sort());
    expect(sortedKeys(INGRESS_TEXTS)).toEqual([...INGRESS_BODIES].sort());
    expect(sortedKeys(SIGN_SEASON_TEXTS)).toEqual([...SIGNS].sort());
    expect(sortedKeys(STATION_TEXTS)).toEqual([...STATION_BODIES].sort());
    for (const body of STATION_BODIES)
      expect(sortedKeys(STATION_TEXTS[body])).toEqual(['direct', 'retrograde']);
    expect(sortedKeys(ECLIPSE_TEXTS)).toEqual(['moon', 'sun']);
  });

  it('keeps the event texts to one or two sentences of 25 to 45 words', () => {
    for (const text of shortTexts) {
      expect(words(text), text).toBeGreaterThanOrEqual(25);
      expect(words(text), text).toBeLessThanOrEqual(45);
      expect(sentences(text).length, text).toBeLessThanOrEqual(2);
    }
  });

  it('keeps each sign season to one sentence of 15 to 30 words', () => {
    for (const text of seasons) {
      expect(words(text), text).toBeGreaterThanOrEqual(15);
      expect(words(text), text).toBeLessThanOrEqual(30);
      expect(sentences(text), text).toHaveLength(1);
    }
  });

  it('keeps the letter short', () => {
    for (const text of letter) {
      expect(words(text), text).toBeGreaterThanOrEqual(10);
      expect(words(text), text).toBeLessThanOrEqual(45);
    }
  });

  it('names the phase, the body or the sign it is about', () => {
    for (const kind of PHASE_KINDS) expect(PHASE_TEXTS[kind]).toContain(PHASE_TITLES[kind]);
    for (const body of INGRESS_BODIES) expect(INGRESS_TEXTS[body]).toContain(BODY_NAMES[body]);
    for (const body of STATION_BODIES) {
      for (const kind of STATION_KINDS) expect(STATION_TEXTS[body][kind]).toContain(BODY_NAMES[body]);
    }
    for (const sign of SIGNS) expect(SIGN_SEASON_TEXTS[sign]).toContain(SIGN_NAMES[sign]);
    expect(VOID_TEXT).toContain('fora de curso');
    expect(ECLIPSE_TEXTS.sun).toContain('eclipse solar');
    expect(ECLIPSE_TEXTS.moon).toContain('eclipse lunar');
  });

  it('speaks of the retrograde phase for retrograde stations and of direct motion for direct ones', () => {
    for (const body of STATION_BODIES) {
      expect(STATION_TEXTS[body].retrograde).toMatch(/retrógrad|recua|para trás/);
      expect(STATION_TEXTS[body].direct).toMatch(/diret|avança|para a frente/);
    }
  });

  it('has no placeholders, English leftovers, typographic slips or fatalism', () => {
    for (const text of all) {
      expect(text, text).not.toMatch(PLACEHOLDERS);
      expect(text, text).not.toMatch(ENGLISH);
      expect(text, text).not.toMatch(UNGRAMMATICAL);
      expect(text, text).not.toMatch(FATALISTIC);
      expect(text, text).toMatch(/^\p{Lu}.*[.!]$/u);
    }
  });

  it('never opens two texts with the same four words, counting the solar return texts too', () => {
    const openings = [...all, ...solarReturn].map(firstFourWords);
    expect(openings.filter((o, i) => openings.indexOf(o) !== i)).toEqual([]);
  });

  it('avoids the flagged tics', () => {
    for (const text of all) expect(text).not.toMatch(/^O desafio/);
    expect(all.filter((t) => /\bcostuma/i.test(t)).length).toBeLessThanOrEqual(all.length / 10);
    expect(all.filter((t) => /\btende a\b/i.test(t)).length).toBeLessThanOrEqual(all.length / 10);
  });

  it('repeats no sentence of 60 or more characters, here or anywhere else in the content', () => {
    const mine = all.flatMap(sentences).filter((s) => s.length >= 60);
    expect(new Set(mine).size).toBe(mine.length);
    // Leave these texts out of the rest, so the check still holds once allTexts() lists them.
    const own = new Set(all);
    const elsewhere = new Set(
      allTexts()
        .filter(({ text }) => !own.has(text))
        .flatMap(({ text }) => sentences(text)),
    );
    expect(mine.filter((s) => elsewhere.has(s))).toEqual([]);
  });
});
