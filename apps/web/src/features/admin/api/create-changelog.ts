import type { Changelog, ChangelogInput } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateChangelogs } from './get-admin-changelogs';

export async function createChangelog(input: ChangelogInput): Promise<Changelog> {
  const { data } = await api.post<Changelog>('/changelog/admin/create', input);
  return data;
}

export function useCreateChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChangelog,
    onSuccess: () => invalidateChangelogs(queryClient),
  });
}
