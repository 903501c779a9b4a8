import type { z } from 'zod';
import { HttpError } from './http-error';

/**
 * Parses a request part against its contract schema. The first problem becomes the Portuguese `error`
 * (400); `field` names where it is, so the form can point at it.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, data: unknown, status = 400): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  const message = issue?.message && !issue.message.startsWith('Invalid') ? issue.message : 'Dados inválidos.';
  throw new HttpError(status, message, field ? { field } : {});
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The :id of a route: a malformed id reads exactly like an unknown one, 404 with the same message. */
export function idParamOrNotFound(params: unknown, message: string): string {
  const id = (params as { id?: unknown } | undefined)?.id;
  if (typeof id !== 'string' || !UUID.test(id)) throw new HttpError(404, message);
  return id;
}
