import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PersonalContent, SavedReport } from '@constelar/contract';
import { api, isApiError } from '../../../lib/api-client';

export interface PersonalReport {
  id: string;
  createdAt: string;
  content: PersonalContent;
}

/** Thrown when the id exists but holds a synastry: this page shows personal reports only. */
export class NotPersonalReportError extends Error {}

/** product.md §3: a report is personal when its content has an astrology field. */
export function isPersonalContent(content: unknown): content is PersonalContent {
  return typeof content === 'object' && content !== null && 'astrology' in content;
}

/** GET /api/reports/{id} (owner only; anyone else gets 404). */
export async function getReport(id: string): Promise<PersonalReport> {
  const { data } = await api.get<SavedReport>(`/reports/${encodeURIComponent(id)}`);
  if (!isPersonalContent(data.content)) throw new NotPersonalReportError();
  return { id: data.id, createdAt: data.createdAt, content: data.content };
}

// A 4xx will not change on retry; only a flaky network or server earns a second try.
const retryOnce = (failures: number, error: unknown) =>
  failures < 1 &&
  !(error instanceof NotPersonalReportError) &&
  !(isApiError(error) && (error.response?.status ?? 500) < 500);

export const reportQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['reports', id], queryFn: () => getReport(id), retry: retryOnce });

export const useReport = (id: string | undefined) =>
  useQuery({ ...reportQueryOptions(id ?? ''), enabled: Boolean(id) });
