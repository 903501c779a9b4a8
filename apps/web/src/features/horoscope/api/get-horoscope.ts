import type { Horoscope } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

/** GET /api/horoscope/{sign}?date= (public): one sign's horóscopo do dia. */
export async function getHoroscope(sign: string, date: string, signal?: AbortSignal): Promise<Horoscope> {
  try {
    const { data } = await api.get<Horoscope>(`/horoscope/${sign}`, { params: { date }, signal });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível buscar o horóscopo do dia.'));
  }
}

export const horoscopeQueryOptions = (sign: string, date: string) =>
  queryOptions({
    queryKey: ['horoscope', sign, date],
    queryFn: ({ signal }) => getHoroscope(sign, date, signal),
    // A date's horóscopo never changes.
    staleTime: Infinity,
    retry: false,
  });

export const useHoroscope = (sign: string, date: string) => useQuery(horoscopeQueryOptions(sign, date));
