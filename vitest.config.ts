import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser flows live in e2e/ with their own config.
export default defineConfig({
  test: {
    // Pinned so no test depends on the machine's zone; zones under test are named explicitly.
    env: { TZ: 'UTC' },
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'scripts/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
