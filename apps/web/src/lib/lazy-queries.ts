import type { QueryClient } from '@tanstack/react-query';
import { createElement, lazy, type ComponentType } from 'react';

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

/** A lazy page that can be loaded ahead: `preload()` resolves once it renders without suspending. */
export type PreloadableComponent<T> = T & { preload: () => Promise<unknown> };

/**
 * React.lazy for a component whose tree may use queries: it renders once the query client is there.
 * Once loaded (by `preload()` or a first render), it renders at once, without suspending: a page whose
 * words the server wrote (reach.md §1) is drawn in one commit over them, never through a fallback.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyWithQueries<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
): PreloadableComponent<T> {
  let loaded: T | undefined;
  let pending: Promise<{ default: T }> | undefined;
  const get = () =>
    (pending ??= Promise.all([load(), loadQueryClient()]).then(([module]) => {
      loaded = module.default;
      return module;
    }));
  const Lazy = lazy(get);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const Component = (props: any) => createElement((loaded ?? Lazy) as ComponentType<any>, props);
  return Object.assign(Component, { preload: get }) as unknown as PreloadableComponent<T>;
}
