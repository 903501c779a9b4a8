import type { PersonalYearReply } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

/** GET /api/numerology/personal-year/{year}?birthDate= (anonymous): the year and its twelve months. */
export async function getPersonalYear(year: number, birthDate: string, signal?: AbortSignal) {
  try {
    const { data } = await api.get<PersonalYearReply>(`/numerology/personal-year/${year}`, {
      params: { birthDate },
      signal,
    });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível calcular o ano pessoal.'), { cause: error });
  }
}

export const personalYearQueryOptions = (year: number, birthDate: string | null) =>
  queryOptions({
    queryKey: ['numerology', 'personal-year', year, birthDate],
    queryFn: ({ signal }) => getPersonalYear(year, birthDate!, signal),
    enabled: birthDate !== null,
    staleTime: Infinity,
    retry: false,
  });

export const usePersonalYear = (year: number, birthDate: string | null) =>
  useQuery(personalYearQueryOptions(year, birthDate));
