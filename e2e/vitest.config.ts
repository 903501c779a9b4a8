import { defineConfig } from 'vitest/config';

// Browser flows against the built app (npm run build first), served by the real server.
export default defineConfig({
  test: {
    env: { TZ: 'UTC' },
    include: ['e2e/**/*.e2e.ts'],
    globalSetup: ['e2e/support/global-setup.ts'],
    // Files claimed by another lane are skipped whole (scripts/test.mjs, E2E_CLAIMS).
    runner: './e2e/support/lane-runner.ts',
    // A test that takes 20 s on a quiet machine took 60 s and more on a saturated CI runner (ADR 094,
    // session 16): the limits only stop a hung test, they do not time the product.
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // On CI a failed browser test runs once more, and the reporter marks it "(retry x1)": a runner that
    // starves a page for seconds is not a regression, and a test that fails twice still fails the gate.
    retry: process.env.CI ? 1 : 0,
    // What a person sees can take seconds on a loaded 2-core runner; polls wait for it, not 1 s.
    expect: { poll: { timeout: 10_000 } },
    pool: 'forks',
    // One process per lane, not one per file: a fork's start (vitest, Playwright's client, the support
    // modules, each compiled again) cost ~3.6 s of CPU, 46 times a run (ADR 094, session 18). The lane's
    // files share that process's one Chromium (support/browser.ts); each opens and closes its own contexts.
    isolate: false,
    // One file at a time within a lane: files share its server's state (changelogs, the admin's figures).
    // `npm test` runs one lane from the start and one more once the unit tests end; the lanes share the
    // list of files, each file running in the lane that claims it first (scripts/test.mjs).
    fileParallelism: false,
  },
});
