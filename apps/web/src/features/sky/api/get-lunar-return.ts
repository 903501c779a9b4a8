import type { LunarReturn } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from '../../../lib/api-client';
import type { SkyOwner } from '../../../lib/sky-owner';

/** GET {owner}/lunar-return?from=, or null while the profile has no birth (the server's 404). */
export async function getLunarReturn(
  owner: SkyOwner,
  from: string,
  signal?: AbortSignal,
): Promise<LunarReturn | null> {
  try {
    const { data } = await api.get<LunarReturn>(`${owner.path}/lunar-return`, { params: { from }, signal });
    return data;
  } catch (error) {
    if (isApiError(error) && error.response?.status === 404) return null;
    throw new Error(errorMessage(error, 'Não foi possível calcular a revolução lunar.'));
  }
}

export const lunarReturnQueryOptions = (owner: SkyOwner, from: string) =>
  queryOptions({
    queryKey: [...owner.key, 'lunar-return', from],
    queryFn: ({ signal }) => getLunarReturn(owner, from, signal),
    enabled: owner.enabled,
    retry: 1,
  });

export const useLunarReturn = (owner: SkyOwner, from: string) =>
  useQuery(lunarReturnQueryOptions(owner, from));
