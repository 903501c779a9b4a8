import { describe, expect, it } from 'vitest';
import { createScrollMemory } from './scroll-memory';

function fakeStore(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => data.set(k, v),
    data,
  };
}

describe('createScrollMemory', () => {
  it('reads back what it saved, by key', () => {
    const memory = createScrollMemory(null);
    memory.save('a', 120);
    memory.save('b', 0);
    expect(memory.read('a')).toBe(120);
    expect(memory.read('b')).toBe(0);
    expect(memory.read('c')).toBeUndefined();
  });

  it('survives a reload through the store', () => {
    const store = fakeStore();
    const first = createScrollMemory(store);
    first.save('entry', 1637);
    first.persist();
    expect(createScrollMemory(store).read('entry')).toBe(1637);
  });

  it('ignores a damaged store', () => {
    const memory = createScrollMemory(fakeStore({ 'constelar:scroll-positions': '{not json' }));
    expect(memory.read('entry')).toBeUndefined();
  });

  it('forgets the oldest entries past fifty', () => {
    const memory = createScrollMemory(null);
    for (let i = 0; i < 51; i++) memory.save(`k${i}`, i);
    expect(memory.read('k0')).toBeUndefined();
    expect(memory.read('k1')).toBe(1);
    expect(memory.read('k50')).toBe(50);
  });
});
