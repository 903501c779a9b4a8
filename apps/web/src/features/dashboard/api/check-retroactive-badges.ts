import type { CheckRetroactiveResponse } from '@constelar/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';
import { BADGES_QUERY_KEY } from '../../../lib/badges-query';

export interface CheckResult extends CheckRetroactiveResponse {
  /** Set when the call failed: why, for the line under the message. */
  failure?: string;
}

/** product.md §8: on failure the result falls back to this, with the reason kept apart. */
export const failedCheck = (failure: string): CheckResult => ({
  newBadges: [],
  hasNewBadges: false,
  message: 'Erro ao verificar conquistas',
  hasAllBadges: false,
  currentBadgesCount: 0,
  totalAvailable: 0,
  failure,
});

export async function checkRetroactiveBadges(): Promise<CheckResult> {
  try {
    const { data } = await api.post<CheckRetroactiveResponse>('/users/badges/check-retroactive');
    return data;
  } catch (error) {
    return failedCheck(errorMessage(error, 'Erro ao verificar badges retroativas'));
  }
}

/** Newly found badges reach the popup through the API client; afterwards the list reloads. */
export function useCheckRetroactiveBadges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkRetroactiveBadges,
    onSettled: () => queryClient.invalidateQueries({ queryKey: BADGES_QUERY_KEY }),
  });
}
