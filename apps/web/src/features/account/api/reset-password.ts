import type { MessageResponse, ResetPasswordRequest } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { resetFailure, ResetPasswordError } from '../lib/reset-failure';

/** POST /api/users/reset-password { token, password } → 200 { message }; 400 { error, field? }. */
export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  try {
    const { data } = await api.post<MessageResponse>('/users/reset-password', body);
    return data;
  } catch (error) {
    throw new ResetPasswordError(resetFailure(error));
  }
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
