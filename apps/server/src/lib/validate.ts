import { UNPROCESSABLE_ISSUE } from '@constelar/contract';
import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * The first problem of a request part, as the person reads it: the schema's Portuguese message as `error`
 * (400) and `field` naming where it is, so the form can point at it. zod's own English messages
 * ("Invalid input…") never reach anyone. A malformed path parameter reads exactly like an unknown
 * resource: 404 with the schema's "not found" message and no field, so an id's shape reveals nothing.
 */
export function requestError(issue: z.core.$ZodIssue | undefined, httpPart?: string): HttpError {
  const message = issue?.message && !issue.message.startsWith('Invalid') ? issue.message : 'Dados inválidos.';
  if (httpPart === 'params') return new HttpError(404, message);
  const field = issue?.path.join('.') || undefined;
  return new HttpError(unprocessable(issue) ? 422 : 400, message, field ? { field } : {});
}

/** Fields whose well-formed but unknown value is a 422, as sky.md §1 asks of `houseSystem`. */
const UNPROCESSABLE_FIELDS = new Set(['houseSystem']);

const unprocessable = (issue: z.core.$ZodIssue | undefined) =>
  (issue?.code === 'invalid_value' && UNPROCESSABLE_FIELDS.has(String(issue.path.at(-1)))) ||
  // Marked by the contract: the right shape, but the engines cannot use it (a name with no vowel).
  (issue?.code === 'custom' && issue.params?.unprocessable === UNPROCESSABLE_ISSUE.unprocessable);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
