import type {
  TarotCardDetail,
  TarotCardList,
  TarotDrawRequest,
  TarotInsights,
  TarotReading,
  TarotReadingList,
  TarotShuffleRequest,
  TarotShuffleResponse,
  TarotSpreadList,
  TarotToday,
} from '@constelar/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

async function call<T>(run: () => Promise<{ data: T }>, fallback: string): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}

export const spreadsQuery = queryOptions({
  queryKey: ['tarot', 'spreads'],
  queryFn: () =>
    call(() => api.get<TarotSpreadList>('/tarot/spreads'), 'Não foi possível carregar as tiragens.'),
  staleTime: Infinity,
});
export const useSpreads = () => useQuery(spreadsQuery);

export const useDeck = () =>
  useQuery({
    queryKey: ['tarot', 'cards'],
    queryFn: () => call(() => api.get<TarotCardList>('/tarot/cards'), 'Não foi possível carregar as cartas.'),
    staleTime: Infinity,
  });

export const useCard = (code: string | undefined) =>
  useQuery({
    queryKey: ['tarot', 'card', code],
    queryFn: () =>
      call(() => api.get<TarotCardDetail>(`/tarot/cards/${code}`), 'Não foi possível carregar a carta.'),
    enabled: code !== undefined,
    staleTime: Infinity,
    retry: false,
  });

export const useTodayCard = (enabled: boolean) =>
  useQuery({
    queryKey: ['tarot', 'today'],
    queryFn: () =>
      call(() => api.get<TarotToday>('/tarot/today'), 'Não foi possível tirar a sua carta do dia.'),
    enabled,
  });

export const shuffle = (body: TarotShuffleRequest) =>
  call(() => api.post<TarotShuffleResponse>('/tarot/shuffles', body), 'Não foi possível embaralhar.');

export const drawCards = (body: TarotDrawRequest) =>
  call(() => api.post<TarotReading>('/tarot/draws', body), 'Não foi possível tirar as cartas.');

/** The journal, 20 readings a page, newest first; each page names the cursor of the next (spec/tarot.md §3). */
export const useReadings = (enabled: boolean) =>
  useInfiniteQuery({
    queryKey: ['tarot', 'readings'],
    queryFn: ({ pageParam }) =>
      call(
        () =>
          api.get<TarotReadingList>('/tarot/readings', {
            params: pageParam ? { cursor: pageParam } : {},
          }),
        'Não foi possível abrir o diário.',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });

export const useInsights = (enabled: boolean) =>
  useQuery({
    queryKey: ['tarot', 'insights'],
    queryFn: () =>
      call(
        () => api.get<TarotInsights>('/tarot/insights', { params: { days: 365 } }),
        'Não foi possível ler as cartas que voltam.',
      ),
    enabled,
  });

export const saveNote = (id: string, note: string) =>
  call(
    () => api.patch<TarotReading>(`/tarot/readings/${id}`, { note }),
    'Não foi possível guardar a anotação.',
  );

export const deleteReading = (id: string) =>
  call(() => api.delete<{ message: string }>(`/tarot/readings/${id}`), 'Não foi possível apagar a leitura.');
