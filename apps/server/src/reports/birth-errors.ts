import { nameErrorMessage } from '@constelar/contract';
import type { BirthError, NumerologyError, SkyError } from '@constelar/core';
import type { PlaceError } from '@constelar/places';
import { HttpError } from '../lib/http-error';

const ddmmyyyy = (iso: string) => {
  const [y, m, d] = iso.split('-');
  return y && m && d ? `${d}/${m}/${y}` : iso;
};

/** A field of the request, under `path` when the birth is nested ('person1' gives 'person1.birthDate'). */
export const fieldAt = (path: string | undefined, name: string) => (path ? `${path}.${name}` : name);

/** Engine errors become 422s with a Portuguese sentence that names the field (domain.md §1). */
export function birthErrorToHttp(error: BirthError, path?: string): HttpError {
  const field = fieldAt(path, 'birthDate');
  switch (error.code) {
    case 'invalid-date':
      return new HttpError(422, 'Data de nascimento inválida: use o formato AAAA-MM-DD.', { field });
    case 'nonexistent-date':
      return new HttpError(422, `Data de nascimento inválida: ${ddmmyyyy(error.value)} não existe.`, {
        field,
      });
    case 'year-out-of-range':
      return new HttpError(
        422,
        `Data de nascimento fora do intervalo aceito: o ano deve estar entre ${error.min} e ${error.max}.`,
        { field },
      );
    case 'invalid-time':
      return new HttpError(422, 'Hora de nascimento inválida: use o formato HH:MM, entre 00:00 e 23:59.', {
        field: fieldAt(path, 'birthTime'),
      });
    case 'unknown-zone':
      return new HttpError(422, 'Não conseguimos determinar o fuso horário deste local.', {
        field: fieldAt(path, 'birthPlace'),
      });
  }
}

export function placeErrorToHttp(error: PlaceError, path?: string, name = 'birthPlace'): HttpError {
  const field = fieldAt(path, name);
  if (error.code === 'empty-place') return new HttpError(422, 'Informe o local de nascimento.', { field });
  return new HttpError(
    422,
    `Não encontramos "${error.query.trim()}". Confira a grafia ou informe a cidade e o estado (ex.: Campinas, SP).`,
    { field, suggestions: error.suggestions },
  );
}

export function skyErrorToHttp(error: SkyError, path?: string): HttpError {
  if (error.code === 'invalid-coordinates') {
    return new HttpError(422, 'As coordenadas deste local são inválidas.', {
      field: fieldAt(path, 'birthPlace'),
    });
  }
  return new HttpError(
    422,
    'Data de nascimento fora do intervalo aceito: o ano deve estar entre 1800 e 2100.',
    { field: fieldAt(path, 'birthDate') },
  );
}

export function numerologyErrorToHttp(error: NumerologyError, path?: string): HttpError {
  const field = fieldAt(path, 'name');
  switch (error.code) {
    case 'empty-name':
    case 'invalid-characters':
    case 'no-vowels':
    case 'no-consonants':
      // The contract's words, so an account name refused at register says the same (names.ts).
      return new HttpError(422, nameErrorMessage(error), { field });
    case 'invalid-birth-date':
      return new HttpError(422, 'Data de nascimento inválida.', { field: fieldAt(path, 'birthDate') });
    case 'invalid-target-year':
      return new HttpError(422, 'Ano de referência inválido.', { field: 'targetYear' });
  }
}
