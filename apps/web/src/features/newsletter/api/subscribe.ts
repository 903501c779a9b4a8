import type { NewsletterSubscribeRequest, NewsletterSubscribeResponse } from '@constelar/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/newsletter/subscribe. */
export async function subscribe(body: NewsletterSubscribeRequest): Promise<NewsletterSubscribeResponse> {
  const { data } = await api.post<NewsletterSubscribeResponse>('/newsletter/subscribe', body);
  return data;
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
