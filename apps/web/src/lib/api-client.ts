import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { useAuthStore } from './auth-store';
import { badgesIn, useBadgeEvents } from './badge-events';

// The client of product.md §7 on the browser's own fetch: same-origin /api, a 10 s timeout, the Bearer
// header, any 401 → sign out and the app's handler, badge popups from any answer.

export const NETWORK_ERROR_MESSAGE =
  'Servidor temporariamente indisponível. Tente novamente em alguns minutos.';

/** Same-origin: the dev server proxies /api to :3333, production serves both from one port. */
const BASE_PATH = '/api';

let onUnauthorized: (info: { hadSession: boolean }) => void = () => undefined;
/**
 * The app decides where a 401 leads (product.md §8: log out, go to /login); `hadSession` says the request
 * carried a token the server no longer accepts (a password changed, "Sair de todos os dispositivos").
 */
export function setUnauthorizedHandler(handler: (info: { hadSession: boolean }) => void): void {
  onUnauthorized = handler;
}

let quietUntil = 0;
/**
 * For `ms`, a 401 fails its request without signing out or leaving: the account was just deleted and its
 * confirmation stays on screen for its 2 s (product.md §4) even if a query asks the server meanwhile.
 */
export function holdUnauthorized(ms: number): void {
  quietUntil = Date.now() + ms;
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export interface RequestOptions {
  /** Query string parameters; undefined ones are left out. */
  params?: Record<string, string | number | boolean | undefined>;
  /** Cancels the request (TanStack Query passes one to every query function). */
  signal?: AbortSignal;
  /** 'blob' for a download; JSON (or text when it is not JSON) otherwise. */
  responseType?: 'json' | 'blob';
}

/**
 * A failed call: `response` holds the server's answer (status, parsed body, headers), and is absent when
 * the server never answered (network failure or timeout).
 */
export class ApiError extends Error {
  readonly isApiError = true;
  constructor(
    readonly url: string,
    readonly response?: { status: number; data: unknown; headers: Headers },
    options?: { cause?: unknown },
  ) {
    super(response ? `HTTP ${response.status} ${url}` : `no answer from ${url}`, options);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return (
    typeof error === 'object' && error !== null && (error as { isApiError?: unknown }).isApiError === true
  );
}

/** The message to show for a failed call: the server's `error`, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string, field: 'error' | 'message' = 'error'): string {
  if (isApiError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    const data = error.response.data as Record<string, unknown> | null | undefined;
    const value = data?.[field] ?? data?.error;
    if (typeof value === 'string' && value.trim()) return value;
  }
  return fallback;
}

function urlOf(path: string, params: RequestOptions['params']): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return `${BASE_PATH}${path}${search ? `?${search}` : ''}`;
}

/** The caller's signal and the timeout as one (a browser without AbortSignal.any keeps the caller's). */
function withTimeout(signal: AbortSignal | undefined, timeout: AbortSignal): AbortSignal {
  if (!signal) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

async function bodyOf(response: Response, responseType: RequestOptions['responseType']): Promise<unknown> {
  if (responseType === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function request<T>(
  method: string,
  path: string,
  body: unknown,
  options: RequestOptions = {},
): Promise<ApiResponse<T>> {
  const url = urlOf(path, options.params);
  const headers = new Headers({ accept: 'application/json' });
  const token = useAuthStore.getState().token;
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  let response: Response;
  let data: unknown;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: withTimeout(options.signal, timeout),
    });
    data = await bodyOf(response, options.responseType);
  } catch (cause) {
    // Cancelled by the caller: not a failure to report, so the abort itself goes up.
    if (options.signal?.aborted) throw cause;
    throw new ApiError(url, undefined, { cause });
  }
  if (!response.ok) {
    // A 401 that names a field (a wrong current password) is about the form, not the session.
    const aboutAField = typeof data === 'object' && data !== null && 'field' in data;
    if (
      response.status === 401 &&
      !aboutAField &&
      !path.startsWith('/users/login') &&
      Date.now() >= quietUntil
    ) {
      useAuthStore.getState().logout();
      onUnauthorized({ hadSession: Boolean(token) });
    }
    throw new ApiError(url, { status: response.status, data, headers: response.headers });
  }
  const badges = badgesIn(data);
  if (badges.length > 0) useBadgeEvents.getState().push(badges);
  return { data: data as T, status: response.status, headers: response.headers };
}

export const api = {
  get: <T = unknown>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  delete: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('DELETE', path, body, options),
  post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PUT', path, body, options),
  patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
};
