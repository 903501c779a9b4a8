import type { SavedReport, SynastryContent } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '../../../lib/api-client';
import { LOAD_FALLBACK } from '../lib/synastry-messages';
import type { SynastryResult } from './calculate-synastry';

/** A saved report is a synastry when its content has no astrology block (product.md §3). */
function isSynastry(report: SavedReport): boolean {
  const content = report.content as Partial<SynastryContent> & { astrology?: unknown };
  return report.type === 'synastry' || (!content.astrology && typeof content.overallHarmony === 'number');
}

/** GET /api/reports/{id}: owner only. Resolves to null when the id is unknown or not a synastry. */
export async function getSynastryReport(reportId: string): Promise<SynastryResult | null> {
  try {
    const { data } = await api.get<SavedReport>(`/reports/${encodeURIComponent(reportId)}`);
    if (!isSynastry(data)) return null;
    return { id: data.id, createdAt: data.createdAt, content: data.content as SynastryContent };
  } catch (error) {
    if (isApiError(error) && error.response?.status === 404) return null;
    throw new Error(errorMessage(error, LOAD_FALLBACK));
  }
}

export const synastryReportQuery = (reportId: string) =>
  queryOptions({
    // Its own key: the personal report page caches the same endpoint in another shape.
    queryKey: ['reports', reportId, 'synastry'],
    queryFn: () => getSynastryReport(reportId),
    retry: false,
  });

export function useSynastryReport(reportId: string | undefined) {
  return useQuery({ ...synastryReportQuery(reportId ?? ''), enabled: Boolean(reportId) });
}
