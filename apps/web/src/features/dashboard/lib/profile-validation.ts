// product.md §9 (the contract's PASSWORD_MIN_LENGTH too; importing it would pull zod into this chunk).
const PASSWORD_MIN_LENGTH = 6;

/** product.md §5, profile save: the name must not be blank after trimming. */
export function validateProfile(name: string): string | null {
  return name.trim() ? null : 'Nome é obrigatório';
}

/** product.md §5, password change: checked in exactly this order. */
export function validatePasswordChange(current: string, next: string, confirmation: string): string | null {
  if (!current || !next) return 'Todos os campos de senha são obrigatórios';
  if (next !== confirmation) return 'Nova senha e confirmação não coincidem';
  if (next.length < PASSWORD_MIN_LENGTH) return 'Nova senha deve ter pelo menos 6 caracteres';
  return null;
}

/** product.md §5, account deletion: a password is required (blank counts as missing). */
export function validateDeletion(password: string): string | null {
  return password.trim() ? null : 'Senha é obrigatória para excluir a conta';
}
