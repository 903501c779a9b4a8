import type { SynastryContent, SynastryRequest } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { CALCULATE_FALLBACK } from '../lib/synastry-messages';

export interface SynastryResult {
  id: string;
  createdAt: string;
  content: SynastryContent;
}

/** POST /api/calculate/synastry: members only; the server also saves it among the user's reports. */
export async function calculateSynastry(request: SynastryRequest): Promise<SynastryResult> {
  try {
    const { data } = await api.post<SynastryResult>('/calculate/synastry', request);
    return { id: data.id, createdAt: data.createdAt, content: data.content };
  } catch (error) {
    // The answer rides along as the cause, so the form can mark the field the server names.
    throw new Error(errorMessage(error, CALCULATE_FALLBACK), { cause: error });
  }
}

export function useCalculateSynastry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: calculateSynastry,
    // It is saved among the user's reports: the dashboard's list must show it.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['reports'] }),
  });
}
