import type { SolarReturn } from '@constelar/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '../../../lib/api-client';
import { OWN_SKY_QUERY_KEY } from '../../../lib/own-chart-query';

export interface SolarReturnRequest {
  year: number;
  /** Where the birthday is spent; left out, the server uses the birth place. */
  place?: string;
  placeId?: string;
}

/** GET /api/users/me/solar-return, or null while the profile has no birth (the server's 404). */
export async function getSolarReturn(
  request: SolarReturnRequest,
  signal?: AbortSignal,
): Promise<SolarReturn | null> {
  try {
    const { data } = await api.get<SolarReturn>('/users/me/solar-return', {
      params: { year: request.year, place: request.place, placeId: request.placeId },
      signal,
    });
    return data;
  } catch (error) {
    if (isApiError(error) && error.response?.status === 404) return null;
    throw new Error(errorMessage(error, 'Não foi possível calcular a revolução solar.'));
  }
}

export const solarReturnQueryOptions = (userId: string | null, request: SolarReturnRequest) =>
  queryOptions({
    // Under the own-sky key: saving a new birth refreshes it with the chart.
    queryKey: [...OWN_SKY_QUERY_KEY, 'solar-return', userId, request.year, request.place, request.placeId],
    queryFn: ({ signal }) => getSolarReturn(request, signal),
    enabled: userId !== null,
    retry: 1,
  });

export const useSolarReturn = (userId: string | null, request: SolarReturnRequest) =>
  useQuery({ ...solarReturnQueryOptions(userId, request), placeholderData: keepPreviousData });
