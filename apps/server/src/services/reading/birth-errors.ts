import { nameErrorMessage } from '@constelar/contract';
import { BIRTH_ERROR_MESSAGES, BIRTH_YEAR_MAX, BIRTH_YEAR_MIN } from '@constelar/contract/constants';
import type { BirthError, NumerologyError, SkyError } from '@constelar/core';
import type { PlaceError } from '@constelar/places';
import { HttpError } from '../../lib/http-error';

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
      return new HttpError(422, BIRTH_ERROR_MESSAGES.invalidDate, { field });
    case 'nonexistent-date':
      return new HttpError(422, BIRTH_ERROR_MESSAGES.nonexistentDate(ddmmyyyy(error.value)), {
        field,
      });
    case 'year-out-of-range':
      return new HttpError(422, BIRTH_ERROR_MESSAGES.yearOutOfRange(error.min, error.max), { field });
    case 'invalid-time':
      return new HttpError(422, BIRTH_ERROR_MESSAGES.invalidTime, {
        field: fieldAt(path, 'birthTime'),
      });
    case 'unknown-zone':
      return new HttpError(422, BIRTH_ERROR_MESSAGES.unknownZone, {
        field: fieldAt(path, 'birthPlace'),
      });
  }
}

export function placeErrorToHttp(error: PlaceError, path?: string, name = 'birthPlace'): HttpError {
  const field = fieldAt(path, name);
  if (error.code === 'empty-place') return new HttpError(422, BIRTH_ERROR_MESSAGES.emptyPlace, { field });
  return new HttpError(422, BIRTH_ERROR_MESSAGES.unknownPlace(error.query.trim()), {
    field,
    suggestions: error.suggestions,
  });
}

export function skyErrorToHttp(error: SkyError, path?: string): HttpError {
  if (error.code === 'invalid-coordinates') {
    return new HttpError(422, BIRTH_ERROR_MESSAGES.invalidCoordinates, {
      field: fieldAt(path, 'birthPlace'),
    });
  }
  return new HttpError(422, BIRTH_ERROR_MESSAGES.yearOutOfRange(BIRTH_YEAR_MIN, BIRTH_YEAR_MAX), {
    field: fieldAt(path, 'birthDate'),
  });
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
