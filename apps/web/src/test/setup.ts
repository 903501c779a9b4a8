import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy… and waitFor wait up to 5 s: the gate runs these files beside the server and browser suites on
// two cores, where a lazy page or a mocked fetch can take longer than Testing Library's default second.
configure({ asyncUtilTimeout: 5000 });

// Each test starts from an empty document and empty storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
