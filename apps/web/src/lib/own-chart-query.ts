import type { PersonalContent, PersonalReportResponse } from '@constelar/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, errorMessage, isApiError } from './api-client';
import { profileQueryOptions } from './profile-query';

// Shared by the dashboard ('Sua essência', the header, "Meu Relatório Pessoal") and /meu-mapa: both read
// the member's own chart (sky.md §2), never the last report computed.

/** Every query about the member's own sky starts with this key: saving the birth refreshes them all. */
export const OWN_SKY_QUERY_KEY = ['users', 'me'] as const;

/** The chart of the profile's birth, or null while the profile has none (the server's 404). */
export async function getOwnChart(): Promise<PersonalContent | null> {
  try {
    const { data } = await api.get<PersonalReportResponse>('/users/me/chart');
    return data.content;
  } catch (error) {
    if (isApiError(error) && error.response?.status === 404) return null;
    throw new Error(errorMessage(error, 'Não foi possível buscar o seu mapa.'));
  }
}

/** How recent a profile may be to decide, without asking again, whether there is a birth to chart. */
const PROFILE_FRESH_MS = 10_000;

export const ownChartQueryOptions = (userId: string | null) =>
  queryOptions({
    queryKey: [...OWN_SKY_QUERY_KEY, 'chart', userId],
    // The profile says whether there is a birth (issue #31): without one the chart is not asked for, so
    // a dashboard without a birth makes no request that answers 404. The profile's own fetch is shared
    // (the e-mail banner loads it too), and a profile just invalidated by saving a birth is fetched anew.
    queryFn: async ({ client }) => {
      const profile = await client
        .fetchQuery({ ...profileQueryOptions(userId), staleTime: PROFILE_FRESH_MS })
        .catch(() => null);
      if (profile?.birth === null) return null;
      return getOwnChart();
    },
    enabled: userId !== null,
    retry: 1,
  });

export const useOwnChart = (userId: string | null) => useQuery(ownChartQueryOptions(userId));
