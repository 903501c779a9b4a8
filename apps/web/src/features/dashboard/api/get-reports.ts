import type { SavedReport } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';

const LIST_ERROR = 'Não foi possível buscar seus relatórios.';

export async function getReports(): Promise<SavedReport[]> {
  try {
    const { data } = await api.get<SavedReport[]>('/reports');
    return data;
  } catch (error) {
    // product.md §8 fixes this message; only a network failure says something more useful.
    const message = errorMessage(error, LIST_ERROR);
    throw new Error(message === NETWORK_ERROR_MESSAGE ? message : LIST_ERROR);
  }
}

export const reportsQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: ['reports', 'list', userId],
    queryFn: getReports,
    enabled: userId !== null,
    // A report made elsewhere in the app a moment ago must show up when the dashboard opens.
    staleTime: 0,
    // product.md §4: the dashboard's reports query retries once.
    retry: 1,
  });

export const useReports = (userId: string | null) => useQuery(reportsQueryOptions(userId));
