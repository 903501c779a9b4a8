import { PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '../../../lib/password-rules';

/** product.md §5, profile save: the name must not be blank after trimming. */
export function validateProfile(name: string): string | null {
  return name.trim() ? null : 'Nome é obrigatório';
}

/** product.md §5, password change: checked in exactly this order. */
export function validatePasswordChange(current: string, next: string, confirmation: string): string | null {
  if (!current || !next) return PASSWORD_MESSAGES.required;
  if (next !== confirmation) return PASSWORD_MESSAGES.mismatch;
  if (next.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort;
  return null;
}

/** product.md §5, account deletion: a password is required (blank counts as missing). */
export function validateDeletion(password: string): string | null {
  return password.trim() ? null : 'Senha é obrigatória para excluir a conta';
}
