import { DAILY_CARDS } from '@constelar/content/daily-cards';
import { expect, it } from 'vitest';
import { DAILY_CARD_COUNT } from './daily-card-texts';

it('draws among exactly the cards the content package holds', () => {
  expect(DAILY_CARDS).toHaveLength(DAILY_CARD_COUNT);
});
