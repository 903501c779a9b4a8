import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from './api-client';
import { LinkError, linkError, linkTokenFrom } from './link-token';

describe('linkTokenFrom', () => {
  it.each([
    ['?token=abc_DEF-123', 'abc_DEF-123'],
    ['token=abc', 'abc'],
    ['?outro=1&token=xyz', 'xyz'],
    // A long link wrapped by a mail client: the spaces are not part of a base64url token.
    ['?token=%20abc%20def%0A', 'abcdef'],
    ['?token=a%2Bb', 'a+b'],
  ])('%s → %s', (search, expected) => {
    expect(linkTokenFrom(search)).toBe(expected);
  });

  it.each(['', '?', '?token=', '?token=%20%20', '?tokens=abc', '?outro=abc'])('%j has no token', (search) => {
    expect(linkTokenFrom(search)).toBeNull();
  });

  it('reads URLSearchParams too', () => {
    expect(linkTokenFrom(new URLSearchParams({ token: 'k' }))).toBe('k');
  });
});

describe('linkError', () => {
  const apiError = (status?: number, data?: unknown) =>
    new ApiError('/api/teste', status === undefined ? undefined : { status, data, headers: new Headers() });

  it("keeps the server's Portuguese error, and a used or expired link is final", () => {
    const error = linkError(apiError(400, { error: 'Este link expirou. Peça um novo.' }), 'Falhou.');
    expect(error).toBeInstanceOf(LinkError);
    expect(error).toMatchObject({ message: 'Este link expirou. Peça um novo.', retryable: false });
    expect(linkError(apiError(400, {}), 'Falhou.')).toMatchObject({ message: 'Falhou.', retryable: false });
  });

  it('lets a person try again after a network or server failure', () => {
    expect(linkError(apiError(), 'Falhou.')).toMatchObject({
      message: NETWORK_ERROR_MESSAGE,
      retryable: true,
    });
    expect(linkError(apiError(503, {}), 'Falhou.')).toMatchObject({ message: 'Falhou.', retryable: true });
    expect(linkError(new Error('x'), 'Falhou.')).toMatchObject({ message: 'Falhou.', retryable: true });
  });
});
