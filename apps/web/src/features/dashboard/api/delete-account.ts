import type { DeleteAccountRequest, MessageResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

export async function deleteAccount(body: DeleteAccountRequest): Promise<MessageResponse> {
  try {
    const { data } = await api.delete<MessageResponse>('/users/account', body);
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Erro ao excluir conta'));
  }
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
