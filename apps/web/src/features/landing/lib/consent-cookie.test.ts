import { describe, expect, it } from 'vitest';
import { consentCookie, hasCookie } from './consent-cookie';

describe('consent cookie', () => {
  it('lasts the given number of days', () => {
    const cookie = consentCookie('constelar-consent', 150, new Date('2025-01-01T00:00:00Z'));
    expect(cookie).toContain('constelar-consent=aceito');
    expect(cookie).toContain('Max-Age=12960000');
    expect(cookie).toContain('Expires=Sat, 31 May 2025 00:00:00 GMT');
    expect(cookie).toContain('Path=/');
  });

  it('finds a cookie by exact name', () => {
    expect(hasCookie('a=1; constelar-consent=aceito', 'constelar-consent')).toBe(true);
    expect(hasCookie('constelar-consent-old=1', 'constelar-consent')).toBe(false);
    expect(hasCookie('', 'constelar-consent')).toBe(false);
  });
});
