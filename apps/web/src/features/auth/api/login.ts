import type { LoginRequest, LoginResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/users/login → { token, user }. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { data } = await api.post<LoginResponse>('/users/login', body);
  return data;
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
