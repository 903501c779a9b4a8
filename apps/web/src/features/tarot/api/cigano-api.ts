import type { CiganoCardDetail, CiganoCardList } from '@constelar/contract';
import { useQuery } from '@tanstack/react-query';
import { api, errorMessage } from '../../../lib/api-client';

async function call<T>(run: () => Promise<{ data: T }>, fallback: string): Promise<T> {
  try {
    return (await run()).data;
  } catch (error) {
    throw new Error(errorMessage(error, fallback));
  }
}

export const useCiganoDeck = () =>
  useQuery({
    queryKey: ['cigano', 'cards'],
    queryFn: () =>
      call(
        () => api.get<CiganoCardList>('/tarot/cigano/cards'),
        'Não foi possível carregar as cartas ciganas.',
      ),
    staleTime: Infinity,
  });

/** A card by its slug: the server answers by code or slug, and 404 for anything else. */
export const useCiganoCard = (slug: string) =>
  useQuery({
    queryKey: ['cigano', 'card', slug],
    queryFn: () =>
      call(
        () => api.get<CiganoCardDetail>(`/tarot/cigano/cards/${encodeURIComponent(slug)}`),
        'Não foi possível carregar a carta.',
      ),
    staleTime: Infinity,
    retry: false,
  });
