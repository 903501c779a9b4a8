import type { VerifyEmailResponse } from '@constelar/contract';
import { spendLinkTokenQueryOptions } from '../../../lib/link-token';

/**
 * POST /api/users/verify-email { token } → 200 { message, user, token? } (a fresh session when signed in as
 * the same account); used, expired or unknown → 400 { error }.
 */
export const verifyEmailQueryOptions = (token: string) =>
  spendLinkTokenQueryOptions<VerifyEmailResponse>(
    '/users/verify-email',
    token,
    'Não foi possível confirmar seu e-mail.',
  );
