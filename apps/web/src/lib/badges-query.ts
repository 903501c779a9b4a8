import type { BadgesResponse } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from './auth-store';
import { api, errorMessage } from './api-client';

import { BADGES_QUERY_KEY } from './badges-key';

/** Shared by the header (beta-tester label) and the dashboard (achievements), so one request serves both. */
export { BADGES_QUERY_KEY };

export async function fetchBadges(): Promise<BadgesResponse> {
  try {
    const { data } = await api.get<BadgesResponse>('/users/badges');
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Erro ao carregar badges'));
  }
}

/** Keyed by user so another account signing in on the same tab never sees the previous one's badges. */
export const badgesQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...BADGES_QUERY_KEY, userId],
    queryFn: fetchBadges,
    enabled: userId !== null,
    // Badges are earned by actions elsewhere; whoever mounts the query next sees the new count.
    staleTime: 0,
  });

/** GET /users/badges whenever a token exists (product.md §7). */
export function useBadgesQuery() {
  const userId = useAuthStore((s) => (s.token ? (s.user?.id ?? null) : null));
  return useQuery(badgesQueryOptions(userId));
}
