import type { Changelog } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateChangelogs } from './get-admin-changelogs';

export async function toggleChangelogPublish(id: string): Promise<Changelog> {
  const { data } = await api.patch<Changelog>(`/changelog/admin/${encodeURIComponent(id)}/toggle-publish`);
  return data;
}

export function useToggleChangelogPublish() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleChangelogPublish,
    onSuccess: () => invalidateChangelogs(queryClient),
  });
}
