import type { QueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';

// The query client (with @tanstack/query-core, ~9 KB brotli) is not part of the first load: nothing the
// landing page paints first asks the server anything. It is fetched after the first paint (app/providers)
// or by the first lazy component, whichever comes first, and every lazy component waits for it, so no
// query hook ever renders without it (docs/decisions/080-light-on-a-phone.md).

let client: QueryClient | undefined;
let loading: Promise<QueryClient> | undefined;
const listeners = new Set<() => void>();

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('./query-client').then((m) => {
    client = m.queryClient;
    for (const listener of listeners) listener();
    return client;
  });
  return loading;
}

export const loadedQueryClient = (): QueryClient | undefined => client;

export function onQueryClient(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React.lazy for a component whose tree may use queries: it renders once the query client is there. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithQueries<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return lazy(async () => (await Promise.all([load(), loadQueryClient()]))[0]);
}
