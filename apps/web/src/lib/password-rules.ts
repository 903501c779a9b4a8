import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MIN_LENGTH } from '@constelar/contract/constants';

// product.md §5 and §9, shared by the profile's password change and the reset page; the minimum and the
// server's own words come from the contract's zod-free constants.
export { PASSWORD_MIN_LENGTH };

export const PASSWORD_MESSAGES = {
  ...CHANGE_PASSWORD_MESSAGES,
  mismatch: 'Nova senha e confirmação não coincidem',
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
