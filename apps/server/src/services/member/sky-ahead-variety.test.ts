// Issue #37: the progressions and the solar arc are read by pair, aspect and real span, not a
// four-slot template. Over the twenty reading births on three dates: within one chart's progressions
// (or its solar arc), no sentence is shared by more than two aspects once the points' names, dates and
// numbers are masked; and every timed sentence agrees with how fast the moving point goes.
import { BODY_NAMES } from '@constelar/content';
import { describe, expect, it } from 'vitest';
import { castBirth } from '../reading/cast-birth';
import { READING_BIRTHS, READING_TODAY } from '../reading/reading-births.fixture';
import { buildProgressions, buildSolarArc } from './sky-ahead';

const DATES = ['2026-11-29', '2035-03-01', '2050-08-15'];
const NAMES = new RegExp(
  `\\b(${[...Object.values(BODY_NAMES), 'Ascendente', 'Meio do Céu'].join('|')})\\b`,
  'g',
);
const MONTHS =
  /\b(janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro)\b/g;
const mask = (sentence: string) =>
  sentence
    .replace(NAMES, 'P')
    .replace(/\b(progredid|dirigid)[oa]\b/g, 'M')
    .replace(MONTHS, 'MES')
    .replace(/\d+/g, 'N');
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/);

/** The most aspects of one list that share one masked sentence. */
function mostShared(texts: readonly string[]): number {
  const by = new Map<string, Set<number>>();
  texts.forEach((text, i) => {
    for (const s of sentences(text)) by.set(mask(s), (by.get(mask(s)) ?? new Set()).add(i));
  });
  return Math.max(0, ...[...by.values()].map((set) => set.size));
}

const births = READING_BIRTHS.map((b) => castBirth(b, { today: READING_TODAY, placeRequired: true }));

describe('the sky ahead, read by pair, aspect and span', () => {
  it('shares no sentence among more than two aspects of one chart', () => {
    let worst = 0;
    let aspects = 0;
    for (const birth of births)
      for (const date of DATES) {
        const lists = [buildProgressions(birth, date).aspects, buildSolarArc(birth, date).aspects];
        for (const list of lists) {
          aspects += list.length;
          worst = Math.max(worst, mostShared(list.map((a) => a.text)));
        }
      }
    expect(aspects).toBeGreaterThan(200); // the charts hold enough aspects to measure
    expect(worst).toBeLessThanOrEqual(2); // 11 with the four-slot template this replaced
  });

  it('gives each progressed aspect the span of its moving point', () => {
    for (const birth of births)
      for (const date of DATES)
        for (const a of buildProgressions(birth, date).aspects) {
          const where = `${a.title} (${date})`;
          if (a.progressed === 'moon') expect(a.text, where).toMatch(/\bmeses\b|\bmês\b/);
          if (['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].includes(a.progressed)) {
            expect(a.text, where).not.toMatch(/um ou dois anos|\bmeses\b/);
            expect(a.text, where).toMatch(/décadas?|vida inteira|anos/);
          }
          if (a.exact) expect(a.text, where).toContain(a.exact.slice(0, 4));
        }
  });

  it('dates every directed aspect within about two years, the arc’s pace', () => {
    for (const birth of births)
      for (const a of buildSolarArc(birth, DATES[0]!).aspects) {
        expect(a.text, a.title).toMatch(/cerca de (um|dois) anos?|uns dois anos/);
        expect(a.text, a.title).not.toMatch(/décadas|vida inteira|meses/);
      }
  });
});
