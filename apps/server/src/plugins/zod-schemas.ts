import type { FastifyInstance, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { z } from 'zod';
import { requestErrors, type FieldError } from '../lib/validate';

/** Problems the schema cannot see (an unknown birth place), looked for in a body it refused. */
export type MoreProblems = (
  data: unknown,
) => (FieldError & { status: number; extra: Record<string, unknown> })[];

/**
 * Requests are parsed by their contract schema; every problem becomes one Portuguese HttpError
 * (lib/validate.ts: `error` and `field` for the first, `errors` for all), which Fastify passes to the
 * error handler as it is. A refused body is also asked `moreProblems`, so one answer names them all. The
 * parsed value (trimmed, lower-cased e-mail, defaults) replaces the raw one.
 */
const validatorCompiler =
  (moreProblems: MoreProblems): FastifySchemaCompiler<z.ZodType> =>
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    const issues = result.error.issues;
    const named = new Set(issues.map((issue) => issue.path.join('.')));
    const more = httpPart === 'body' ? moreProblems(data).filter((problem) => !named.has(problem.field)) : [];
    return { error: requestErrors(issues, httpPart, more) };
  };

/** A reply that does not match its declared schema: a bug of ours, answered 500 and logged by where. */
export class ResponseShapeError extends Error {
  readonly statusCode = 500;
  readonly code = 'RESPONSE_SHAPE';
  constructor(
    readonly route: string,
    /** Where and what, never the values: a reply may carry personal data. */
    readonly issues: { path: string; code: string }[],
  ) {
    super(`Response of ${route} does not match its schema`);
    this.name = 'ResponseShapeError';
  }
}

/**
 * Every reply is parsed by its schema before it is written: a field the schema does not name is dropped
 * (so a row's extra column can never leak), and a missing or mistyped one is a 500, never a half-true
 * answer. On a fresh 44 KB report this costs 27 µs over JSON.stringify's 116, less than zod's encode
 * (+40) or an unchecked fast-json-stringify (+36) (docs/decisions/006-schema-first-api.md). The report
 * worker (reports/personal-reply.ts) checks its reply with this same function.
 */
export function checkedReply(schema: z.ZodType, data: unknown, route: string): unknown {
  const result = schema.safeParse(data);
  if (!result.success) {
    throw new ResponseShapeError(
      route,
      result.error.issues.map((issue) => ({ path: issue.path.join('.'), code: issue.code })),
    );
  }
  return result.data;
}

const serializerCompiler: FastifySerializerCompiler<z.ZodType> =
  ({ schema, method, url }) =>
  (data) =>
    JSON.stringify(checkedReply(schema, data, `${method} ${url}`));

/** Routes under /api declare zod schemas from @constelar/contract; these compile them. */
export function registerZodSchemas(api: FastifyInstance, moreProblems: MoreProblems = () => []): void {
  api.setValidatorCompiler(validatorCompiler(moreProblems));
  api.setSerializerCompiler(serializerCompiler);
}
