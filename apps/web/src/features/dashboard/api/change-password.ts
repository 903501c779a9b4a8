import type { ChangePasswordRequest, ChangePasswordResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../../../lib/session';

/** POST /api/users/change-password → 200 { message, token }: every older token now gets 401. */
export async function changePassword(body: ChangePasswordRequest): Promise<ChangePasswordResponse> {
  try {
    const { data } = await api.post<ChangePasswordResponse>('/users/change-password', body);
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Erro ao alterar senha'));
  }
}

export function useChangePassword() {
  const login = useLogin();
  return useMutation({
    mutationFn: changePassword,
    // The change ended every session, this one included: the fresh token keeps this device signed in.
    onSuccess: (data) => {
      if (data?.token) login(data.token);
    },
  });
}
