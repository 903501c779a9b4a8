/** An error whose message is safe to show: it is already Portuguese and meant for the person. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(400, message, extra);
export const unauthorized = (message = 'Sessão inválida ou expirada. Faça login novamente.') =>
  new HttpError(401, message);
export const forbidden = (message = 'Acesso restrito a administradores.') => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const unprocessable = (message: string, extra?: Record<string, unknown>) =>
  new HttpError(422, message, extra);
