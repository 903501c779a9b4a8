import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from './api-client';

const post = vi.fn();
vi.mock('./api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: { post: (...args: unknown[]) => post(...args) },
}));

const { resendVerification, resendStatus, ResendError, RESEND_FAILED, RESEND_SENT_FALLBACK } =
  await import('./resend-verification');
const { ApiError, NETWORK_ERROR_MESSAGE } = await import('./api-client');

const apiError = (status?: number, data?: unknown) =>
  new ApiError('/api/teste', status === undefined ? undefined : { status, data, headers: new Headers() });

describe('resendVerification', () => {
  beforeEach(() => post.mockReset());

  it("returns the server's message, or a warm fallback", async () => {
    post.mockResolvedValueOnce({ data: { message: 'Novo link a caminho.' } });
    await expect(resendVerification()).resolves.toBe('Novo link a caminho.');
    post.mockResolvedValueOnce({ data: {} });
    await expect(resendVerification()).resolves.toBe(RESEND_SENT_FALLBACK);
    expect(post).toHaveBeenCalledWith('/users/resend-verification');
  });

  it.each([
    [apiError(400, { error: 'Seu e-mail já está confirmado.' }), 'Seu e-mail já está confirmado.', true],
    [
      apiError(429, { error: 'Muitas tentativas. Aguarde um pouco.' }),
      'Muitas tentativas. Aguarde um pouco.',
      false,
    ],
    [apiError(500, {}), RESEND_FAILED, false],
    [apiError(), NETWORK_ERROR_MESSAGE, false],
    [new Error('boom'), RESEND_FAILED, false],
  ])('turns a failure into a Portuguese message (%#)', async (failure, message, alreadyVerified) => {
    post.mockRejectedValueOnce(failure);
    const error = await resendVerification().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResendError);
    expect(error).toMatchObject({ message, alreadyVerified });
  });
});

describe('resendStatus', () => {
  it.each([
    [{ isPending: false, isSuccess: false, isError: false }, 'idle'],
    [{ isPending: true, isSuccess: false, isError: false }, 'sending'],
    [{ isPending: false, isSuccess: true, isError: false }, 'sent'],
    [{ isPending: false, isSuccess: false, isError: true }, 'error'],
  ] as const)('%j → %s', (mutation, status) => {
    expect(resendStatus(mutation)).toBe(status);
  });
});
