import { QueryClientContext } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { loadedQueryClient, loadQueryClient, onQueryClient } from '../lib/lazy-queries';

/**
 * The query client's context, empty until the client has loaded (lib/lazy-queries.ts): the first paint
 * needs none, and every component that queries is lazy and waits for it.
 */
export function Providers({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(onQueryClient, loadedQueryClient, loadedQueryClient);
  useEffect(() => {
    void loadQueryClient();
  }, []);
  // What QueryClientProvider does: the client listens to focus and network while the app is mounted.
  useEffect(() => {
    if (!client) return;
    client.mount();
    return () => client.unmount();
  }, [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}
