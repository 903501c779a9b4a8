import { describe, expect, it } from 'vitest';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { resetFailure } from './reset-failure';

const apiError = (status?: number, data?: unknown) =>
  new ApiError('/api/teste', status === undefined ? undefined : { status, data, headers: new Headers() });

describe('resetFailure', () => {
  it('puts a password problem on the password field', () => {
    expect(
      resetFailure(apiError(400, { error: 'A senha deve ter pelo menos 6 caracteres.', field: 'password' })),
    ).toEqual({ kind: 'password', message: 'A senha deve ter pelo menos 6 caracteres.' });
  });

  it('reads any other 400 as a used, expired or unknown link', () => {
    expect(resetFailure(apiError(400, { error: 'Este link expirou. Peça um novo.' }))).toEqual({
      kind: 'link',
      message: 'Este link expirou. Peça um novo.',
    });
  });

  it('reads a malformed token the same way', () => {
    expect(resetFailure(apiError(400, { error: 'Link inválido ou incompleto.', field: 'token' }))).toEqual({
      kind: 'link',
      message: 'Link inválido ou incompleto.',
    });
  });

  it('leaves limits, server failures and silence to the form', () => {
    expect(resetFailure(apiError(429, { error: 'Muitas tentativas.' }))).toEqual({
      kind: 'general',
      message: 'Muitas tentativas.',
    });
    expect(resetFailure(apiError(500, {}))).toEqual({
      kind: 'general',
      message: 'Não foi possível redefinir a senha. Tente novamente em alguns minutos.',
    });
    expect(resetFailure(apiError())).toEqual({ kind: 'general', message: NETWORK_ERROR_MESSAGE });
  });
});
