import { describe, expect, it } from 'vitest';
import { CIGANO_SPREAD_CODES, TAROT_SPREAD_CODES } from '@constelar/core/tarot';
import { CIGANO_SPREAD_PATHS, TAROT_SPREAD_PATHS, ciganoSpreadOfSlug, ciganoSpreadSlug } from './app-routes';
import { TAROT_MESSAGES, TarotDrawRequest } from './tarot';

const issuesOf = (body: unknown) => {
  const parsed = TarotDrawRequest.safeParse(body);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('TarotDrawRequest', () => {
  it('accepts a spread alone and a full body', () => {
    expect(issuesOf({ spread: 'tres-cartas' })).toEqual([]);
    expect(
      issuesOf({
        spread: 'tres-cartas',
        deck: 'majors',
        reversals: true,
        picks: [21, 0, 4],
        question: 'E agora?',
      }),
    ).toEqual([]);
  });

  it('refuses an unknown spread, a long question and bad picks, each at its field', () => {
    expect(issuesOf({ spread: 'runas' })).toEqual([
      { path: 'spread', message: TAROT_MESSAGES.unknownSpread },
    ]);
    expect(issuesOf({ spread: 'amor', question: 'x'.repeat(201) })).toEqual([
      { path: 'question', message: TAROT_MESSAGES.question },
    ]);
    for (const picks of [
      [1, 2],
      [1, 1, 2],
      [0, 1, 22],
      [0, 1, -1],
      [0, 1, 2.5],
    ]) {
      expect(issuesOf({ spread: 'conselho', deck: 'majors', picks })).toEqual([
        { path: 'picks', message: TAROT_MESSAGES.picks },
      ]);
    }
    expect(issuesOf({ spread: 'conselho', picks: [0, 1, 77] })).toEqual([]);
    expect(issuesOf({ spread: 'conselho', deck: 'tudo' })).toEqual([
      { path: 'deck', message: TAROT_MESSAGES.deck },
    ]);
  });
});

describe('the spreads’ pages', () => {
  it('are core’s spreads, in order', () => {
    expect(TAROT_SPREAD_PATHS).toEqual(TAROT_SPREAD_CODES.map((code) => `/tarot/${code}`));
    expect(CIGANO_SPREAD_PATHS).toEqual(
      CIGANO_SPREAD_CODES.map((code) => `/tarot/cigano/${ciganoSpreadSlug(code)}`),
    );
    for (const code of CIGANO_SPREAD_CODES) expect(ciganoSpreadOfSlug(ciganoSpreadSlug(code))).toBe(code);
    expect(ciganoSpreadOfSlug('cartas')).toBeUndefined();
  });
});
