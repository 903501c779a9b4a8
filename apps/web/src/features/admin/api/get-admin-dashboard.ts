import type { AdminStats } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ADMIN_STATS_REFETCH_MS } from '../../../config/constants';
import { api } from '../../../lib/api-client';

export async function getAdminDashboard(): Promise<AdminStats> {
  const { data } = await api.get<AdminStats>('/admin/dashboard');
  return data;
}

export const adminDashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'dashboard'],
    queryFn: getAdminDashboard,
    // product.md §4: the figures refresh every 5 minutes while the page is open.
    refetchInterval: ADMIN_STATS_REFETCH_MS,
  });

export const useAdminDashboard = () => useQuery(adminDashboardQueryOptions());
