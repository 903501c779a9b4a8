import type { SavedReport, TransitEvent } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '../../../lib/api-client';
import { OWN_SKY_QUERY_KEY } from '../../../lib/own-chart-query';

/** "Seu céu" looks this far ahead (issue #14; sky.md §3 allows up to 366). */
export const SKY_DAYS = 90;

async function fetchTransits(path: string, from: string, days: number): Promise<TransitEvent[]> {
  try {
    const { data } = await api.get<TransitEvent[]>(path, { params: { from, days } });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível buscar os trânsitos.'));
  }
}

/** GET /api/users/me/transits from `from` (YYYY-MM-DD) for `days` days, sorted by start. */
export const getTransits = (from: string, days: number) => fetchTransits('/users/me/transits', from, days);

export const transitsQueryOptions = (userId: string | null, from: string, days = SKY_DAYS) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'transits', userId, from, days],
    queryFn: () => getTransits(from, days),
    enabled: userId !== null,
    retry: 1,
  });

export const useTransits = (userId: string | null, from: string) =>
  useQuery(transitsQueryOptions(userId, from));

/** GET /api/reports/{id}/transits: the same sky over a saved personal report of the member's. */
export const useReportTransits = (reportId: string, from: string) =>
  useQuery({
    queryKey: ['reports', reportId, 'transits', from, SKY_DAYS],
    queryFn: () => fetchTransits(`/reports/${encodeURIComponent(reportId)}/transits`, from, SKY_DAYS),
    retry: 1,
  });

/** The name in a saved report, for the page's title; a 4xx will not change on retry. */
export const useReportName = (reportId: string) =>
  useQuery({
    queryKey: ['reports', reportId, 'name'],
    queryFn: async () => {
      const { data } = await api.get<SavedReport>(`/reports/${encodeURIComponent(reportId)}`);
      const name = (data.content as { name?: unknown }).name;
      return typeof name === 'string' ? name : null;
    },
    retry: (failures, error) => failures < 1 && !(isApiError(error) && (error.response?.status ?? 500) < 500),
  });
