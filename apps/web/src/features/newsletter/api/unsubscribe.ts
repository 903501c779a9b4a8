import type { MessageResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { linkError } from '../../../lib/link-token';

const UNSUBSCRIBE_FAILED = 'Não foi possível cancelar sua inscrição.';

/**
 * POST /api/newsletter/unsubscribe?token=… with an empty body: the same one-click endpoint that mail
 * clients call (RFC 8058) → 200 { message }; a bad token → 400 { error }.
 */
export async function unsubscribe(token: string): Promise<MessageResponse> {
  try {
    const { data } = await api.post<MessageResponse>('/newsletter/unsubscribe', undefined, {
      params: { token },
    });
    return data;
  } catch (error) {
    throw linkError(error, UNSUBSCRIBE_FAILED);
  }
}

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
