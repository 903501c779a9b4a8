import type { LunarReturn } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '../../../lib/api-client';
import { OWN_SKY_QUERY_KEY } from '../../../lib/own-chart-query';

/** GET /api/users/me/lunar-return?from=, or null while the profile has no birth (the server's 404). */
export async function getLunarReturn(from: string, signal?: AbortSignal): Promise<LunarReturn | null> {
  try {
    const { data } = await api.get<LunarReturn>('/users/me/lunar-return', { params: { from }, signal });
    return data;
  } catch (error) {
    if (isApiError(error) && error.response?.status === 404) return null;
    throw new Error(errorMessage(error, 'Não foi possível calcular a revolução lunar.'));
  }
}

export const lunarReturnQueryOptions = (userId: string | null, from: string) =>
  queryOptions({
    // Under the own-sky key: saving a new birth refreshes it with the chart.
    queryKey: [...OWN_SKY_QUERY_KEY, 'lunar-return', userId, from],
    queryFn: ({ signal }) => getLunarReturn(from, signal),
    enabled: userId !== null,
    retry: 1,
  });

export const useLunarReturn = (userId: string | null, from: string) =>
  useQuery(lunarReturnQueryOptions(userId, from));
