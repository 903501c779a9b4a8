// The horóscopo as a column (issue #37): over 45 days of every sign, the repetition and first-sentence
// rules; on five dates, nothing shared between signs; the first sentence names the day's main event;
// coincidences told once; the void by tradition and never called short; no template slip.
import { describe, expect, it } from 'vitest';
import { BODY_NAMES } from './bodies';
import type { HoroscopeInput, HoroscopeItem } from './horoscope';
import { horoscopeLead } from './horoscope';
import { SIGN_NAMES } from './sign-names';
import { composedDays, sentencesOf, wordCount, wording, type ComposedDay } from './testing/horoscope-days';

// From 20 July 2026: a total solar eclipse on 12 August (a new Moon in Leão), stations and ingresses.
const run = composedDays('2026-07-20', 45);
// Five dates of other seasons and years: the 3 March 2026 lunar eclipse, quarters, a quiet sky.
const dates: ComposedDay[] = [
  ...composedDays('2026-03-03', 1),
  ...composedDays('2026-03-11', 1),
  ...composedDays('2025-09-07', 1),
  ...composedDays('2027-01-01', 1),
  ...composedDays('2026-01-05', 1),
];

describe('the horóscopo over 30 days of a sign', () => {
  it('repeats at most 2 % of its sentences of six words or more, house numbers and times aside', () => {
    let worst = 0;
    for (let s = 0; s < 12; s++) {
      for (let w = 0; w + 30 <= run.length; w++) {
        const seen = new Set<string>();
        let total = 0;
        let again = 0;
        for (const day of run.slice(w, w + 30)) {
          for (const sentence of day.signs[s]!.paragraphs.flatMap(sentencesOf)) {
            if (wordCount(sentence) < 6) continue;
            total++;
            if (seen.has(wording(sentence))) again++;
            seen.add(wording(sentence));
          }
        }
        worst = Math.max(worst, again / total);
        expect(again / total, `${run[w]!.signs[s]!.sign} from ${run[w]!.date}`).toBeLessThanOrEqual(0.02);
      }
    }
    console.log(
      `horóscopo: at most ${(worst * 100).toFixed(2)} % of a sign's sentences come back in 30 days`,
    );
  });

  it('never opens with a sentence it opened with in the last 30 days', () => {
    for (let s = 0; s < 12; s++) {
      const last = new Map<string, number>();
      run.forEach((day, i) => {
        const first = wording(horoscopeLead(day.signs[s]!.paragraphs));
        const before = last.get(first);
        expect(before === undefined || i - before >= 30, `${day.signs[s]!.sign} ${day.date}: ${first}`).toBe(
          true,
        );
        last.set(first, i);
      });
    }
  });
});

describe('the horóscopo of one date', () => {
  it('shares no sentence between two signs, house numbers aside', () => {
    for (const day of [...dates, ...run.slice(0, 5)]) {
      const owner = new Map<string, string>();
      for (const { sign, paragraphs } of day.signs) {
        for (const sentence of paragraphs.flatMap(sentencesOf)) {
          const key = wording(sentence);
          const other = owner.get(key);
          expect(other === undefined || other === sign, `${day.date} ${other} and ${sign}: ${sentence}`).toBe(
            true,
          );
          owner.set(key, sign);
        }
      }
    }
  });

  it('writes 3 to 5 paragraphs of 120 to 260 words with no template slip', () => {
    for (const day of [...dates, ...run]) {
      for (const { sign, paragraphs } of day.signs) {
        const text = paragraphs.join(' ');
        expect(paragraphs.length).toBeGreaterThanOrEqual(3);
        expect(paragraphs.length).toBeLessThanOrEqual(5);
        expect(wordCount(text), `${sign} ${day.date}`).toBeGreaterThanOrEqual(120);
        expect(wordCount(text), `${sign} ${day.date}`).toBeLessThanOrEqual(260);
        expect(text, `${sign} ${day.date}`).not.toMatch(
          /\{|\}|(?<!\p{L})(de|em) (o|a|os|as)(?!\p{L})|casa \d+, a de |undefined|\s[,.;:]|,,|\.\./u,
        );
        expect(text).not.toMatch(/\bsozinh|\b(ser|é|seja|for) vist[oa]s?\b|(você|consigo|si) mesm[oa]/i);
        for (const sentence of sentencesOf(text).filter((x) => x.includes('fora de curso')))
          expect(sentence).not.toMatch(/curt[oa]|breve/);
      }
    }
  });
});

