import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests. Browser flows live in e2e/ with their own config.

/** Node tests that replace a module or a global for their own file: they get a fresh module graph each. */
const ISOLATED = ['apps/server/src/services/reading/opening-rewrites.test.ts'];
/** Component tests that mock a module: each gets its own module graph and DOM. */
const WEB_ISOLATED = [
  'apps/web/src/features/report/components/report-sections.test.tsx',
  'apps/web/src/features/dashboard/components/profile/notifications-tab.test.tsx',
];
/** What every component test needs: a DOM and the app's test set-up (test/setup.ts). */
const COMPONENT = { environment: 'jsdom', setupFiles: ['apps/web/src/test/setup.ts'] };
export default defineConfig({
  test: {
    // Pinned so no test depends on the machine's zone; zones under test are named explicitly.
    env: { TZ: 'UTC' },
    exclude: ['**/node_modules/**', '**/dist/**'],
    // Limits that stop a hung test, not a slow runner: one 2.5× slower than usual (ADR 094, session 16)
    // took a 15 s test past 30 s and a database's set-up past 60 s.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    // Two files at once even on two cores: most of a file's time is spent waiting on a database, a child
    // server or a timer, not on the CPU (docs/decisions/094-a-gate-in-ten-minutes.md, session 14).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          // One migrated database of each kind per run; each test's database is a copy of it.
          globalSetup: ['apps/server/src/test/template-databases.ts'],
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [...ISOLATED, '**/node_modules/**', '**/dist/**'],
          // A worker keeps its modules from one file to the next: importing the app, the content and the
          // ephemeris once per worker instead of once per file cut a run of ten route files by 40 %
          // (docs/decisions/094-a-gate-in-ten-minutes.md). Files that mock modules or stub globals run
          // apart, in 'node-isolated'.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          include: [...ISOLATED, 'apps/web/src/**/*.test.ts'],
        },
      },
      {
        // Components, rendered in jsdom and driven as a person would (Testing Library); only *.test.tsx
        // pays for the DOM.
        extends: true,
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx'],
          exclude: [...WEB_ISOLATED, '**/node_modules/**', '**/dist/**'],
          ...COMPONENT,
          // One DOM and one module graph per worker, as the node project does: jsdom, React and Testing
          // Library are set up once per worker, not per file (63 → 21 s of CPU); test/setup.ts empties
          // the app's stores and query cache after every test (ADR 094, session 15).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'web-isolated',
          include: WEB_ISOLATED,
          ...COMPONENT,
        },
      },
    ],
  },
});
