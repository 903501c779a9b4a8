import { errorMessage, isApiError } from '../../../lib/api-client';

const RESET_FAILED = 'Não foi possível redefinir a senha. Tente novamente em alguns minutos.';

/**
 * Where a failed reset belongs on the page: a 400 naming the password field is shown on it; any other
 * 400 means the link is used, expired, unknown or malformed (the page offers a new one); anything
 * else (no answer, a limit, a server failure) leaves the form as it is, to try again.
 */
export interface ResetFailure {
  kind: 'password' | 'link' | 'general';
  message: string;
}

export function resetFailure(error: unknown): ResetFailure {
  const message = errorMessage(error, RESET_FAILED);
  if (!isApiError(error) || error.response?.status !== 400) return { kind: 'general', message };
  const field = (error.response.data as { field?: unknown } | undefined)?.field;
  return { kind: field === 'password' ? 'password' : 'link', message };
}

export class ResetPasswordError extends Error {
  readonly kind: ResetFailure['kind'];
  constructor({ kind, message }: ResetFailure) {
    super(message);
    this.name = 'ResetPasswordError';
    this.kind = kind;
  }
}
