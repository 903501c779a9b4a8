import type { AxiosError, AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

export const NETWORK_ERROR_MESSAGE =
  'Servidor temporariamente indisponível. Tente novamente em alguns minutos.';

let onUnauthorized: () => void = () => undefined;
/** The app decides where a 401 leads (product.md §8: log out, go to /login). */
export function setUnauthorizedHandler(handler: () => void): void {
  onUnauthorized = handler;
}

let instance: Promise<AxiosInstance> | undefined;
const client = () =>
  (instance ??= import('./axios-instance').then((m) => m.createApiInstance(() => onUnauthorized())));

/**
 * The axios instance of product.md §7 (same-origin /api, 10 s timeout, Bearer header, 401 → /login,
 * badge popups), behind a thin facade that loads axios on the first request.
 */
export const api = {
  get: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.get<T>(url, config)),
  delete: <T = unknown>(url: string, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.delete<T>(url, config)),
  post: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.post<T>(url, data, config)),
  put: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.put<T>(url, data, config)),
  patch: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<AxiosResponse<T>> =>
    client().then((c) => c.patch<T>(url, data, config)),
};

/** axios.isAxiosError without importing axios. */
export function isApiError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true
  );
}

/** The message to show for a failed call: the server's `error`, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string, field: 'error' | 'message' = 'error'): string {
  if (isApiError(error)) {
    if (!error.response) return NETWORK_ERROR_MESSAGE;
    const data = error.response.data as Record<string, unknown> | undefined;
    const value = data?.[field] ?? data?.error;
    if (typeof value === 'string' && value.trim()) return value;
  }
  return fallback;
}
