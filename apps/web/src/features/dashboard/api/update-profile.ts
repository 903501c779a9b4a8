import type { UpdateProfileRequest, UpdateProfileResponse } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../../../lib/session';
import { PROFILE_QUERY_KEY } from '../../../lib/profile-query';

export async function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  try {
    const { data } = await api.put<UpdateProfileResponse>('/users/profile', body);
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Erro ao atualizar perfil'));
  }
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const login = useLogin();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: async (data) => {
      // The name and e-mail travel in the token: the fresh one keeps the header in step.
      login(data.token);
      await queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY });
    },
  });
}
