import { describe, expect, it } from 'vitest';
import { validateDeletion, validatePasswordChange, validateProfile } from './profile-validation';

describe('profile validation', () => {
  it('requires a non-blank name', () => {
    expect(validateProfile('   ')).toBe('Nome é obrigatório');
    expect(validateProfile(' Ana ')).toBeNull();
  });

  it.each([
    ['', '', '', 'Todos os campos de senha são obrigatórios'],
    ['atual', '', 'x', 'Todos os campos de senha são obrigatórios'],
    ['', 'nova123', 'nova123', 'Todos os campos de senha são obrigatórios'],
    // Mismatch is checked before length.
    ['atual', 'abc', 'abd', 'Nova senha e confirmação não coincidem'],
    ['atual', 'abc', 'abc', 'Nova senha deve ter pelo menos 6 caracteres'],
    ['atual', 'abcdef', 'abcdef', null],
  ])('(%s, %s, %s) → %s', (current, next, confirmation, expected) => {
    expect(validatePasswordChange(current, next, confirmation)).toBe(expected);
  });

  it('requires the password to delete the account', () => {
    expect(validateDeletion('  ')).toBe('Senha é obrigatória para excluir a conta');
    expect(validateDeletion('segredo')).toBeNull();
  });
});
