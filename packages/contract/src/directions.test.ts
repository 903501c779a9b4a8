import { describe, expect, it } from 'vitest';
import { DirectionsQuery, LunarReturnQuery } from './directions';

describe('the sky-ahead queries', () => {
  it('take a YYYY-MM-DD day, or none', () => {
    expect(DirectionsQuery.parse({ date: '2026-11-27' })).toEqual({ date: '2026-11-27' });
    expect(DirectionsQuery.parse({})).toEqual({});
    expect(LunarReturnQuery.parse({ from: '2026-11-27', place: ' Lisboa ' })).toEqual({
      from: '2026-11-27',
      place: 'Lisboa',
    });
  });

  it.each(['27/11/2026', '2026-11', 'amanhã'])('refuses %j in Portuguese', (value) => {
    for (const result of [
      DirectionsQuery.safeParse({ date: value }),
      LunarReturnQuery.safeParse({ from: value }),
    ]) {
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Data inválida: use o formato AAAA-MM-DD.');
    }
  });
});
