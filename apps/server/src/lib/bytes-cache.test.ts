import { describe, expect, it } from 'vitest';
import { createBytesCache } from './bytes-cache';

const image = (size: number) => Buffer.alloc(size, 1);

describe('createBytesCache', () => {
  it('renders a key once and serves it from memory afterwards', async () => {
    const cache = createBytesCache<Buffer>(1000, (png) => png.length);
    let renders = 0;
    const render = async () => (renders++, image(10));
    const [a, b] = await Promise.all([cache.get('k', render), cache.get('k', render)]);
    await cache.get('k', render);
    expect(renders).toBe(1);
    expect(a).toBe(b);
  });

  it('drops the least recently used images once over its byte budget', async () => {
    const cache = createBytesCache<Buffer>(250, (png) => png.length);
    await cache.get('a', async () => image(100));
    await cache.get('b', async () => image(100));
    await cache.get('a', async () => image(100)); // a is now the most recent
    await cache.get('c', async () => image(100));
    expect(cache.size).toEqual({ entries: 2, bytes: 200 });
    const rendered: string[] = [];
    for (const key of ['a', 'c', 'b']) await cache.get(key, async () => (rendered.push(key), image(100)));
    expect(rendered).toEqual(['b']);
  });

  it('forgets a failed render, so the next request tries again', async () => {
    const cache = createBytesCache<Buffer>(1000, (png) => png.length);
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => image(5))).toHaveLength(5);
  });

  it('weighs values by the function it is given, and peeks without producing', async () => {
    const cache = createBytesCache<{ parts: Buffer[] }>(250, (v) =>
      v.parts.reduce((n, p) => n + p.length, 0),
    );
    expect(cache.peek('a')).toBeUndefined();
    await cache.get('a', async () => ({ parts: [image(100), image(100)] }));
    await cache.get('b', async () => ({ parts: [image(100)] }));
    expect(cache.size).toEqual({ entries: 1, bytes: 100 });
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')?.parts).toHaveLength(1);
  });
});
