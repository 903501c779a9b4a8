import { describe, expect, it } from 'vitest';
import { groupBySameAs, joinRoles } from './same-as';

describe('groupBySameAs', () => {
  it('folds a role into the one it repeats, keeping the heads in order', () => {
    const groups = groupBySameAs([
      { field: 'personal' },
      { field: 'personality' },
      { field: 'soul', sameAs: 'personal' },
      { field: 'annual' },
      { field: 'gematria', sameAs: 'annual' },
    ]);
    expect(groups.map((g) => [g.head.field, g.also.map((a) => a.field)])).toEqual([
      ['personal', ['soul']],
      ['personality', []],
      ['annual', ['gematria']],
    ]);
  });

  it('follows a pointer to a role that itself repeats another', () => {
    const groups = groupBySameAs([{ field: 'a' }, { field: 'b', sameAs: 'a' }, { field: 'c', sameAs: 'b' }]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.also.map((x) => x.field)).toEqual(['b', 'c']);
  });

  it('keeps a pointer to a missing role as a card of its own', () => {
    const groups = groupBySameAs([{ field: 'a' }, { field: 'b', sameAs: 'gone' }]);
    expect(groups.map((g) => g.head.field)).toEqual(['a', 'b']);
  });
});

describe('joinRoles', () => {
  it('joins names the Portuguese way', () => {
    expect(joinRoles(['Arcano Pessoal'])).toBe('Arcano Pessoal');
    expect(joinRoles(['Arcano Pessoal', 'Arcano da Alma'])).toBe('Arcano Pessoal e Arcano da Alma');
    expect(joinRoles(['Número Pessoal', 'Número da Alma', 'Gematria do Nome'])).toBe(
      'Número Pessoal, Número da Alma e Gematria do Nome',
    );
    expect(joinRoles([])).toBe('');
  });
});
