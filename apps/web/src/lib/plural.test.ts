import { describe, expect, it } from 'vitest';
import { plural } from './plural';

describe('plural', () => {
  it.each([
    [0, 'análises realizadas'],
    [1, 'análise realizada'],
    [2, 'análises realizadas'],
    [1000, 'análises realizadas'],
  ])('%i → %s', (count, words) => {
    expect(plural(count, 'análise realizada', 'análises realizadas')).toBe(words);
  });
});
