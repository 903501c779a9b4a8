import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

export const INTERNAL_ERROR_MESSAGE = 'Erro interno do servidor. Tente novamente em instantes.';

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
};

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.message, ...error.extra });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.error });
    // JSON.parse failures surface as SyntaxError with a 400 status.
    if (error instanceof SyntaxError || error.statusCode === 400) {
      return reply.status(400).send({ error: 'JSON inválido no corpo da requisição.' });
    }
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send({ error: 'Muitas tentativas em pouco tempo. Aguarde um minuto e tente novamente.' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ error: 'Requisição inválida.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ error: INTERNAL_ERROR_MESSAGE });
  });
}
