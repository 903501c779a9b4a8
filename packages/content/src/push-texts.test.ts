import { describe, expect, it } from 'vitest';
import { PUSH_TEXTS } from './push-texts';

describe('the notifications’ own words', () => {
  it('names a slow planet entering a house, and returning to it', () => {
    expect(PUSH_TEXTS.houseIngressTitle('jupiter', 5, false)).toBe('Júpiter entra na sua casa 5');
    expect(PUSH_TEXTS.houseIngressTitle('saturn', 4, true)).toBe('Saturno volta à sua casa 4');
  });
});
