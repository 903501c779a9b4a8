import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Each test starts from an empty document and empty storage.
afterEach(() => {
  cleanup();
  localStorage.clear();
});
