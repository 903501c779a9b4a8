import type { SkyEvent } from '@constelar/contract';
import type { SkyEventType } from '@constelar/core/codes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

/**
 * GET /api/sky/calendar between two UTC dates, both inclusive (public, no session needed); with `types`,
 * only those kinds of event.
 */
export async function getSkyCalendar(
  from: string,
  to: string,
  signal?: AbortSignal,
  types?: readonly SkyEventType[],
): Promise<SkyEvent[]> {
  try {
    const params = types ? { from, to, types: types.join(',') } : { from, to };
    const { data } = await api.get<SkyEvent[]>('/sky/calendar', { params, signal });
    return data;
  } catch (error) {
    throw new Error(errorMessage(error, 'Não foi possível buscar o calendário do céu.'));
  }
}

export const skyCalendarQueryOptions = (from: string, to: string, types?: readonly SkyEventType[]) =>
  queryOptions({
    queryKey: ['sky', 'calendar', from, to, types ?? 'all'],
    queryFn: ({ signal }) => getSkyCalendar(from, to, signal, types),
    // The sky of a given month never changes.
    staleTime: Infinity,
    retry: 1,
  });

/** The month on screen stays while the next one loads, so the page does not jump. */
export const useSkyCalendar = (from: string, to: string) =>
  useQuery({ ...skyCalendarQueryOptions(from, to), placeholderData: keepPreviousData });
