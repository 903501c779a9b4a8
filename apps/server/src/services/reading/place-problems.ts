import { getPlaceById, resolvePlace } from '@constelar/places';
import type { FieldError } from '../../lib/validate';
import { fieldAt, placeErrorToHttp } from './birth-errors';
import { UNKNOWN_PLACE_ID } from './cast-birth';

/** Where a request body may hold a birth: at its root (reports), under a person or the profile's `birth`. */
const BIRTH_PATHS = ['', 'person1', 'person2', 'birth'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The birth places of a body the schema refused for another reason (a time of 25:00): resolved now, so
 * the one answer also says the place is unknown instead of leaving it for the next submit. A place left
 * empty is the schema's to refuse; a place that resolves says nothing.
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
    if (placeId) {
      if (!getPlaceById(placeId)) problems.push({ field, error: UNKNOWN_PLACE_ID, status: 422, extra: {} });
      continue;
    }
    if (!text) continue;
    const resolved = resolvePlace(text);
    if (resolved.ok) continue;
    const http = placeErrorToHttp(resolved.error, path || undefined);
    const { field: _field, ...extra } = http.extra;
    problems.push({ field, error: http.message, status: 422, extra });
  }
  return problems;
}
