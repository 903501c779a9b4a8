import type { Today } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from './api-client';
import { OWN_SKY_QUERY_KEY } from './own-chart-query';

/** GET /api/users/me/today for `date` (YYYY-MM-DD, the member's own calendar day). */
export async function getToday(date: string): Promise<Today> {
  try {
    const { data } = await api.get<Today>('/users/me/today', { params: { date } });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível ler o céu de hoje.'));
  }
}

export const todayQueryOptions = (userId: string | null, date: string, enabled: boolean) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'today', userId, date],
    queryFn: () => getToday(date),
    enabled: enabled && userId !== null,
    retry: 1,
  });

export const useToday = (userId: string | null, date: string, enabled: boolean) =>
  useQuery(todayQueryOptions(userId, date, enabled));
