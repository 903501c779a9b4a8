import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateChangelogs } from './get-admin-changelogs';

export async function deleteChangelog(id: string): Promise<void> {
  await api.delete(`/changelog/admin/${encodeURIComponent(id)}`);
}

export function useDeleteChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChangelog,
    onSuccess: () => invalidateChangelogs(queryClient),
  });
}
