import type { MessageResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from './api-client';

// Shared by the dashboard's banner and the /confirmar-email page (feature folders may not import each
// other), like the session itself.

export const RESEND_SENT_FALLBACK =
  'Enviamos um novo link de confirmação. Confira sua caixa de entrada e, se não achar, a pasta de spam.';
export const RESEND_FAILED = 'Não foi possível reenviar o e-mail agora. Tente novamente em alguns minutos.';

/** A failed resend; `alreadyVerified` when the server says there is nothing left to confirm (400). */
export class ResendError extends Error {
  constructor(
    message: string,
    readonly alreadyVerified: boolean,
  ) {
    super(message);
    this.name = 'ResendError';
  }
}

/** POST /api/users/resend-verification (signed in) → 202 { message }; 400 when confirmed; 429 when too often. */
export async function resendVerification(): Promise<string> {
  try {
    const { data } = await api.post<MessageResponse>('/users/resend-verification');
    return data?.message?.trim() || RESEND_SENT_FALLBACK;
  } catch (error) {
    const alreadyVerified = isApiError(error) && error.response?.status === 400;
    throw new ResendError(errorMessage(error, RESEND_FAILED), alreadyVerified);
  }
}

export type ResendStatus = 'idle' | 'sending' | 'sent' | 'error';

/** The button's four states, from the mutation's. */
export function resendStatus(m: { isPending: boolean; isSuccess: boolean; isError: boolean }): ResendStatus {
  if (m.isPending) return 'sending';
  if (m.isSuccess) return 'sent';
  if (m.isError) return 'error';
  return 'idle';
}

export function useResendVerification(onAlreadyVerified?: () => void) {
  return useMutation({
    mutationFn: resendVerification,
    onError: (error) => {
      if (error instanceof ResendError && error.alreadyVerified) onAlreadyVerified?.();
    },
  });
}
