import type { NumerologyMap, NumerologyMapInput } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

/** POST /api/numerology/map (anonymous): the whole mapa numerológico. */
export async function postNumerologyMap(
  input: NumerologyMapInput,
  signal?: AbortSignal,
): Promise<NumerologyMap> {
  try {
    const { data } = await api.post<NumerologyMap>('/numerology/map', input, { signal });
    return data;
  } catch (error) {
    // The answer rides along as the cause, so the form can mark the field the server names.
    throw new Error(errorMessage(error, 'Não foi possível calcular o mapa numerológico.'), { cause: error });
  }
}

export const numerologyMapQueryOptions = (input: NumerologyMapInput | null) =>
  queryOptions({
    queryKey: ['numerology', 'map', input],
    queryFn: ({ signal }) => postNumerologyMap(input!, signal),
    enabled: input !== null,
    // The same name and date read on the same day never change.
    staleTime: Infinity,
    retry: false,
  });

export const useNumerologyMap = (input: NumerologyMapInput | null) =>
  useQuery(numerologyMapQueryOptions(input));
