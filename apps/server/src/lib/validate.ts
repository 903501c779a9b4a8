import { UNPROCESSABLE_ISSUE } from '@constelar/contract';
import type { z } from 'zod';
import { HttpError } from './http-error';

/** One problem at one field, as the reply's `errors` lists them. */
export interface FieldError {
  field: string;
  error: string;
}

const messageOf = (issue: z.core.$ZodIssue | undefined) =>
  issue?.message && !issue.message.startsWith('Invalid') ? issue.message : 'Dados inválidos.';

/**
 * Every problem of a request part at once, as the person reads it: the schema's Portuguese message as
 * `error` and `field` naming where it is, so the form can point at it (zod's own English messages never
 * reach anyone); `error` and `field` name the first (what older clients read), `errors` lists one per
 * field, so a form can mark all of them after one submit. `more` are problems found beside the schema's
 * (a birth place no gazetteer knows), each at a field the schema did not already refuse. The status is
 * 400 when any value is malformed, 422 when every one is well formed but unusable. A malformed path
 * parameter reads exactly like an unknown resource: 404 with the schema's "not found" message and no
 * field, so an id's shape reveals nothing.
 */
export function requestErrors(
  issues: readonly z.core.$ZodIssue[],
  httpPart?: string,
  more: readonly (FieldError & { status?: number; extra?: Record<string, unknown> })[] = [],
): HttpError {
  if (httpPart === 'params') return new HttpError(404, messageOf(issues[0]));
  const found = [
    ...issues.map((issue) => ({
      field: issue.path.join('.'),
      error: messageOf(issue),
      status: unprocessable(issue) ? 422 : 400,
      extra: {} as Record<string, unknown>,
    })),
    ...more.map((m) => ({ ...m, status: m.status ?? 422, extra: m.extra ?? {} })),
  ];
  const status = found.some((f) => f.status === 400) || found.length === 0 ? 400 : 422;
  const first = found.find((f) => f.status === status);
  const byField = new Map<string, (typeof found)[number]>();
  for (const f of found) if (f.field && !byField.has(f.field)) byField.set(f.field, f);
  const errors = [...byField.values()].map(({ field, error }) => ({ field, error }));
  return new HttpError(status, first?.error ?? 'Dados inválidos.', {
    ...(first?.field ? { field: first.field } : {}),
    ...(first?.field ? byField.get(first.field)?.extra : {}),
    ...(errors.length > 0 ? { errors } : {}),
  });
}

/** Joins problems found one by one (a place, then a date) into one reply that names them all. */
export function joinHttpErrors(problems: readonly HttpError[]): HttpError {
  const [first] = problems;
  if (!first) throw new Error('joinHttpErrors needs at least one problem');
  const errors: FieldError[] = [];
  for (const problem of problems) {
    const field = problem.extra['field'];
    if (typeof field === 'string' && !errors.some((e) => e.field === field)) {
      errors.push({ field, error: problem.message });
    }
  }
  return new HttpError(first.statusCode, first.message, {
    ...first.extra,
    ...(errors.length > 0 ? { errors } : {}),
  });
}

/** Fields whose well-formed but unknown value is a 422, as sky.md §1 asks of `houseSystem` (and issue #27 of `addressForm`). */
const UNPROCESSABLE_FIELDS = new Set(['houseSystem', 'addressForm']);

const unprocessable = (issue: z.core.$ZodIssue | undefined) =>
  (issue?.code === 'invalid_value' && UNPROCESSABLE_FIELDS.has(String(issue.path.at(-1)))) ||
  // Marked by the contract: the right shape, but the engines cannot use it (a name with no vowel).
  (issue?.code === 'custom' && issue.params?.unprocessable === UNPROCESSABLE_ISSUE.unprocessable);

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
