import type { LoginResponse, MessageResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';

// Right after registering there is no session (product.md §4: no automatic login), and the resend route
// needs one. The credentials just typed open a session for this one request, which is ended at once; the
// app never stores it.

export const RESEND_AFTER_REGISTER_FAILED =
  'Não foi possível reenviar o e-mail agora. Tente novamente em alguns minutos.';

async function post<T>(path: string, body: unknown, token?: string): Promise<{ status: number; data: T }> {
  try {
    const res = await fetch(`/api${path}`, {
      method: 'POST',
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, data: (text ? JSON.parse(text) : null) as T };
  } catch {
    // Offline, or an answer that is not JSON: the browser's own words would be English.
    throw new Error(RESEND_AFTER_REGISTER_FAILED);
  }
}

/** Sends the confirmation link again for an account just created; the server's words on either outcome. */
export async function resendAfterRegister(credentials: { email: string; password: string }): Promise<string> {
  const login = await post<LoginResponse & { error?: string }>('/users/login', credentials);
  if (login.status !== 200) throw new Error(login.data?.error ?? RESEND_AFTER_REGISTER_FAILED);
  const token = login.data.token;
  try {
    const sent = await post<MessageResponse & { error?: string }>(
      '/users/resend-verification',
      undefined,
      token,
    );
    if (sent.status >= 400) throw new Error(sent.data?.error ?? RESEND_AFTER_REGISTER_FAILED);
    return sent.data?.message ?? 'Enviamos um novo link de confirmação.';
  } finally {
    void post('/users/logout', undefined, token).catch(() => undefined);
  }
}

export function useResendAfterRegister() {
  return useMutation({ mutationFn: resendAfterRegister });
}
