import { calculateNumerology } from '@constelar/core';
import { describe, expect, it } from 'vitest';
import { AccountName, nameErrorMessage } from './names';
import { RegisterRequest, UpdateProfileRequest } from './users';

/** The first problem, as the server answers it (lib/validate.ts reads issues[0]). */
const firstIssue = (name: unknown) => AccountName.safeParse(name).error?.issues[0];

describe('AccountName', () => {
  it('keeps a name the numerology can read, trimmed', () => {
    for (const name of ['Ana', 'Jô', "Maria D'Ávila", 'Ana-Sofia Brandão', '  Lyn  ']) {
      expect(AccountName.parse(name)).toBe(name.trim());
    }
  });

  it.each(['E', 'Aia Eo', 'Brr', 'Joana A; Lima', '123', 'Ана'])(
    'refuses %j with the words the chart pipeline uses, marked unprocessable',
    (name) => {
      const numerology = calculateNumerology({ name, birthDate: '1990-07-15', targetYear: 2026 });
      if (numerology.ok) throw new Error(`${name} should not compute`);
      const issue = firstIssue(name);
      expect(issue?.message).toBe(
        nameErrorMessage(numerology.error as Parameters<typeof nameErrorMessage>[0]),
      );
      expect(issue).toMatchObject({ code: 'custom', params: { unprocessable: true } });
    },
  );

  it('asks for a name first when none is given', () => {
    expect(firstIssue('   ')?.message).toBe('Informe seu nome.');
    expect(AccountName.safeParse('   ').error?.issues).toHaveLength(1);
    expect(firstIssue(undefined)?.message).toBe('Informe seu nome.');
  });

  it('is the name of both register and the profile', () => {
    expect(RegisterRequest.shape.name).toBe(AccountName);
    expect(UpdateProfileRequest.shape.name).toBe(AccountName);
  });
});
