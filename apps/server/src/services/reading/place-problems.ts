import { HttpError } from '../../lib/http-error';
import type { FieldError } from '../../lib/validate';
import { fieldAt } from './birth-errors';
import { placeOf } from './cast-birth';

/** Where a request body may hold a birth: at its root (reports), under a person or the profile's `birth`. */
const BIRTH_PATHS = ['', 'person1', 'person2', 'birth'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The birth places of a body the schema refused for another reason (a time of 25:00), asked of the birth
 * pipeline's one place resolution (placeOf) so the one answer also says the place is unknown instead of
 * leaving it for the next submit. A place left empty is the schema's to refuse; one that resolves says nothing.
 */
export function birthPlaceProblems(
  data: unknown,
): (FieldError & { status: number; extra: Record<string, unknown> })[] {
  if (!isRecord(data)) return [];
  const problems: (FieldError & { status: number; extra: Record<string, unknown> })[] = [];
  for (const path of BIRTH_PATHS) {
    const birth = path ? data[path] : data;
    if (!isRecord(birth) || !('birthDate' in birth)) continue;
    const field = fieldAt(path || undefined, 'birthPlace');
    const placeId = typeof birth['placeId'] === 'string' ? birth['placeId'].trim() : '';
    const text = typeof birth['birthPlace'] === 'string' ? birth['birthPlace'].trim() : '';
    try {
      placeOf({ placeId: placeId || undefined, birthPlace: text }, path || undefined, false);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const { field: _field, ...extra } = error.extra;
      problems.push({ field, error: error.message, status: 422, extra });
    }
  }
  return problems;
}
