import type { ChangePasswordRequest, MessageResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

export async function changePassword(body: ChangePasswordRequest): Promise<MessageResponse> {
  try {
    const { data } = await api.post<MessageResponse>('/users/change-password', body);
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Erro ao alterar senha'));
  }
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
