import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { serverFieldError, serverFieldErrors } from './server-field-error';

const answer = (data: unknown, status = 422) =>
  new ApiError('/api/calculate/personal', { status, data, headers: new Headers() });

describe('serverFieldError', () => {
  it("takes the server's field and message", () => {
    expect(
      serverFieldError(
        answer({ error: 'Data de nascimento inválida: 31/02/1990 não existe.', field: 'birthDate' }),
      ),
    ).toEqual({ field: 'birthDate', message: 'Data de nascimento inválida: 31/02/1990 não existe.' });
    expect(serverFieldError(answer({ error: 'Informe o nome.', field: 'person2.name' }))).toEqual({
      field: 'person2.name',
      message: 'Informe o nome.',
    });
  });

  it('reads the field from the wording when none is named', () => {
    expect(serverFieldError(answer({ error: 'O nome pode ter no máximo 120 caracteres.' }))?.field).toBe(
      'name',
    );
    expect(serverFieldError(answer({ error: 'Data de nascimento fora do intervalo aceito.' }))?.field).toBe(
      'birthDate',
    );
  });

  it('is null for errors about no field, and for failures with no answer', () => {
    expect(serverFieldError(answer({ error: 'Muitas requisições.' }, 429))).toBeNull();
    expect(serverFieldError(answer({}))).toBeNull();
    expect(serverFieldError(new ApiError('/api/x'))).toBeNull();
    expect(serverFieldError(new Error('boom'))).toBeNull();
  });
});

describe('serverFieldErrors', () => {
  it('lists every field of `errors`, in the order the server gives', () => {
    expect(
      serverFieldErrors(
        answer(
          {
            error: 'Hora de nascimento inválida.',
            field: 'birthTime',
            errors: [
              { field: 'birthDate', error: 'Data de nascimento inválida: 31/02/1990 não existe.' },
              { field: 'birthTime', error: 'Hora de nascimento inválida.' },
              { field: 'birthPlace', error: 'Não encontramos "Xyzópolis".' },
              { field: '', error: 'sem campo' },
            ],
          },
          400,
        ),
      ).map((e) => e.field),
    ).toEqual(['birthDate', 'birthTime', 'birthPlace']);
  });

  it('falls back to the one field of an answer without `errors`, and to nothing', () => {
    expect(serverFieldErrors(answer({ error: 'Informe o nome.', field: 'name' }))).toEqual([
      { field: 'name', message: 'Informe o nome.' },
    ]);
    expect(serverFieldErrors(answer({ error: 'Muitas requisições.' }, 429))).toEqual([]);
    expect(serverFieldErrors(new Error('boom'))).toEqual([]);
  });
});
