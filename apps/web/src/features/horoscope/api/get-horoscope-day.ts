import type { HoroscopeDay } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

/** GET /api/horoscope?date= (public): the twelve signs of a date and the Moon. */
export async function getHoroscopeDay(date: string, signal?: AbortSignal): Promise<HoroscopeDay> {
  try {
    const { data } = await api.get<HoroscopeDay>('/horoscope', { params: { date }, signal });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível buscar o horóscopo do dia.'));
  }
}

export const horoscopeDayQueryOptions = (date: string) =>
  queryOptions({
    queryKey: ['horoscope', 'day', date],
    queryFn: ({ signal }) => getHoroscopeDay(date, signal),
    staleTime: Infinity,
    retry: 1,
  });

export const useHoroscopeDay = (date: string) => useQuery(horoscopeDayQueryOptions(date));
