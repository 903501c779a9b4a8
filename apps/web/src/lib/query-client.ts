import { QueryClient } from '@tanstack/react-query';

/** The app's one query client. Loaded on demand (lib/lazy-queries.ts): the landing page's first paint has no query. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: 1 } },
});
