import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../config/constants';
import { api, errorMessage, isApiError, NETWORK_ERROR_MESSAGE, setUnauthorizedHandler } from './api-client';
import { useAuthStore } from './auth-store';
import { useBadgeEvents } from './badge-events';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const sent = () => {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: new Headers(init!.headers) };
};
const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useAuthStore.setState({ token: null, user: null });
  useBadgeEvents.setState({ queue: [] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
});

describe('api', () => {
  it('calls same-origin /api with the query, JSON body and Bearer token', async () => {
    useAuthStore.setState({ token: 'jwt.de.teste' });
    fetchMock.mockResolvedValue(json(201, { id: 'r1' }));
    const { data, status } = await api.post<{ id: string }>(
      '/reports',
      { name: 'Ana' },
      { params: { a: 1, b: undefined } },
    );
    expect(data).toEqual({ id: 'r1' });
    expect(status).toBe(201);
    const { url, init, headers } = sent();
    expect(url).toBe('/api/reports?a=1');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"name":"Ana"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer jwt.de.teste');
  });

  it('sends no body and no content type when there is nothing to send, and no token when signed out', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    const { data } = await api.post('/newsletter/unsubscribe', undefined, { params: { token: 't k' } });
    expect(data).toBeNull();
    const { url, init, headers } = sent();
    expect(url).toBe('/api/newsletter/unsubscribe?token=t+k');
    expect(init.body).toBeUndefined();
    expect(headers.has('content-type')).toBe(false);
    expect(headers.has('authorization')).toBe(false);
  });

  it('gives the response headers (X-Total-Count, Link) to the caller', async () => {
    fetchMock.mockResolvedValue(
      json(200, [], { 'x-total-count': '73', link: '</api/reports?before=x>; rel="next"' }),
    );
    const { headers } = await api.get('/reports');
    expect(headers.get('x-total-count')).toBe('73');
    expect(headers.get('link')).toContain('rel="next"');
  });

  it('reads a download as a Blob', async () => {
    fetchMock.mockResolvedValue(new Response('{"a":1}', { status: 200 }));
    const { data } = await api.get<Blob>('/users/data-export', { responseType: 'blob' });
    expect(data).toBeInstanceOf(Blob);
    expect(await data.text()).toBe('{"a":1}');
  });

  it('times out after REQUEST_TIMEOUT_MS', async () => {
    fetchMock.mockResolvedValue(json(200, {}));
    const timeout = vi.spyOn(AbortSignal, 'timeout');
    await api.get('/changelog');
    expect(timeout).toHaveBeenCalledWith(REQUEST_TIMEOUT_MS);
    expect(sent().init.signal).toBeInstanceOf(AbortSignal);
  });

  it("turns a failed answer into an ApiError whose message is the server's error", async () => {
    fetchMock.mockResolvedValue(json(422, { error: 'Local não encontrado.', suggestions: [] }));
    const error = await failure(api.post('/calculate/personal', {}));
    expect(isApiError(error)).toBe(true);
    expect(isApiError(error) && error.response?.status).toBe(422);
    expect(errorMessage(error, 'Falhou.')).toBe('Local não encontrado.');
    expect(errorMessage(new Error('x'), 'Falhou.')).toBe('Falhou.');
  });

  it('says the server is unavailable when it never answered', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(api.get('/changelog'));
    expect(isApiError(error) && error.response).toBeUndefined();
    expect(errorMessage(error, 'Falhou.')).toBe(NETWORK_ERROR_MESSAGE);
  });

  it("lets the caller's cancel through as an abort, not as a failure", async () => {
    const controller = new AbortController();
    fetchMock.mockImplementation(() => {
      controller.abort();
      return Promise.reject(new DOMException('aborted', 'AbortError'));
    });
    const error = await failure(api.get('/places', { signal: controller.signal }));
    expect(isApiError(error)).toBe(false);
    expect((error as DOMException).name).toBe('AbortError');
  });

  it('signs out and calls the handler on a 401, except for a login attempt', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    useAuthStore.setState({ token: 'velho' });
    fetchMock.mockResolvedValue(json(401, { error: 'Credenciais inválidas' }));
    await failure(api.post('/users/login', {}));
    expect(handler).not.toHaveBeenCalled();
    expect(useAuthStore.getState().token).toBe('velho');
    fetchMock.mockResolvedValue(json(401, { error: 'Sessão expirada' }));
    await failure(api.get('/users/profile'));
    expect(handler).toHaveBeenCalledOnce();
    // The request carried a session the server ended: the login form will say so (issue #31).
    expect(handler).toHaveBeenCalledWith({ hadSession: true });
    expect(useAuthStore.getState().token).toBeNull();
    fetchMock.mockResolvedValue(json(401, { error: 'Sessão expirada' }));
    await failure(api.get('/users/profile'));
    expect(handler).toHaveBeenLastCalledWith({ hadSession: false });
  });

  it('queues the badges an answer announces', async () => {
    const badge = { id: 'first-revelation', name: 'Primeira Revelação' };
    fetchMock.mockResolvedValue(json(201, { id: 'r1', newBadges: [badge] }));
    await api.post('/reports', {});
    expect(useBadgeEvents.getState().queue).toEqual([badge]);
  });
});
