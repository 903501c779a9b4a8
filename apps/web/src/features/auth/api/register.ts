import type { RegisterRequest, RegisterResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/register; no token comes back: the person logs in afterwards (product.md §4). */
export async function register(body: RegisterRequest): Promise<RegisterResponse> {
  const { data } = await api.post<RegisterResponse>('/users/register', body);
  return data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
