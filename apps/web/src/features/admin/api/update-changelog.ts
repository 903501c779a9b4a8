import type { Changelog, ChangelogInput } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { invalidateChangelogs } from './get-admin-changelogs';

export async function updateChangelog({
  id,
  input,
}: {
  id: string;
  input: ChangelogInput;
}): Promise<Changelog> {
  const { data } = await api.put<Changelog>(`/changelog/admin/${encodeURIComponent(id)}`, input);
  return data;
}

export function useUpdateChangelog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChangelog,
    onSuccess: () => invalidateChangelogs(queryClient),
  });
}
