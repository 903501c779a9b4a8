// product.md §5 and §9, shared by the profile's password change and the reset page. The contract holds
// the same minimum; importing it would pull zod into these chunks for one number.
export const PASSWORD_MIN_LENGTH = 6;

export const PASSWORD_MESSAGES = {
  required: 'Todos os campos de senha são obrigatórios',
  mismatch: 'Nova senha e confirmação não coincidem',
  tooShort: `Nova senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres`,
} as const;

export interface PasswordProblem {
  /** The field to mark: the new password or its confirmation. */
  field: 'password' | 'confirmation';
  message: string;
}

/** A new password and its confirmation, checked in product.md's order: required, match, length. */
export function checkNewPassword(next: string, confirmation: string): PasswordProblem | null {
  if (!next) return { field: 'password', message: PASSWORD_MESSAGES.required };
  if (!confirmation) return { field: 'confirmation', message: PASSWORD_MESSAGES.required };
  if (next !== confirmation) return { field: 'confirmation', message: PASSWORD_MESSAGES.mismatch };
  if (next.length < PASSWORD_MIN_LENGTH) return { field: 'password', message: PASSWORD_MESSAGES.tooShort };
  return null;
}
