import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

/** Where the app navigated to, shown so a test reads it as a person reads the address bar. */
function Location() {
  const { pathname } = useLocation();
  return <output aria-label="Endereço">{pathname}</output>;
}

/**
 * Renders `ui` as the app does (router, a fresh query client without retries) at `path`, with a user
 * that types and clicks.
 */
export function renderWithApp(ui: ReactElement, { path = '/' } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, user, client };
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/**
 * Replaces fetch with `answer`, which receives each call (method, URL, parsed JSON body) and returns the
 * Response, or a promise of one the test resolves when it wants. Returns the calls made so far.
 */
export function stubFetch(answer: (call: FetchCall) => Response | Promise<Response>) {
  const calls: FetchCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url: String(input),
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
