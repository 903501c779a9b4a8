import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile } from '@constelar/contract';
import { api } from '../../../lib/api-client';

/** GET /api/users/profile: the signed-in owner's name heads a saved report (product.md §2). */
export async function getProfile(): Promise<UserProfile> {
  const { data } = await api.get<UserProfile>('/users/profile');
  return data;
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: ['users', 'profile'], queryFn: getProfile, staleTime: 5 * 60_000, retry: false });

export const useProfile = (enabled: boolean) => useQuery({ ...profileQueryOptions(), enabled });
