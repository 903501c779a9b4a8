import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser flows live in e2e/ with their own config.
export default defineConfig({
  test: {
    // Pinned so no test depends on the machine's zone; zones under test are named explicitly.
    env: { TZ: 'UTC' },
    exclude: ['**/node_modules/**', '**/dist/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // One migrated database of each kind per run; each test's database is a copy of it.
          globalSetup: ['apps/server/src/test/template-databases.ts'],
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        // Components, rendered in jsdom and driven as a person would (Testing Library); only *.test.tsx
        // pays for the DOM.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
    ],
  },
});
