// "Pessoas" (relations.md §2) over the API: the list is shared by the Pessoas page and the synastry form,
// so it lives here rather than in either feature.
import type { CreatePersonRequest, Person, PersonList, UpdatePersonRequest } from '@constelar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from './api-client';
import { useAuthStore } from './auth-store';

export const PEOPLE_QUERY_KEY = ['people'] as const;

export function usePeople() {
  const userId = useAuthStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...PEOPLE_QUERY_KEY, userId],
    queryFn: async () => {
      try {
        return (await api.get<PersonList>('/people')).data.people;
      } catch (error) {
        throw new Error(errorMessage(error, 'Não foi possível carregar suas pessoas.'));
      }
    },
    enabled: userId !== null,
    retry: 1,
  });
}

/** Keeps the answer as the cause, so a form can mark the field the server names. */
const failed = (error: unknown, fallback: string) =>
  new Error(errorMessage(error, fallback), { cause: error });

export function useSavePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: string | null;
      body: CreatePersonRequest | UpdatePersonRequest;
    }) => {
      try {
        const { data } = id
          ? await api.put<Person>(`/people/${encodeURIComponent(id)}`, body)
          : await api.post<Person>('/people', body);
        return data;
      } catch (error) {
        throw failed(error, 'Não foi possível guardar esta pessoa.');
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PEOPLE_QUERY_KEY }),
  });
}

export function useDeletePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      try {
        await api.delete(`/people/${encodeURIComponent(id)}`);
      } catch (error) {
        throw failed(error, 'Não foi possível apagar esta pessoa.');
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PEOPLE_QUERY_KEY }),
  });
}
