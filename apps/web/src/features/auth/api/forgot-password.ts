import type { ForgotPasswordRequest, MessageResponse } from '@constelar/contract';
import { FORGOT_PASSWORD_MESSAGE } from '@constelar/contract/constants';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

const FORGOT_PASSWORD_FAILED = 'Não foi possível enviar o link agora. Tente novamente em alguns minutos.';

/**
 * POST /api/users/forgot-password → 202 { message }, the same whether or not the account exists; 429 with
 * a Portuguese error when asked too often.
 */
export async function forgotPassword(body: ForgotPasswordRequest): Promise<string> {
  try {
    const { data } = await api.post<MessageResponse>('/users/forgot-password', body);
    return data?.message?.trim() || FORGOT_PASSWORD_MESSAGE;
  } catch (error) {
    throw new Error(errorMessage(error, FORGOT_PASSWORD_FAILED));
  }
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
