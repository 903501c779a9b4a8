import type { BirthInput, PersonalContent, SavedReport } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type CreatedReport = Omit<SavedReport, 'content'> & { content: PersonalContent };

/** POST /api/reports: the signed-in user's report, saved on the server (product.md §7). */
export async function createReport(input: BirthInput): Promise<CreatedReport> {
  const { data } = await api.post<CreatedReport>('/reports', input);
  return data;
}

export function useCreateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    // The dashboard's report lists are stale once a report is added.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
