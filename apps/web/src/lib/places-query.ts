import type { Place } from '@constelar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

export const PLACES_SEARCH_LIMIT = 8;
/** The gazetteer changes with a release, not while a page is open. */
const PLACES_STALE_MS = 10 * 60_000;

/** GET /api/places?q=…&limit=8; TanStack Query's signal cancels a search the person has typed past. */
export async function searchPlaces(text: string, signal?: AbortSignal): Promise<Place[]> {
  const { data } = await api.get<Place[]>('/places', {
    params: { q: text, limit: PLACES_SEARCH_LIMIT },
    signal,
  });
  return Array.isArray(data) ? data : [];
}

export const placesQueryOptions = (text: string, enabled: boolean) =>
  queryOptions({
    queryKey: ['places', text],
    queryFn: ({ signal }) => searchPlaces(text, signal),
    enabled,
    staleTime: PLACES_STALE_MS,
    // Suggestions are a help, not a requirement: a failure closes the list, the typed text still counts.
    retry: false,
  });
