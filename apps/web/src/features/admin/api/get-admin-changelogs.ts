import type { Changelog } from '@constelar/contract';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ADMIN_CHANGELOGS_KEY = ['admin', 'changelogs'] as const;
/** Prefix of the public changelog lists (page and dashboard dialog), refreshed by admin edits too. */
const PUBLIC_CHANGELOG_PREFIX = ['changelog'] as const;

export async function getAdminChangelogs(): Promise<Changelog[]> {
  const { data } = await api.get<Changelog[]>('/changelog/admin/all');
  return data;
}

export const adminChangelogsQueryOptions = () =>
  queryOptions({ queryKey: ADMIN_CHANGELOGS_KEY, queryFn: getAdminChangelogs });

export const useAdminChangelogs = () => useQuery(adminChangelogsQueryOptions());

/** After any admin change the list refetches, and public lists cached in this tab go stale. */
export function invalidateChangelogs(queryClient: QueryClient): Promise<void> {
  void queryClient.invalidateQueries({ queryKey: PUBLIC_CHANGELOG_PREFIX });
  return queryClient.invalidateQueries({ queryKey: ADMIN_CHANGELOGS_KEY });
}
