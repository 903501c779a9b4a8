import type { VerifyEmailRequest, VerifyEmailResponse } from '@constelar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { linkError } from '../../../lib/link-token';

const VERIFY_FAILED = 'Não foi possível confirmar seu e-mail.';

/** POST /api/users/verify-email { token } → 200 { message, user }; used, expired or unknown → 400 { error }. */
export async function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  try {
    const { data } = await api.post<VerifyEmailResponse>('/users/verify-email', body);
    return data;
  } catch (error) {
    throw linkError(error, VERIFY_FAILED);
  }
}

/**
 * The link is single-use, so the page asks once per token and page load: a query (deduplicated, so a
 * double mount sends one request) that never retries or refetches by itself.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['account', 'verify-email', token],
    queryFn: () => verifyEmail({ token }),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
