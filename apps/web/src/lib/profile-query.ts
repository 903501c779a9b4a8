import type { UserProfile } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// Shared by the dashboard (profile dialog, e-mail banner) and the /confirmar-email page, which stores the
// confirmed profile so the banner is gone the moment the dashboard opens.
export const PROFILE_QUERY_KEY = ['users', 'profile'] as const;

export async function getProfile(): Promise<UserProfile> {
  try {
    const { data } = await api.get<UserProfile>('/users/profile');
    return data;
  } catch {
    // product.md §8 gives the load error no server override.
    throw new Error('Erro ao carregar perfil');
  }
}

export const profileQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...PROFILE_QUERY_KEY, userId],
    queryFn: getProfile,
    enabled: userId !== null,
    // product.md §4: the profile loads every time the dialog opens (and the banner mounts).
    staleTime: 0,
    refetchOnMount: 'always',
    retry: false,
  });

export const useProfile = (userId: string | null) => useQuery(profileQueryOptions(userId));
