import type { Place } from '@constelar/contract';
import { isApiError } from '../../../lib/api-client';

/** The places offered with a 422 "unknown place" answer ({ error, suggestions }), if any. */
export function placeSuggestions(error: unknown): Place[] | null {
  if (!isApiError(error) || error.response?.status !== 422) return null;
  const data = error.response.data as { suggestions?: unknown } | undefined;
  if (!Array.isArray(data?.suggestions)) return null;
  return data.suggestions.filter(
    (s): s is Place => typeof s === 'object' && s !== null && typeof (s as Place).label === 'string',
  );
}
