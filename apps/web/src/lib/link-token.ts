import { queryOptions } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from './api-client';

/**
 * The single-use token of an e-mail link (`/confirmar-email?token=…`, `/redefinir-senha?token=…`,
 * `/newsletter/confirmar?token=…`, `/newsletter/descadastrar?token=…`), or null when the link carries none.
 *
 * Tokens are base64url, so they never hold spaces: whitespace that a mail client wrapped into a long link
 * is dropped rather than sent.
 */
export function linkTokenFrom(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const token = params.get('token')?.replace(/\s+/g, '') ?? '';
  return token ? token : null;
}

/**
 * A failed call made from an e-mail link. `retryable` when the link itself may still be good (no answer,
 * or a server failure); a 4xx means the link is used, expired or unknown, and asking again will not help.
 */
export class LinkError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'LinkError';
  }
}

export function linkError(error: unknown, fallback: string): LinkError {
  const status = isApiError(error) ? error.response?.status : undefined;
  const retryable = status === undefined || status >= 500;
  return new LinkError(errorMessage(error, fallback), retryable);
}

/**
 * Spends the token of an e-mail link by POSTing it once. The link is single-use, so the page asks once
 * per token and page load: a query (deduplicated, so a double mount sends one request) that never
 * retries or refetches by itself.
 */
export const spendLinkTokenQueryOptions = <T>(path: string, token: string, fallback: string) =>
  queryOptions({
    queryKey: ['link-token', path, token],
    queryFn: async (): Promise<T> => {
      try {
        const { data } = await api.post<T>(path, { token });
        return data;
      } catch (error) {
        throw linkError(error, fallback);
      }
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
