import { numerologyNameLetters, type NumerologyNameError } from '@constelar/core/name';
import { z } from 'zod';
import { NAME_MAX_LENGTH } from './constants';

/** What is said of a name the numerology cannot use, word for word wherever it is refused. */
export function nameErrorMessage(error: NumerologyNameError): string {
  switch (error.code) {
    case 'empty-name':
      return 'O nome precisa ter ao menos uma letra para o cálculo numerológico.';
    case 'invalid-characters':
      return `O nome contém caracteres que não entram no cálculo (${error.characters.map((c) => `“${c}”`).join(', ')}). Use apenas letras.`;
    case 'no-vowels':
    case 'no-consonants':
      return 'O nome precisa ter vogais e consoantes para o cálculo numerológico.';
  }
}

/**
 * Marks an issue whose value has the right shape but cannot be used: the server answers it 422, as the
 * chart pipeline does (apps/server/src/lib/validate.ts).
 */
export const UNPROCESSABLE_ISSUE = { unprocessable: true } as const;

/**
 * An account's name (register, profile). The member's own charts (/users/me/*) are cast from it, so it
 * is held to the numerology's rule for names (core's numerologyNameLetters), refused with the words and
 * the 422 of the chart pipeline, rather than accepted here and refused on every chart.
 */
export const AccountName = z
  .string({ error: 'Informe seu nome.' })
  .trim()
  .min(1, 'Informe seu nome.')
  .max(NAME_MAX_LENGTH, `O nome pode ter no máximo ${NAME_MAX_LENGTH} caracteres.`)
  .superRefine((name, ctx) => {
    const letters = numerologyNameLetters(name);
    if (!letters.ok && name !== '') {
      ctx.addIssue({ code: 'custom', message: nameErrorMessage(letters.error), params: UNPROCESSABLE_ISSUE });
    }
  });
