import type { NewsletterConfirmRequest, NewsletterConfirmResponse } from '@constelar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { linkError } from '../../../lib/link-token';

const CONFIRM_FAILED = 'Não foi possível confirmar sua inscrição.';

/** POST /api/newsletter/confirm { token } → 200 { message, email }; a bad or used link → 400 { error }. */
export async function confirmSubscription(
  body: NewsletterConfirmRequest,
): Promise<NewsletterConfirmResponse> {
  try {
    const { data } = await api.post<NewsletterConfirmResponse>('/newsletter/confirm', body);
    return data;
  } catch (error) {
    throw linkError(error, CONFIRM_FAILED);
  }
}

/** Once per token and page load (double opt-in, accounts.md §6): no retries, no refetches. */
export const confirmSubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['newsletter', 'confirm', token],
    queryFn: () => confirmSubscription({ token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
