import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { StoreApi } from 'zustand';
import { useLastSynastry } from '../features/synastry/stores/last-synastry-store';
import { useAuthModal } from '../lib/auth-modal-store';
import { useAuthStore } from '../lib/auth-store';
import { useBadgeEvents } from '../lib/badge-events';
import { useLastReport } from '../lib/last-report-store';
import { queryClient } from '../lib/query-client';

// findBy… and waitFor wait up to 5 s: the gate runs these files beside the server and browser suites on
// two cores, where a lazy page or a mocked fetch can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

/** Back to the state the store was created with, as a new module graph would give it. */
const reset = <T>(store: StoreApi<T>) => store.setState(store.getInitialState(), true);

// Each test starts from an empty document, empty stores, an empty query cache and empty storage.
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  // The app's module-level state: a worker runs many files in one module graph (vitest.config.ts).
  reset(useLastReport);
  reset(useLastSynastry);
  reset(useAuthStore);
  reset(useAuthModal);
  reset(useBadgeEvents);
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear();
});
