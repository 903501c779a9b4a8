import type { TransitEvent } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { OWN_SKY_QUERY_KEY } from '../../../lib/own-chart-query';

/** "Seu céu" looks this far ahead (sky.md §3 allows up to 366). */
export const SKY_DAYS = 30;

/** GET /api/users/me/transits from `from` (YYYY-MM-DD) for `days` days, sorted by start. */
export async function getTransits(from: string, days: number): Promise<TransitEvent[]> {
  try {
    const { data } = await api.get<TransitEvent[]>('/users/me/transits', { params: { from, days } });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível buscar os trânsitos.'));
  }
}

export const transitsQueryOptions = (userId: string | null, from: string, days = SKY_DAYS) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'transits', userId, from, days],
    queryFn: () => getTransits(from, days),
    enabled: userId !== null,
    retry: 1,
  });

export const useTransits = (userId: string | null, from: string) =>
  useQuery(transitsQueryOptions(userId, from));
