import { isApiError } from './api-client';

export interface ServerFieldError {
  /** Where the server says the problem is, as a path: 'birthDate', 'person2.name'. */
  field: string;
  message: string;
}

/** When an answer names no field, its wording still tells which one it is about. */
const FIELD_BY_WORDING: [RegExp, string][] = [
  [/data de nascimento/i, 'birthDate'],
  [/hora de nascimento/i, 'birthTime'],
  [/\bnome\b/i, 'name'],
];

/**
 * The server's `error` and the field it belongs to (its `field`, or one its wording names), so a form can
 * mark that field instead of showing a message far from it. Null for errors about no field.
 */
export function serverFieldError(error: unknown): ServerFieldError | null {
  if (!isApiError(error) || !error.response) return null;
  const data = error.response.data as { error?: unknown; field?: unknown } | null | undefined;
  const message = typeof data?.error === 'string' ? data.error.trim() : '';
  if (!message) return null;
  if (typeof data?.field === 'string' && data.field) return { field: data.field, message };
  const named = FIELD_BY_WORDING.find(([wording]) => wording.test(message));
  return named ? { field: named[1], message } : null;
}

/**
 * Every field the server refused in one answer (its `errors`, one per field), or the one `serverFieldError`
 * finds in an answer from before `errors` existed. Empty for errors about no field.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || !error.response) return [];
  const data = error.response.data as { errors?: unknown } | null | undefined;
  const listed = Array.isArray(data?.errors)
    ? data.errors.flatMap((item: unknown) => {
        const { field, error: message } = (item ?? {}) as { field?: unknown; error?: unknown };
        return typeof field === 'string' && field && typeof message === 'string' && message.trim()
          ? [{ field, message: message.trim() }]
          : [];
      })
    : [];
  if (listed.length > 0) return listed;
  const single = serverFieldError(error);
  return single ? [single] : [];
}
