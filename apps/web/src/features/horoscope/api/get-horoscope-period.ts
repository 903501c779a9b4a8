import type { HoroscopePeriod } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

export type PeriodKind = 'week' | 'month';

/** GET /api/horoscope/{sign}/week?start= or /month?month= (public, reach.md §2). */
export async function getHoroscopePeriod(
  sign: string,
  kind: PeriodKind,
  key: string,
  signal?: AbortSignal,
): Promise<HoroscopePeriod> {
  try {
    const params = kind === 'week' ? { start: key } : { month: key };
    const { data } = await api.get<HoroscopePeriod>(`/horoscope/${sign}/${kind}`, { params, signal });
    return data;
  } catch (error) {
    const what = kind === 'week' ? 'da semana' : 'do mês';
    throw new Error(errorMessage(error, `Não foi possível buscar o horóscopo ${what}.`));
  }
}

export const horoscopePeriodQueryOptions = (sign: string, kind: PeriodKind, key: string) =>
  queryOptions({
    queryKey: ['horoscope', sign, kind, key],
    queryFn: ({ signal }) => getHoroscopePeriod(sign, kind, key, signal),
    // A period's horóscopo never changes.
    staleTime: Infinity,
    retry: false,
  });

export const useHoroscopePeriod = (sign: string, kind: PeriodKind, key: string) =>
  useQuery(horoscopePeriodQueryOptions(sign, kind, key));
