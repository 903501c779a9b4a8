import { BADGE_TEXTS } from '@constelar/content/badges';
import { describe, expect, it } from 'vitest';
import { BADGE_GOALS } from './badge-goals';

describe('BADGE_GOALS', () => {
  it('has a goal for every badge, none of them told in the past tense', () => {
    expect(Object.keys(BADGE_GOALS).sort()).toEqual(Object.keys(BADGE_TEXTS).sort());
    for (const goal of Object.values(BADGE_GOALS)) expect(goal).not.toMatch(/^Você (já |)(gerou|fez|está)/);
  });

  it('starts each goal differently', () => {
    const openings = Object.values(BADGE_GOALS).map((g) => g.split(' ').slice(0, 4).join(' '));
    expect(new Set(openings).size).toBe(openings.length);
  });
});
