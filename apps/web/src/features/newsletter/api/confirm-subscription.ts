import type { NewsletterConfirmResponse } from '@constelar/contract';
import { spendLinkTokenQueryOptions } from '../../../lib/link-token';

/** POST /api/newsletter/confirm { token } → 200 { message, email }; a bad or used link → 400 { error }. */
export const confirmSubscriptionQueryOptions = (token: string) =>
  spendLinkTokenQueryOptions<NewsletterConfirmResponse>(
    '/newsletter/confirm',
    token,
    'Não foi possível confirmar sua inscrição.',
  );
