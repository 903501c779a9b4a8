import { BADGE_METADATA } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { BADGE_CATALOG } from './badge-visuals';

// The browser cannot import core's index (it carries the ephemeris table) and core/codes has no badge
// metadata yet, so the catalogue's icons and rarities are checked against core here, where size is free.
describe('BADGE_CATALOG', () => {
  it("has core's badges, in core's order, with core's icons and rarities", () => {
    expect(BADGE_CATALOG).toEqual(
      Object.entries(BADGE_METADATA).map(([id, { icon, rarity }]) => ({ id, icon, rarity })),
    );
  });
});
