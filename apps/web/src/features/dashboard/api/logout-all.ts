import type { MessageResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

const LOGOUT_ALL_FAILED = 'Não foi possível encerrar as sessões agora. Tente novamente em alguns minutos.';

/** POST /api/users/logout-all → 200 { message }; afterwards every token of the account gets 401. */
export async function logoutAll(): Promise<MessageResponse> {
  try {
    const { data } = await api.post<MessageResponse>('/users/logout-all');
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, LOGOUT_ALL_FAILED));
  }
}

export const useLogoutAll = () => useMutation({ mutationFn: logoutAll });
