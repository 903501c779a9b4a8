import type { HouseIngress, MemberLunation } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { OWN_SKY_QUERY_KEY } from '../../../lib/own-chart-query';
import { SKY_DAYS } from './get-transits';

async function fetchList<T>(path: string, from: string, days: number, fallback: string): Promise<T[]> {
  try {
    const { data } = await api.get<T[]>(path, { params: { from, days } });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}

/** GET /api/users/me/lunations: new and full Moons and eclipses in the member's houses (daily.md §2). */
export const lunationsQueryOptions = (userId: string | null, from: string, days = SKY_DAYS) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'lunations', userId, from, days],
    queryFn: () =>
      fetchList<MemberLunation>('/users/me/lunations', from, days, 'Não foi possível buscar as lunações.'),
    enabled: userId !== null,
    retry: 1,
  });
export const useLunations = (userId: string | null, from: string) =>
  useQuery(lunationsQueryOptions(userId, from));

/** GET /api/users/me/house-ingresses: Jupiter … Pluto entering the member's houses (daily.md §2). */
export const houseIngressesQueryOptions = (userId: string | null, from: string, days = SKY_DAYS) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'house-ingresses', userId, from, days],
    queryFn: () =>
      fetchList<HouseIngress>(
        '/users/me/house-ingresses',
        from,
        days,
        'Não foi possível buscar os planetas pelas casas.',
      ),
    enabled: userId !== null,
    retry: 1,
  });
export const useHouseIngresses = (userId: string | null, from: string) =>
  useQuery(houseIngressesQueryOptions(userId, from));
