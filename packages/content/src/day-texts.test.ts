import { describe, expect, it } from 'vitest';
import { MOON_PHASES, SIGNS } from '@constelar/core';
import { allTexts } from './all-texts';
import {
  MOON_PHASE_DAY_TEXTS,
  MOON_PHASE_NAMES,
  MOON_SIGN_DAY_TEXTS,
  PERSONAL_DAY_TEXTS,
  PERSONAL_DAY_VALUES,
  buildDayText,
} from './day-texts';
import { SIGN_NAMES } from './sign-names';

const PLACEHOLDERS = /\b(lorem|ipsum|TODO|TBD|FIXME|XXX|undefined|null|NaN)\b|\{\{|\$\{|\[object/;
const ENGLISH = /\b(the|and|with|your|you|insight|mindset|feedback|self-care|coach|deadline|happy)\b/i;
// Doubled spaces or punctuation, a space before punctuation, or a sentence that starts in lower case.
const UNGRAMMATICAL = /\s{2,}|[.,;:!?]{2,}|\s[.,;:!?]|[.!?]\s+\p{Ll}/u;
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).map((s) => s.trim());
const firstFourWords = (text: string) =>
  text
    .toLowerCase()
    .split(/\s+/)
    .slice(0, 4)
    .map((w) => w.replace(/[.,;:!?]+$/, ''))
    .join(' ');

const signTexts = SIGNS.map((s) => MOON_SIGN_DAY_TEXTS[s]);
const phaseTexts = MOON_PHASES.map((p) => MOON_PHASE_DAY_TEXTS[p]);
const dayTexts = PERSONAL_DAY_VALUES.map((d) => PERSONAL_DAY_TEXTS[d]);
const all = [...signTexts, ...phaseTexts, ...dayTexts];

describe('day texts', () => {
  it('has every key and nothing more', () => {
    expect(Object.keys(MOON_PHASE_NAMES).sort()).toEqual([...MOON_PHASES].sort());
    expect(Object.keys(MOON_PHASE_DAY_TEXTS).sort()).toEqual([...MOON_PHASES].sort());
    expect(Object.keys(MOON_SIGN_DAY_TEXTS).sort()).toEqual([...SIGNS].sort());
    expect(
      Object.keys(PERSONAL_DAY_TEXTS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...PERSONAL_DAY_VALUES]);
    // The folhinha names six: the four on their day, Crescente and Minguante between (issue #37).
    expect(new Set(Object.values(MOON_PHASE_NAMES)).size).toBe(6);
  });

  it('keeps the Moon sentences to one sentence of 100 to 220 characters', () => {
    for (const text of [...signTexts, ...phaseTexts]) {
      expect(text.length, text).toBeGreaterThanOrEqual(100);
      expect(text.length, text).toBeLessThanOrEqual(220);
      expect(sentences(text), text).toHaveLength(1);
    }
  });

  it('keeps the personal-day texts to one or two sentences of 120 to 260 characters', () => {
    for (const text of dayTexts) {
      expect(text.length, text).toBeGreaterThanOrEqual(120);
      expect(text.length, text).toBeLessThanOrEqual(260);
      expect(sentences(text).length, text).toBeLessThanOrEqual(2);
    }
  });

  it('names the sign, the phase and the personal day in their texts', () => {
    for (const sign of SIGNS) {
      expect(MOON_SIGN_DAY_TEXTS[sign]).toContain('Lua');
      expect(MOON_SIGN_DAY_TEXTS[sign]).toContain(SIGN_NAMES[sign]);
    }
    for (const phase of MOON_PHASES) expect(MOON_PHASE_DAY_TEXTS[phase]).toContain(MOON_PHASE_NAMES[phase]);
    for (const day of PERSONAL_DAY_VALUES) expect(PERSONAL_DAY_TEXTS[day]).toContain(`dia pessoal ${day}`);
  });

  it('has no placeholders, English leftovers or typographic slips', () => {
    for (const text of all) {
      expect(text, text).not.toMatch(PLACEHOLDERS);
      expect(text, text).not.toMatch(ENGLISH);
      expect(text, text).not.toMatch(UNGRAMMATICAL);
      expect(text, text).toMatch(/^\p{Lu}.*\.$/u);
    }
  });

  it('never opens two texts with the same four words', () => {
    const openings = all.map(firstFourWords);
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
    const elsewhere = new Set(
      allTexts()
        .filter(({ key }) => !key.startsWith('day.'))
        .flatMap(({ text }) => sentences(text)),
    );
    expect(mine.filter((s) => elsewhere.has(s))).toEqual([]);
  });
});

describe('buildDayText', () => {
  const combos = SIGNS.flatMap((moonSign) =>
    MOON_PHASES.flatMap((phase) =>
      PERSONAL_DAY_VALUES.map((personalDay) => ({ moonSign, phase, personalDay })),
    ),
  );
  const title = 'Júpiter em trígono com o seu Sol';

  it('joins sign, phase and personal day into one clean paragraph for every combination', () => {
    expect(combos).toHaveLength(12 * 8 * 12);
    for (const c of combos) {
      for (const transit of [undefined, null, { title }]) {
        const text = buildDayText({ ...c, transit });
        expect(text, text).not.toMatch(UNGRAMMATICAL);
        expect(text, text).not.toMatch(PLACEHOLDERS);
        expect(text, text).toMatch(/^\p{Lu}.*\.$/u);
        expect(text.startsWith(MOON_SIGN_DAY_TEXTS[c.moonSign])).toBe(true);
        expect(text).toContain(MOON_PHASE_DAY_TEXTS[c.phase]);
        expect(text).toContain(PERSONAL_DAY_TEXTS[c.personalDay]);
      }
    }
  });

  it('adds a closing only when a transit is given, naming it by its title', () => {
    const base = { moonSign: 'leo', phase: 'full', personalDay: 7 } as const;
    const plain = buildDayText(base);
    expect(buildDayText({ ...base, transit: null })).toBe(plain);
    expect(buildDayText({ ...base, transit: { title: '  ' } })).toBe(plain);
    const withTransit = buildDayText({ ...base, transit: { title } });
    expect(withTransit.startsWith(`${plain} `)).toBe(true);
    expect(withTransit.endsWith(`${title}.`)).toBe(true);
    expect(buildDayText({ ...base, transit: { title: `${title}.` } })).toBe(withTransit);
  });

  it('varies the closing among three variants, the same for the same inputs', () => {
    const closings = new Set(
      combos.map((c) => {
        const text = buildDayText({ ...c, transit: { title } });
        expect(buildDayText({ ...c, transit: { title } })).toBe(text);
        return text.slice(
          text.indexOf(PERSONAL_DAY_TEXTS[c.personalDay]) + PERSONAL_DAY_TEXTS[c.personalDay].length,
        );
      }),
    );
    expect(closings.size).toBe(3);
  });
});

describe('"Seu dia" leads with the day’s own event (issue #37)', () => {
  const base = { moonSign: 'leo', phase: 'new', personalDay: 5 } as const;
  const lunation = { kind: 'new' as const, text: 'A Lua Nova cai na sua casa 5 e abre um ciclo.' };

  it('opens with a lunation in the chart and does not tell the phase again', () => {
    const text = buildDayText({ ...base, events: [lunation] });
    expect(text.startsWith(lunation.text)).toBe(true);
    expect(text).not.toContain(MOON_PHASE_DAY_TEXTS.new);
    expect(text).toContain(MOON_SIGN_DAY_TEXTS.leo);
  });

  it('keeps the phase when the event is of another kind', () => {
    const text = buildDayText({
      ...base,
      events: [{ kind: 'ingress', text: 'Saturno entra na sua casa 4.' }],
    });
    expect(text.startsWith('Saturno entra na sua casa 4.')).toBe(true);
    expect(text).toContain(MOON_PHASE_DAY_TEXTS.new);
  });

  it('opens with a transit exact that day, naming its minute, and not with the Moon', () => {
    const transit = {
      title: 'Saturno em trígono com o seu Sol',
      reading: 'Uma fase de estrutura. Ela dura.',
      exactClock: 14 * 60 + 5,
    };
    const text = buildDayText({ ...base, phase: 'waxing-crescent', transit });
    expect(text).toMatch(
      /^Hoje, às 14h05 \(horário de Brasília\), fica exato no seu mapa: Saturno em trígono com o seu Sol/,
    );
    const loose = buildDayText({
      ...base,
      phase: 'waxing-crescent',
      transit: { ...transit, exactClock: null },
    });
    expect(loose.startsWith(MOON_SIGN_DAY_TEXTS.leo)).toBe(true);
  });
});
