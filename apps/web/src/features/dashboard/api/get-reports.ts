import type { SavedReport } from '@constelar/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, errorMessage, NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { nextBeforeFromLink } from '../lib/report-page-link';

const LIST_ERROR = 'Não foi possível buscar seus relatórios.';

/** One page of GET /api/reports (at most 50, newest first) and what the server says about the rest. */
export interface ReportPage {
  reports: SavedReport[];
  /** Every report of the member, counted by the database (X-Total-Count), not this page's length. */
  total: number;
  /** The `before` of the next page, from the Link header; null on the last page. */
  nextBefore: string | null;
}

export async function getReports(before?: string): Promise<ReportPage> {
  try {
    const { data, headers } = await api.get<SavedReport[]>('/reports', before ? { params: { before } } : {});
    const total = Number(headers.get('x-total-count') ?? NaN);
    return {
      reports: data,
      total: Number.isFinite(total) ? total : data.length,
      nextBefore: nextBeforeFromLink(headers.get('link') ?? undefined),
    };
  } catch (error) {
    // product.md §8 fixes this message; only a network failure says something more useful.
    const message = errorMessage(error, LIST_ERROR);
    throw new Error(message === NETWORK_ERROR_MESSAGE ? message : LIST_ERROR);
  }
}

export const useReports = (userId: string | null) =>
  useInfiniteQuery({
    queryKey: ['reports', 'list', userId],
    queryFn: ({ pageParam }) => getReports(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
    enabled: userId !== null,
    // A report made elsewhere in the app a moment ago must show up when the dashboard opens.
    staleTime: 0,
    // product.md §4: the dashboard's reports query retries once.
    retry: 1,
  });
