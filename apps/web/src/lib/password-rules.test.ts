import { describe, expect, it } from 'vitest';
import { checkNewPassword, PASSWORD_MESSAGES } from './password-rules';

describe('checkNewPassword', () => {
  it.each([
    ['', '', 'password', PASSWORD_MESSAGES.required],
    ['', 'abcdef', 'password', PASSWORD_MESSAGES.required],
    ['abcdef', '', 'confirmation', PASSWORD_MESSAGES.required],
    // Mismatch is reported before length, as in the profile.
    ['abc', 'abd', 'confirmation', PASSWORD_MESSAGES.mismatch],
    ['abcdef', 'abcdeF', 'confirmation', PASSWORD_MESSAGES.mismatch],
    ['abc', 'abc', 'password', PASSWORD_MESSAGES.tooShort],
    ['abcde', 'abcde', 'password', PASSWORD_MESSAGES.tooShort],
  ])('(%j, %j) → %s: %s', (next, confirmation, field, message) => {
    expect(checkNewPassword(next, confirmation)).toEqual({ field, message });
  });

  it('accepts six characters or more, spaces included', () => {
    expect(checkNewPassword('abcdef', 'abcdef')).toBeNull();
    expect(checkNewPassword('      ', '      ')).toBeNull();
  });

  it('uses the exact wording of product.md', () => {
    expect(PASSWORD_MESSAGES).toEqual({
      required: 'Todos os campos de senha são obrigatórios',
      mismatch: 'Nova senha e confirmação não coincidem',
      tooShort: 'Nova senha deve ter pelo menos 6 caracteres',
    });
  });
});
