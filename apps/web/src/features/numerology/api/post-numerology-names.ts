import type { NumerologyNames, NumerologyNamesInput } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

/** POST /api/numerology/names (anonymous): 2 to 4 spellings side by side. */
export async function postNumerologyNames(input: NumerologyNamesInput): Promise<NumerologyNames> {
  try {
    const { data } = await api.post<NumerologyNames>('/numerology/names', input);
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível comparar as grafias.'), { cause: error });
  }
}

export const useNumerologyNames = () => useMutation({ mutationFn: postNumerologyNames });
