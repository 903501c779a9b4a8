import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import type { Socket } from 'node:net';
import { HttpError } from '../lib/http-error';
import { waitText } from '../lib/wait-text';
import { rateLimitMessage } from './rate-limit';
import { ResponseShapeError } from './zod-schemas';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente em instantes.';
export const INVALID_TEXT_MESSAGE = 'Texto com caracteres inválidos.';

/** Framework errors that reach a client, in Portuguese. Anything else unexpected becomes a bare 500. */
const FRAMEWORK_MESSAGES: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    error: 'O corpo da requisição é grande demais (limite de 64 KB).',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    error: 'Envie os dados como JSON (Content-Type: application/json).',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'O corpo da requisição está vazio; envie um JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'Cabeçalho Content-Length inválido.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'JSON inválido no corpo da requisição.' },
  FST_ERR_VALIDATION: { status: 400, error: 'Requisição inválida.' },
  FST_ERR_BAD_URL: { status: 400, error: 'Endereço inválido: a URL tem uma codificação malformada.' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'Endereço longo demais.' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, error: 'Requisição inválida.' },
};

/** What Node answers itself before Fastify sees a request (a header too large, a malformed request line). */
const CLIENT_ERROR_MESSAGES: Record<string, { status: number; text: string; error: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    text: 'Request Header Fields Too Large',
    error: 'Os cabeçalhos da requisição são grandes demais.',
  },
};
const CLIENT_ERROR_DEFAULT = { status: 400, text: 'Bad Request', error: 'Requisição malformada.' };

/**
 * An error body goes out already serialized: a route's response schemas describe its answers, and an
 * error must reach the person whatever the route declared.
 */
function sendError(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

function sendFrameworkError(error: FastifyError, reply: FastifyReply) {
  const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (!known) return false;
  void sendError(reply, known.status, { error: known.error });
  return true;
}

/** Fastify's frameworkErrors: the router's own errors (bad %-encoding, a parameter past its length). */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (!sendFrameworkError(error, reply)) void sendError(reply, 400, { error: 'Requisição inválida.' });
}

/** Node's clientError, answered as JSON in Portuguese where the socket can still take a reply. */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const known = (error.code && CLIENT_ERROR_MESSAGES[error.code]) || CLIENT_ERROR_DEFAULT;
  const body = JSON.stringify({ error: known.error });
  socket.end(
    `HTTP/1.1 ${known.status} ${known.text}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

/**
 * Error log entries without what a failed statement carried: Drizzle puts the SQL's parameters (e-mails,
 * argon2 hashes) in its message, and the stack repeats the message. Only the type, the codes, the first
 * line of the message and the stack's frames are kept.
 */
export function safeErrorForLog(error: unknown): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  if (!(error instanceof Error))
    return { type: typeof error, message: String(error).slice(0, 200), stack: '' };
  const message = error.message.split(/\r?\n/)[0]?.replace(/^(Failed query):.*$/s, '$1') ?? '';
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const cause = (error as { cause?: unknown }).cause;
  const causeCode = cause && typeof cause === 'object' ? (cause as { code?: unknown }).code : undefined;
  return {
    type: error.name,
    code: (error as { code?: unknown }).code,
    message,
    ...(causeCode !== undefined ? { causeCode } : {}),
    stack: frames.join('\n'),
  };
}

/** Request log lines name the path, never the query string: links carry tokens there. */
export const logSerializers: NonNullable<
  Exclude<FastifyServerOptions['logger'], boolean | undefined>
>['serializers'] = {
  err: safeErrorForLog,
  req: (request: { method?: string; url?: string; ip?: string }) => ({
    method: request.method,
    url: (request.url ?? '').split('?')[0],
    remoteAddress: request.ip,
  }),
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Request validation (plugins/zod-schemas.ts) arrives here as an HttpError too.
    if (error instanceof HttpError) {
      // A busy server says when to come back (work/work-pool.ts's BusyError).
      if ('retryAfterS' in error) reply.header('retry-after', String(error.retryAfterS));
      // Every answer that names a field also lists it in `errors`, as a refused form's answer does.
      const { field } = error.extra;
      const errors =
        typeof field === 'string' && !('errors' in error.extra)
          ? { errors: [{ field, error: error.message }] }
          : {};
      return sendError(reply, error.statusCode, { error: error.message, ...error.extra, ...errors });
    }
    if (sendFrameworkError(error, reply)) return reply;
    // JSON.parse failures surface as SyntaxError with a 400 status.
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return sendError(reply, 400, { error: 'JSON inválido no corpo da requisição.' });
    }
    if (error.statusCode === 429) {
      // Our limiter answers through HttpError; any other 429 names its Retry-After, or promises no time.
      const seconds = Number(reply.getHeader('retry-after'));
      return sendError(reply, 429, {
        error: rateLimitMessage(seconds > 0 ? waitText(seconds * 1000) : 'um pouco'),
      });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return sendError(reply, error.statusCode, { error: 'Requisição inválida.' });
    }
    if (error instanceof ResponseShapeError) {
      request.log.error(
        { err: error, route: error.route, issues: error.issues },
        'response does not match its schema',
      );
    } else {
      request.log.error({ err: error }, 'unhandled error');
    }
    return sendError(reply, 500, { error: INTERNAL_ERROR_MESSAGE });
  });
}

// U+0000 cannot be stored in a PostgreSQL text, and a lone surrogate is not text at all.
// eslint-disable-next-line no-control-regex -- finding U+0000 is the point
const INVALID_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function holdsInvalidText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return INVALID_TEXT.test(value);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  for (const [key, item] of Object.entries(value)) {
    if (INVALID_TEXT.test(key) || holdsInvalidText(item, depth + 1)) return true;
  }
  return false;
}

/** Refuses, before any route runs, a body, query or parameter holding text no column could keep. */
export function registerTextGuard(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (
      holdsInvalidText(request.body) ||
      holdsInvalidText(request.query) ||
      holdsInvalidText(request.params)
    ) {
      throw new HttpError(400, INVALID_TEXT_MESSAGE);
    }
  });
}
