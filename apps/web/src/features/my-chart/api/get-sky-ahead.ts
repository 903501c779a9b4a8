import type { Progressions, SolarArc } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { OWN_SKY_QUERY_KEY } from '../../../lib/own-chart-query';

async function fetchOne<T>(path: string, date: string, fallback: string): Promise<T> {
  try {
    const { data } = await api.get<T>(path, { params: { date } });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}

/** GET /api/users/me/progressions?date= (relations.md §3): the progressed chart of that day. */
export const progressionsQueryOptions = (userId: string | null, date: string) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'progressions', userId, date],
    queryFn: () =>
      fetchOne<Progressions>('/users/me/progressions', date, 'Não foi possível calcular as progressões.'),
    enabled: userId !== null,
    retry: 1,
  });
export const useProgressions = (userId: string | null, date: string) =>
  useQuery(progressionsQueryOptions(userId, date));

/** GET /api/users/me/solar-arc?date=: every natal point advanced by the solar arc. */
export const solarArcQueryOptions = (userId: string | null, date: string) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'solar-arc', userId, date],
    queryFn: () => fetchOne<SolarArc>('/users/me/solar-arc', date, 'Não foi possível calcular o arco solar.'),
    enabled: userId !== null,
    retry: 1,
  });
export const useSolarArc = (userId: string | null, date: string) =>
  useQuery(solarArcQueryOptions(userId, date));
