import type { Progressions, SolarArc } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import type { SkyOwner } from '../../../lib/sky-owner';

async function fetchOne<T>(path: string, date: string, fallback: string): Promise<T> {
  try {
    const { data } = await api.get<T>(path, { params: { date } });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}

/** GET {owner}/progressions?date= (relations.md §3): the progressed chart of that day. */
export const progressionsQueryOptions = (owner: SkyOwner, date: string) =>
  queryOptions({
    queryKey: [...owner.key, 'progressions', date],
    queryFn: () =>
      fetchOne<Progressions>(`${owner.path}/progressions`, date, 'Não foi possível calcular as progressões.'),
    enabled: owner.enabled,
    retry: 1,
  });
export const useProgressions = (owner: SkyOwner, date: string) =>
  useQuery(progressionsQueryOptions(owner, date));

/** GET {owner}/solar-arc?date=: every natal point advanced by the solar arc. */
export const solarArcQueryOptions = (owner: SkyOwner, date: string) =>
  queryOptions({
    queryKey: [...owner.key, 'solar-arc', date],
    queryFn: () =>
      fetchOne<SolarArc>(`${owner.path}/solar-arc`, date, 'Não foi possível calcular o arco solar.'),
    enabled: owner.enabled,
    retry: 1,
  });
export const useSolarArc = (owner: SkyOwner, date: string) => useQuery(solarArcQueryOptions(owner, date));
