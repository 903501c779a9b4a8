import { describe, expect, it } from 'vitest';
import { MISSING_REPORT_HELP, notFoundBody } from './not-found-message';

describe('notFoundBody', () => {
  it('replaces a message that only repeats the title', () => {
    expect(notFoundBody('Relatório não encontrado.')).toBe(MISSING_REPORT_HELP);
    expect(notFoundBody('relatorio nao encontrado')).toBe(MISSING_REPORT_HELP);
    expect(notFoundBody('')).toBe(MISSING_REPORT_HELP);
  });

  it('keeps a message that says something else', () => {
    expect(notFoundBody('Tempo esgotado. Tente novamente.')).toBe('Tempo esgotado. Tente novamente.');
  });

  it('shows nothing when there was nothing to say', () => {
    expect(notFoundBody(undefined)).toBeUndefined();
  });
});