/** The day's main event for a sign, in the order of issue #37, and words its first sentence must hold. */
function mainEvent(input: HoroscopeInput): string[] {
  const find = <T extends HoroscopeItem['type']>(
    type: T,
    test: (i: Extract<HoroscopeItem, { type: T }>) => boolean = () => true,
  ) => input.items.find((i): i is Extract<HoroscopeItem, { type: T }> => i.type === type && test(i as never));
  const eclipse = find('eclipse');
  if (eclipse) return ['eclipse', eclipse.body === 'sun' ? 'do Sol' : 'da Lua', `casa ${eclipse.house}`];
  const lunation = find('phase', (p) => p.kind === 'new' || p.kind === 'full');
  if (lunation) return [lunation.kind === 'new' ? 'Lua Nova' : 'Lua Cheia', `casa ${lunation.house}`];
  const home = find('ingress', (i) => i.house === 1);
  if (home) return [BODY_NAMES[home.body], SIGN_NAMES[home.sign]];
  const station = find('station');
  if (station) return [BODY_NAMES[station.body], SIGN_NAMES[station.sign], `casa ${station.house}`];
  const moonHome = find('moon-ingress', (m) => m.house === 1);
  if (moonHome) return ['Lua', SIGN_NAMES[moonHome.sign], 'seu signo'];
  return ['Lua', SIGN_NAMES[input.moon.sign], `casa ${input.moon.house}`];
}

describe('the first sentence', () => {
  it('names the day’s main event for the sign', () => {
    const kinds = new Set<string>();
    for (const day of [...dates, ...run]) {
      for (const { sign, input, paragraphs } of day.signs) {
        const lead = horoscopeLead(paragraphs);
        const expected = mainEvent(input);
        kinds.add(expected[0]!);
        for (const word of expected) expect(lead, `${sign} ${day.date}`).toContain(word);
      }
    }
    for (const kind of ['eclipse', 'Lua Cheia', 'Lua']) expect(kinds).toContain(kind);
  });

  it('on 12 August 2026 tells Leão its eclipse in house 1 and Aquário in house 7, first', () => {
    const day = run.find((d) => d.date === '2026-08-12')!;
    const leo = day.signs.find((s) => s.sign === 'leo')!;
    expect(horoscopeLead(leo.paragraphs)).toMatch(/^O eclipse total do Sol em Leão, às 14h\d\d, .*casa 1/);
    const aquarius = day.signs.find((s) => s.sign === 'aquarius')!;
    expect(horoscopeLead(aquarius.paragraphs)).toContain('casa 7');
  });
});

describe('events that coincide', () => {
  it('are told once: a phase is not told again as the Moon–Sun aspect, an eclipse not as its lunation', () => {
    for (const day of [...dates, ...run]) {
      for (const { sign, input, paragraphs } of day.signs) {
        const text = paragraphs.join(' ');
        const phase = input.items.some((i) => i.type === 'phase' || i.type === 'eclipse');
        if (phase)
          expect(text, `${sign} ${day.date}`).not.toMatch(
            /Lua (faz|e o Sol|encontra o Sol)[^.]*(conjunção|oposição|quadratura) com o Sol|entre a Lua e o Sol/,
          );
        if (input.items.some((i) => i.type === 'eclipse')) expect(text).not.toMatch(/Lua (Nova|Cheia)/);
        for (const sentence of sentencesOf(text).filter((x) => x.includes('fora de curso')))
          expect(sentence, `${sign} ${day.date}`).toContain('pela tradição');
      }
    }
  });
});
