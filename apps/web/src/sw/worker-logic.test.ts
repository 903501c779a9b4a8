import { describe, expect, it } from 'vitest';
import { pushNotice, sameOriginUrl, userCacheKey } from './worker-logic';

describe('the worker’s decisions', () => {
  it('reads the server’s payload, and stays readable on anything else', () => {
    expect(pushNotice(JSON.stringify({ title: 'Lua Nova', body: 'Plante.', url: '/ceu', tag: 'l' }))).toEqual(
      {
        title: 'Lua Nova',
        body: 'Plante.',
        url: '/ceu',
        tag: 'l',
      },
    );
    expect(pushNotice(null)).toEqual({ title: 'Constelar', body: '', url: '/', tag: 'constelar' });
    expect(pushNotice('texto solto').body).toBe('texto solto');
  });

  it('opens only pages of this site', () => {
    expect(sameOriginUrl('/horoscopo/leao', 'https://constelar.app')).toBe(
      'https://constelar.app/horoscopo/leao',
    );
    expect(sameOriginUrl('https://mal.example/x', 'https://constelar.app')).toBe('https://constelar.app/');
    expect(sameOriginUrl(undefined, 'https://constelar.app')).toBe('https://constelar.app/');
  });

  it('keys a member’s answer by the session, and keeps nothing without one', async () => {
    const path = '/api/users/me/today?date=2026-12-08';
    const a = await userCacheKey('Bearer a', 'https://constelar.app', path);
    const b = await userCacheKey('Bearer b', 'https://constelar.app', path);
    expect(a).toMatch(
      /^https:\/\/constelar\.app\/__constelar\/session\/[0-9a-f]{64}\/api\/users\/me\/today\?date=2026-12-08$/,
    );
    expect(a).not.toBe(b);
    expect(await userCacheKey('Bearer a', 'https://constelar.app', path)).toBe(a);
    expect(await userCacheKey(null, 'https://constelar.app', path)).toBeNull();
  });
});
