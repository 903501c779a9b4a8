import type { UpdateProfileRequest, UpdateProfileResponse } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { useLogin } from '../../../lib/session';
import { BADGES_QUERY_KEY } from '../../../lib/badges-key';
import { OWN_SKY_QUERY_KEY } from '../../../lib/own-chart-query';
import { PROFILE_QUERY_KEY } from '../../../lib/profile-query';

export async function updateProfile(body: UpdateProfileRequest): Promise<UpdateProfileResponse> {
  try {
    const { data } = await api.put<UpdateProfileResponse>('/users/profile', body);
    return data;
  } catch (error) {
    // The cause keeps the server's answer, so the form can put a birth error under its field.
    throw new Error(errorMessage(error, 'Erro ao atualizar perfil'), { cause: error });
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
      // A new birth changes the own chart, the sky over it, and which saved reports are "Você".
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PROFILE_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: OWN_SKY_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
        // The own chart is a first reading: saving the birth may earn "Primeira Revelação" (issue #45).
        queryClient.invalidateQueries({ queryKey: BADGES_QUERY_KEY }),
      ]);
    },
  });
}
